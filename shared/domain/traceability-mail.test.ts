import { describe, expect, it } from "vitest";
import {
  escapeHtml, mailProblem, mailRecipients, mailSentMessage, mailSubject, NO_RECIPIENTS, NO_TRACEABILITY, traceabilityHtml,
} from "./traceability-mail";

const trip = { numero: "0012001", placa: "ABC123", nombreconductor: "PEDRO <b>PEREZ</b>" };
const shipment = { numeroremesa: "700001", clienteempresatransportadora: "ACME & CIA", correoreporte: "a@x.co", origen: "BOGOTA", destino: "CALI" };
const row = { fechahora: "2024-03-05T13:00:00Z", evento: null, sysevento: "PUESTO DE CONTROL", lugar: "KM 5 'norte'", novedad: "<script>alert(1)</script>", puestocontrol: null };

describe("traceability e-mail", () => {
  it("has the spec's three messages word for word", () => {
    expect(NO_TRACEABILITY).toBe("No se encontro trazabilidad para mostrar al cliente");
    expect(NO_RECIPIENTS).toBe("El correo no puede ser enviado, recuerde registrar los correos para el cliente");
    expect(mailSentMessage("700001", "ACME")).toBe("Se envio correo a 700001 ACME");
  });

  it.each([
    ["a@x.co, b@y.co", ["a@x.co", "b@y.co"]],
    [" a@x.co ;b@y.co,, a@x.co ", ["a@x.co", "b@y.co"]],
    [" , ", []],
    ["", []],
    [null, []],
  ])("recipients of %j", (list, expected) => {
    expect(mailRecipients(list)).toEqual(expected);
  });

  it("needs traceability first, then at least one address", () => {
    expect(mailProblem([], [])).toBe(NO_TRACEABILITY);
    expect(mailProblem([], ["a@x.co"])).toBe(NO_TRACEABILITY);
    expect(mailProblem([row], [])).toBe(NO_RECIPIENTS);
    expect(mailProblem([row], ["a@x.co"])).toBeNull();
  });

  it("escapes every value of the HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const html = traceabilityHtml(trip, shipment, [row], () => "08:00 05/03/2024 <x>");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("ACME &amp; CIA");
    expect(html).toContain("KM 5 &#39;norte&#39;");
    expect(html).toContain("08:00 05/03/2024 &lt;x&gt;");
    expect(html).toContain("PUESTO DE CONTROL");
    expect(mailSubject(trip, shipment)).toBe("Trazabilidad remesa 700001 - viaje 0012001");
  });
});
