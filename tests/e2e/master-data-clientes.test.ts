// Clientes (role 3) and the container list end to end: a client's
// hide-events list without the never-offered events 1, 22-25, 30-32, a toggle saved with 'Proceso exitoso'
// and checked on the server; the client modal's mail settings as the server has them and 'Restablecer contraseña' of its
// portal user; the container state filter offering container states only and filtering exactly the state's
// containers, días mora as the server counts it, and the modal 'Contenedor N° {number}' with its trip
// details (asked by the modal only).
import { SYS_EVENTOS } from "@server/db/seed/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession, type Session } from "./support/master-data";
import { Shell } from "./support/pages";
import { POLL } from "./support/table-page";

const NEVER_OFFERED = [1, 22, 23, 24, 25, 30, 31, 32];
let s: Session;

beforeAll(async () => {
  s = await startSession("clientes");
});
afterAll(async () => {
  await s?.close();
});

describe("Clientes", () => {
  it("toggles a hidden event and saves it; the never-offered events are not listed", async () => {
    const res = await s.gql<{ clientesempresastransportadoras: { data: { id: number; nombrecliente: string; numerodocumentocliente: string }[] } }>(
      `query { clientesempresastransportadoras(pagination: { fields: 30, page: 1 }) { data { id nombrecliente numerodocumentocliente } } }`,
    );
    const client = res.clientesempresastransportadoras.data[0];
    const hidden = async () =>
      (await s.gql<{ syseventosclienteocultos: { idsysevento: number }[] }>(`query ($id: Int!) { syseventosclienteocultos(idcliente: $id) { idsysevento } }`, { id: client.id }))
        .syseventosclienteocultos.map((e) => e.idsysevento).sort((a, b) => a - b);
    const before = await hidden();

    await s.table.open("/home/Client");
    await expect.poll(() => s.table.rowKeys().then((k) => k[0]), POLL).toBe(client.id);
    expect(await s.table.button("Agregar").count()).toBe(0);
    await s.table.openRow(client.id);
    expect(await s.table.modal.locator(".ant-modal-title").innerText()).toBe(client.nombrecliente);
    await expect.poll(() => s.table.viewValue("Documento").innerText(), POLL).toBe(client.numerodocumentocliente);
    expect(await s.table.modal.getByRole("button", { name: "Editar" }).count()).toBe(0);
    await s.table.modal.getByRole("button", { name: "Restablecer contraseña" }).waitFor();
    await s.shot("view");
    await s.table.modal.getByRole("button", { name: "Ocultar eventos" }).click();
    const dialog = s.page.locator(".ant-modal-wrap:visible .ant-modal").filter({ hasText: "Ocultar eventos" }).last();
    const switches = dialog.getByRole("switch");
    await expect.poll(() => switches.count(), POLL).toBe(SYS_EVENTOS.length - NEVER_OFFERED.length);
    const offered = await switches.evaluateAll((list) => list.map((e) => e.getAttribute("aria-label")));
    for (const id of NEVER_OFFERED) expect(offered).not.toContain(SYS_EVENTOS.find((e) => e.id === id)!.descripcion);

    const event = SYS_EVENTOS.find((e) => e.id === 12)!;
    const toggle = dialog.getByRole("switch", { name: event.descripcion, exact: true });
    const wasHidden = before.includes(event.id);
    expect(await toggle.getAttribute("aria-checked")).toBe(String(wasHidden));
    await toggle.click();
    await s.shot("hide-events");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await s.page.locator(".ant-message-notice").filter({ hasText: "Proceso exitoso" }).last().waitFor();
    await expect.poll(hidden, POLL).toEqual(wasHidden ? before.filter((id) => id !== event.id) : [...before, event.id].sort((a, b) => a - b));
    const saved = await hidden();

    // an answer without an id is a failure: 'Ocurrio un error', and the dialog stays open
    await s.page.route("**/graphql", (route) =>
      route.request().postData()?.includes("createsyseventosclienteocultos")
        ? route.fulfill({ contentType: "application/json", body: JSON.stringify({ data: { createsyseventosclienteocultos: { id: null } } }) })
        : route.fallback());
    // the hide-events dialog by its title (the client's modal holds a button of the same text)
    const hideEvents = s.page.locator(".ant-modal").filter({ has: s.page.locator(".ant-modal-title", { hasText: "Ocultar eventos" }) });
    try {
      await hideEvents.waitFor({ state: "detached" });
      await s.table.modal.getByRole("button", { name: "Ocultar eventos" }).click();
      await hideEvents.getByRole("switch", { name: event.descripcion, exact: true }).click();
      await s.page.waitForTimeout(600);
      await hideEvents.getByRole("button", { name: "Guardar" }).click();
      await s.page.locator(".ant-message-notice").filter({ hasText: "Ocurrio un error" }).last().waitFor();
      expect(await hideEvents.isVisible()).toBe(true);
      await s.shot("hide-events-failure");
    } finally {
      await s.page.unroute("**/graphql");
    }
    expect(await hidden()).toEqual(saved);
  });
});

