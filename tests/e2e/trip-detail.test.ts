// Trip detail end to end (issue 6 acceptance), logged in through the UI as admin/admin123: every tab shows
// the server's data; plan rows edited, moved and deleted persist after reload; the alert turns the button
// red and survives reload; an instruction is added and edited; the gallery opens from a badge and its zip
// holds the uploaded images; the xlsx holds the traceability; the e-mail (error without addresses, HTML
// received by an SMTP server with them); an unknown or another company's trip leads to /Home/network-error.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedPath } from "@server/storage";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage } from "./support/pages";

/** The trip detail page object: selectors in one place. */
class TripPage {
  constructor(private page: Page) {}
  async open(id: number) {
    await this.page.goto(`/Home/Viaje/${id}`);
    await this.page.locator("[data-testid=trip-general]").waitFor();
  }
  tab(name: string) {
    return this.page.getByRole("tab", { name });
  }
  rows(table: string) {
    return this.page.locator(`[data-testid=${table}] tbody tr.ant-table-row`);
  }
  planRow(i: number) {
    return this.rows("plan-table").nth(i);
  }
  get alertButton() {
    return this.page.locator("[data-testid=alert-button]");
  }
  get instructions() {
    return this.page.locator("[data-testid=instructions]");
  }
  toast(text: string) {
    return this.page.locator(".ant-message").getByText(text);
  }
}

const uploads = mkdtempSync(join(tmpdir(), "tdc-e2e-uploads-"));
let e2e: E2E;
let context: BrowserContext;
let page: Page;
let trip: TripPage;
let tripId: number;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => e2e.server.database.query<T>(text, params);