type ClientData = {
  id: number; nombrecliente: string; idusuario: number | null; frecuenciacorreo: number | null;
  tiempoenviocorreo: string[]; eventosdescripcion: string[]; correoreporte: string | null;
};

describe("Client modal", () => {
  it("shows the server's mail frequency, specific hours, events and report e-mails; 'Restablecer contraseña' resets the portal user", async () => {
    const res = await s.gql<{ clientesempresastransportadoras: { data: ClientData[] } }>(
      `query { clientesempresastransportadoras(pagination: { fields: 30, page: 1 }) {
        data { id nombrecliente idusuario frecuenciacorreo tiempoenviocorreo eventosdescripcion correoreporte } } }`,
    );
    // a client with a portal user and every mail setting filled, several of each
    const client = res.clientesempresastransportadoras.data.find((c) =>
      c.idusuario && c.frecuenciacorreo && c.tiempoenviocorreo.length > 1 && c.eventosdescripcion.length > 1 && (c.correoreporte ?? "").includes(","))!;
    expect(client).toBeDefined();
    const [user] = await s.e2e.server.database.query<{ username: string }>(`SELECT username FROM usuarios WHERE id = $1`, [client.idusuario]);
    expect((await s.e2e.server.login(user.username, "demo1234")).status).toBe(200);

    await s.table.open("/home/Client");
    await s.table.openRow(client.id);
    expect(await s.table.modal.locator(".ant-modal-title").innerText()).toBe(client.nombrecliente);
    await expect.poll(() => s.table.viewValue("Frecuencia de correo (minutos)").innerText(), POLL).toBe(String(client.frecuenciacorreo));
    expect(await s.table.viewValue("Horas específicas").innerText()).toBe(client.tiempoenviocorreo.join(", "));
    expect(await s.table.viewValue("Eventos").innerText()).toBe(client.eventosdescripcion.join(", "));
    expect(await s.table.viewValue("Correos de reporte").innerText()).toBe(client.correoreporte!.split(",").map((e) => e.trim()).join(", "));
    await s.shot("client-mail");

    await s.table.modal.getByRole("button", { name: "Restablecer contraseña" }).click();
    await s.table.notice("Se restablecio la contraseña").waitFor();
    const temporary = await s.table.modal.getByTestId("clave-temporal").innerText();
    expect(temporary).toHaveLength(10);
    await s.shot("client-reset");
    // the portal user's old password no longer signs in; the temporary one must be changed first
    expect((await s.e2e.server.login(user.username, "demo1234")).status).toBe(401);
    expect((await s.e2e.server.login(user.username, temporary)).status).toBe(409);
  });
});