beforeAll(async () => {
  process.env.UPLOADS_DIR = uploads;
  e2e = await startE2E();
  [{ id: tripId }] = await sql<{ id: number }>(`SELECT v.id FROM viajes v
    WHERE v.idempresa = 1 AND v.idsysestado NOT IN (4, 7)
      AND (SELECT count(*) FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje) >= 3
      AND EXISTS (SELECT 1 FROM reportes r JOIN reporteremesas rr ON rr.idreporte = r.id WHERE r.idviaje = v.id)
      AND EXISTS (SELECT 1 FROM reportes r JOIN documentosreporte d ON d.idreporte = r.id WHERE r.idviaje = v.id)
    ORDER BY v.id LIMIT 1`);
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login("admin", "admin123");
  await page.waitForURL(/\/Home/i);
  trip = new TripPage(page);
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe("trip detail", () => {
  it("shows the server's trip, traceability, plan and shipments", async () => {
    const [v] = await sql<{ nombreconductor: string; placa: string }>(`SELECT nombreconductor, placa FROM viajeslista WHERE id = $1`, [tripId]);
    await trip.open(tripId);
    const general = page.locator("[data-testid=trip-general]");
    await expect.poll(() => general.innerText()).toContain(v.nombreconductor);
    expect(await general.innerText()).toContain(v.placa);

    const reports = await sql<{ novedad: string }>(`SELECT novedad FROM reportes WHERE idviaje = $1 ORDER BY fechahora DESC, id DESC`, [tripId]);
    await expect.poll(() => trip.rows("traceability-table").count()).toBe(Math.min(100, reports.length));
    expect(await trip.rows("traceability-table").first().innerText()).toContain(reports[0].novedad);

    await trip.tab("Plan de viajes").click();
    await page.getByText(`Plan de viajes ${tripId}`).waitFor();
    for (const label of ["Cita cargue", "Salida de cargue", "Cita descargue", "Llegada descargue"]) {
      await page.locator("[data-testid=plan-timeline]").getByText(label, { exact: true }).waitFor();
    }
    const posts = await sql<{ descripcion: string }>(`SELECT pc.descripcion FROM viajes v JOIN detallesplanviaje d ON d.idplanviaje = v.idplanviaje
      JOIN puestoscontrol pc ON pc.id = d.idpuestocontrol WHERE v.id = $1 ORDER BY d.orden, d.id`, [tripId]);
    await expect.poll(() => trip.rows("plan-table").count()).toBe(posts.length);
    expect(await trip.planRow(0).innerText()).toContain(posts[0].descripcion);

    await trip.tab("Remesas / Ordenes").click();
    const shipments = await sql<{ numeroremesa: string }>(`SELECT numeroremesa FROM remesas WHERE idviaje = $1 ORDER BY numeroremesa`, [tripId]);
    await expect.poll(() => trip.rows("shipments-table").count()).toBe(shipments.length);
    for (const s of shipments) await page.locator("[data-testid=shipments-table]").getByText(s.numeroremesa).first().waitFor();
  });

  it("edits, moves and deletes plan rows, and the changes persist after reload", async () => {
    const stored = () => sql<{ id: number; duracion: number; orden: number }>(
      `SELECT d.id, d.duracion, d.orden FROM viajes v JOIN detallesplanviaje d ON d.idplanviaje = v.idplanviaje WHERE v.id = $1 ORDER BY d.orden`, [tripId]);
    const before = await stored();
    await trip.open(tripId);
    await trip.tab("Plan de viajes").click();
    await trip.planRow(0).getByRole("button", { name: "Editar" }).click();
    await trip.planRow(0).getByLabel("Duración (min)").fill("77");
    await trip.planRow(0).getByRole("button", { name: "Guardar" }).click();
    await trip.toast("Proceso exitoso").first().waitFor();
    await expect.poll(async () => (await stored())[0].duracion).toBe(77);

    await trip.planRow(0).getByRole("button", { name: "Bajar" }).click();
    await expect.poll(async () => (await stored()).map((d) => d.id)).toEqual([before[1].id, before[0].id, ...before.slice(2).map((d) => d.id)]);

    await trip.planRow(2).getByRole("button", { name: "Eliminar" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Eliminar" }).click();
    await expect.poll(async () => (await stored()).length).toBe(before.length - 1);
    const after = await stored();
    expect(after.map((d) => d.orden)).toEqual(after.map((_d, i) => i + 1));

    await page.reload();
    await trip.tab("Plan de viajes").click();
    await expect.poll(() => trip.rows("plan-table").count()).toBe(after.length);
    expect(await trip.planRow(1).innerText()).toContain("77");
  });

  it("turns the alert button red after saving an alert, and keeps it after reload", async () => {
    await sql(`UPDATE viajes SET alerta = NULL, indicadoralerta = false WHERE id = $1`, [tripId]);
    await trip.open(tripId);
    expect(await trip.alertButton.getAttribute("data-active")).toBe("false");
    await trip.alertButton.click();
    await page.getByLabel("Alerta", { exact: true }).last().fill("Conductor no contesta");
    await page.locator(".ant-modal").getByRole("button", { name: "Guardar" }).click();
    await trip.toast("Proceso exitoso").first().waitFor();
    await expect.poll(() => trip.alertButton.getAttribute("data-active")).toBe("true");
    expect(await trip.alertButton.getAttribute("class")).toContain("ant-btn-dangerous");
    await page.reload();
    await trip.alertButton.waitFor();
    await expect.poll(() => trip.alertButton.getAttribute("data-active")).toBe("true");
    expect((await sql(`SELECT alerta FROM viajes WHERE id = $1`, [tripId]))[0].alerta).toBe("Conductor no contesta");
  });

  it("adds an instruction ('Requerido' when empty) and edits it", async () => {
    await trip.open(tripId);
    await trip.instructions.getByRole("button", { name: "Agregar" }).click();
    const modal = page.locator(".ant-modal").filter({ hasText: "Observación" });
    await modal.getByRole("button", { name: "Guardar" }).click();
    await modal.getByText("Requerido").waitFor();
    await modal.getByLabel("Observación").fill("Llamar al cliente antes de descargar");
    await modal.getByRole("button", { name: "Guardar" }).click();
    await trip.instructions.getByText("Llamar al cliente antes de descargar").waitFor();

    await trip.instructions.getByRole("button", { name: "Editar" }).click();
    await modal.getByLabel("Observación").fill("Llamar al cliente dos horas antes");
    await modal.getByRole("button", { name: "Guardar" }).click();
    await trip.instructions.getByText("Llamar al cliente dos horas antes").waitFor();
    const [last] = await sql<{ observacion: string }>(`SELECT observacion FROM observacionesviaje WHERE idviaje = $1 ORDER BY id DESC LIMIT 1`, [tripId]);
    expect(last.observacion).toBe("Llamar al cliente dos horas antes");
  });

  it("shows progress and the offline route map for an open trip, and hides them for a finished one", async () => {
    await trip.open(tripId);
    const progress = page.locator("[data-testid=trip-progress]");
    await progress.waitFor();
    expect(await progress.innerText()).toMatch(/\d+%/);
    await page.getByRole("button", { name: "Mapa de ruta" }).click();
    const modal = page.locator(".ant-modal").filter({ hasText: "Ruta planeada y recorrida" });
    expect(await modal.locator(".ant-modal-content").evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(800);
    await modal.locator("[data-testid=route-path-map] canvas").first().waitFor();

    const [finished] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 7 LIMIT 1`);
    await trip.open(finished.id);
    await expect.poll(() => page.locator("[data-testid=trip-state]").innerText()).toBe("TERMINADO");
    expect(await page.locator("[data-testid=trip-progress]").count()).toBe(0);
  });

  it("refetches the open trip's traceability on a live report and says 'Se realizo un nuevo reporte al viaje {id}'", async () => {
    await trip.open(tripId);
    await trip.rows("traceability-table").first().waitFor();
    const [report] = await sql<{ id: number }>(
      `INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora, lugar, novedad, aplicacion)
       VALUES ($1, 1, 12, now(), 'KM 1', 'Reporte en vivo de prueba', 12) RETURNING id`, [tripId]);
    const message = `Se realizo un nuevo reporte al viaje ${tripId}`;
    // the feed's socket may still be connecting: publish until the screen hears it
    await expect.poll(async () => {
      e2e.server.live.publish(1, [{ id: report.id, idviaje: tripId, idsysevento: 12 }]);
      return trip.toast(message).count();
    }, { timeout: 20_000, interval: 1_000 }).toBeGreaterThan(0);
    await expect.poll(() => trip.rows("traceability-table").first().innerText()).toContain("Reporte en vivo de prueba");
  });

  it("sends an unknown trip and another company's trip to /Home/network-error", async () => {
    const [other] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 3 LIMIT 1`);
    for (const id of [99_999_999, other.id]) {
      await page.goto(`/Home/Viaje/${id}`);
      await page.waitForURL(/\/Home\/network-error$/i);
    }
  });
});

describe("trip detail: photos, xlsx and e-mail", () => {
  // a valid 1×1 JPEG
  const JPEG = Buffer.from(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////" +
      "wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
    "base64",
  );

  it("opens the gallery from a report's badge, shows the image and zips the uploaded images", async () => {
    const docs = await sql<{ idreporte: number; archivo: string }>(
      `SELECT d.idreporte, d.archivo FROM documentosreporte d JOIN reportes r ON r.id = d.idreporte
        WHERE r.idviaje = $1 ORDER BY r.fechahora DESC, d.id`, [tripId]);
    const report = docs[0].idreporte;
    const uploaded = docs.filter((d) => d.idreporte === report);
    for (const d of uploaded) {
      const res = await fetch(`${e2e.server.url}${signedPath("PUT", d.archivo)}`, {
        method: "PUT", headers: { "content-type": "image/jpeg" }, body: new Uint8Array(JPEG),
      });
      expect(res.status).toBe(200);
    }
    await trip.open(tripId);
    await page.getByRole("button", { name: `Documentos ${report}` }).click();
    await page.waitForURL(new RegExp(`/Home/Gallery/${tripId}\\?reporte=${report}$`, "i"));
    const viewer = page.locator("[data-testid=image-viewer]");
    await viewer.locator("img").waitFor();
    await expect.poll(() => viewer.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await viewer.getByRole("button", { name: "Cerrar" }).click();

    // an image without a file on disk shows the broken-image icon
    if (docs.length > uploaded.length) await page.locator("[data-testid=broken-thumbnail]").first().waitFor();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar todo" }).click();
    const file = await (await download).path();
    const zip = await JSZip.loadAsync(readFileSync(file!));
    const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir).sort();
    expect(names).toEqual(uploaded.map((d) => `reporte_${report}/${d.archivo.split("/")[1]}`).sort());
    expect(Buffer.from(await zip.file(names[0])!.async("uint8array"))).toEqual(JPEG);

    await page.getByRole("button", { name: "Volver al viaje" }).click();
    await page.waitForURL(new RegExp(`/Home/Viaje/${tripId}$`, "i"));
  });

  it("downloads the traceability as trazabilidad_{date}.xlsx holding the trip's reports", async () => {
    await trip.open(tripId);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar" }).click();
    const done = await download;
    expect(done.suggestedFilename()).toMatch(/^trazabilidad_\d{8}_\d{6}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await done.path())!);
    const count = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM reportes WHERE idviaje = $1`, [tripId]);
    expect(book.worksheets[0].actualRowCount).toBe(Number(count[0].n) + 1);
  });

  describe("e-mail", () => {
    let smtp: Server;
    const received: string[] = [];
    beforeAll(async () => {
      smtp = createServer((socket) => {
        let data = false;
        let body = "";
        let buffer = "";
        socket.write("220 prueba\r\n");
        socket.on("data", (chunk) => {
          buffer += chunk.toString();
          let at: number;
          while ((at = buffer.indexOf("\r\n")) >= 0) {
            const line = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            if (data && line === ".") {
              data = false;
              received.push(body);
              socket.write("250 OK\r\n");
            } else if (data) body += `${line}\r\n`;
            else if (line === "DATA") {
              data = true;
              socket.write("354 adelante\r\n");
            } else if (line === "QUIT") socket.end("221 adios\r\n");
            else socket.write("250 OK\r\n");
          }
        });
      });
      await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
      process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      delete process.env.SMTP_URL;
      await new Promise((resolve) => smtp.close(resolve));
    });
    const outbox = async () => Number((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM correos`))[0].n);

    it("shows the spec's error and sends nothing for a client without addresses", async () => {
      await sql(`UPDATE clientes SET correoreporte = NULL WHERE id IN (SELECT idcliente FROM remesas WHERE idviaje = $1)`, [tripId]);
      const before = await outbox();
      await trip.open(tripId);
      await trip.rows("traceability-table").first().waitFor();
      await page.getByRole("button", { name: "Enviar correo" }).click();
      await trip.toast("El correo no puede ser enviado, recuerde registrar los correos para el cliente").first().waitFor();
      expect(await outbox()).toBe(before);
      expect(received).toHaveLength(0);
    });

    it("sends the traceability HTML through SMTP to the client's addresses", async () => {
      await sql(`UPDATE clientes SET correoreporte = 'trafico@cliente.co, gerencia@cliente.co'
        WHERE id IN (SELECT idcliente FROM remesas WHERE idviaje = $1)`, [tripId]);
      const [first] = await sql<{ numeroremesa: string; nombrecliente: string }>(`SELECT r.numeroremesa, c.nombrecliente FROM remesas r
        JOIN clientes c ON c.id = r.idcliente WHERE r.idviaje = $1 ORDER BY r.numeroremesa LIMIT 1`, [tripId]);
      const [latest] = await sql<{ novedad: string }>(`SELECT novedad FROM reportes WHERE idviaje = $1 ORDER BY fechahora DESC, id DESC LIMIT 1`, [tripId]);
      await trip.open(tripId);
      await trip.rows("traceability-table").first().waitFor();
      await page.getByRole("button", { name: "Enviar correo" }).click();
      await trip.toast(`Se envio correo a ${first.numeroremesa} ${first.nombrecliente}`).first().waitFor();
      await expect.poll(() => received.length).toBeGreaterThan(0);
      const [, encoded] = received[0].split("\r\n\r\n");
      const html = Buffer.from(encoded.replace(/\r\n/g, ""), "base64").toString("utf8");
      expect(html).toContain(`Trazabilidad de la remesa ${first.numeroremesa}`);
      expect(html).toContain(latest.novedad.replace(/&/g, "&amp;"));
    });
  });
});