describe("Contenedores list", () => {
  it("is in the menu; its state filter offers the container states only; the modal 'Contenedor N° {number}' with its trips", async () => {
    await s.page.goto("/home");
    const sidebar = new Shell(s.page).sidebar;
    await sidebar.hover();
    await sidebar.getByText("Maestras").hover();
    await sidebar.getByText("Lista de contenedores").click();
    await s.page.waitForURL(/\/home\/contenedores-lista/);
    const res = await s.gql<{ contenedores: { data: { id: number; numerocontenedor: string; detalles: { idviaje: number }[] }[] } }>(
      `query { contenedores(pagination: { fields: 100, page: 1 }) { data { id numerocontenedor detalles { idviaje } } } }`,
    );
    const container = res.contenedores.data.find((c) => c.detalles.length > 0)!;
    expect(container).toBeDefined();

    await s.table.open("/home/contenedores-lista");
    await s.table.showFilters();
    await s.page.locator(".ant-select").filter({ has: s.table.filter("Estado") }).click();
    // the dropdown renders its options after the click: poll until they are there
    const options = s.page.locator(".ant-select-dropdown:visible .ant-select-item-option");
    const titles = async () => (await options.evaluateAll((list) => list.map((o) => o.getAttribute("title")))).sort();
    await expect.poll(titles, { timeout: 10_000 }).toEqual(["DEVUELTO A PATIO", "EN MORA", "LLENO EN TRANSITO", "VACIO PENDIENTE DE DEVOLUCION"]);
    await s.shot("state-filter");
    await s.page.keyboard.press("Escape");

    await s.table.filter("Contenedor").fill(container.numerocontenedor);
    await expect.poll(() => s.table.rowKeys(), POLL).toEqual([container.id]);
    await s.table.openRow(container.id);
    expect(await s.table.modal.locator(".ant-modal-title").innerText()).toBe(`Contenedor N° ${container.numerocontenedor}`);
    const trips = s.table.modal.locator("[data-testid=contenedor-detalles] .ant-table-tbody tr.ant-table-row");
    await expect.poll(() => trips.count(), POLL).toBe(container.detalles.length);
    expect(await trips.first().locator("td").first().innerText()).toBe(String(container.detalles[0].idviaje));
    expect(await s.table.modal.getByRole("button", { name: "Editar" }).count()).toBe(0);
    await s.shot("modal");
  });

  it("filters by a container state: exactly the containers SQL has in that state; Días as the server counts it", async () => {
    const [state] = await s.e2e.server.database.query<{ id: number; descripcion: string }>(
      `SELECT s.id, s.descripcion FROM sysestados s WHERE s.descripcion = 'EN MORA'`,
    );
    const inState = async () =>
      (await s.e2e.server.database.query<{ id: number }>(`SELECT id FROM contenedores WHERE idempresa = 1 AND idsysestado = $1 ORDER BY id`, [state.id]))
        .map((r) => r.id);
    const expected = await inState();
    const [{ count: total }] = await s.e2e.server.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM contenedores WHERE idempresa = 1`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(total);
    // one container of that state returned one minute after Bogota's midnight, its limit one minute
    // before: one calendar day of delay (docs/adr/0019-time-zone.md)
    await s.e2e.server.database.query(
      `UPDATE contenedores SET fechalimiteentregacontenedor = '2024-03-01T04:59:00Z', fechadevolucioncontenedor = '2024-03-01T05:00:00Z' WHERE id = $1`,
      [expected[0]],
    );

    // the list's request asks no trip details; the modal's does (one container's details, not a page's)
    const lists: string[] = [];
    const record = (request: { postData(): string | null }) => {
      const body = request.postData() ?? "";
      if (/contenedores\s*\(/.test(body)) lists.push(body);
    };
    s.page.on("request", record);
    try {
      await s.table.open("/home/contenedores-lista");
      await s.table.showFilters();
      await s.page.locator(".ant-select").filter({ has: s.table.filter("Estado") }).click();
      await s.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${state.descripcion}"]`).click();
      await expect.poll(async () => (await s.table.rowKeys()).sort((a, b) => a - b), POLL).toEqual(expected);
      expect(new Set(await s.table.columnTexts("estado"))).toEqual(new Set([state.descripcion]));
      await s.shot("state-filtered");
      const dias = await s.table.row(expected[0]).evaluate((row) => {
        const ths = Array.from(document.querySelectorAll(".ant-table-thead th"));
        const index = ths.findIndex((th) => th.getAttribute("data-testid") === "header-diasmora");
        return (row.querySelectorAll(":scope > .ant-table-cell")[index] as HTMLElement).innerText.trim();
      });
      expect(dias).toBe("1");
    } finally {
      s.page.off("request", record);
    }
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.filter((body) => body.includes("detalles"))).toEqual([]);
  });
});
