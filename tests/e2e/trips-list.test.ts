// Trips list and live feed end to end: two browser contexts of company 1 and one of
// company 3 on the trips list, each waited on until its live socket has subscribed; a report created once
// with createReporteV2 for a listed trip of company 1 refreshes A's list and shows the notification in both
// company-1 contexts, never in company 3's. A row click opens the trip detail; /home/ctns lists the trips
// returning a container. The export sends the title Seguimiento and its workbook holds the
// server's rows; the header's last-mile, client and state filters give the rows and total SQL gives; the
// column chooser hides a column and 'Limpiar filtros' clears the header's and the columns' filters.
import { rm } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage, Shell, signInThroughApi } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";
import { TripsHeader } from "./support/trips-page";

let e2e: E2E;
const contexts: BrowserContext[] = [];
const REPORT = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id idviaje idsysevento } }`;

/** What a page's live socket sent and received: whether its newReport subscription is on, the report ids it got. */
function watchFeed(page: Page) {
  let subscriptionId: string | null = null;
  const received: number[] = [];
  const parse = (payload: string | Buffer) => {
    try {
      return JSON.parse(String(payload)) as { type?: string; id?: string; payload?: { query?: string; data?: { newReport?: { id: number }[] } } };
    } catch {
      return {};
    }
  };
  page.on("websocket", (ws) => {
    if (!new URL(ws.url()).pathname.endsWith("/graphql")) return;
    ws.on("framesent", ({ payload }) => {
      const message = parse(payload);
      if (message.type === "subscribe" && message.payload?.query?.includes("newReport")) subscriptionId = message.id ?? null;
      if (message.type === "complete" && message.id === subscriptionId) subscriptionId = null;
    });
    ws.on("framereceived", ({ payload }) => {
      const message = parse(payload);
      if (message.type === "next") received.push(...(message.payload?.data?.newReport ?? []).map((r) => r.id));
    });
    ws.on("close", () => (subscriptionId = null));
  });
  return {
    get subscribed() {
      return subscriptionId !== null;
    },
    reportIds: () => [...received],
  };
}

async function openTripsList(browser: Browser, user: string, password: string, path = "/home") {
  const context = await newContext(browser, e2e.server.url);
  contexts.push(context);
  const page = await context.newPage();
  const feed = watchFeed(page);
  // signed in as the login screen would (the login's landing on the trips list is the login tests' subject)
  await signInThroughApi(context, e2e.server.url, user, password);
  await page.goto(path);
  await page.getByTestId("trips-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
  return { page, feed };
}

/** states the trips list never shows */
const HIDDEN_STATES = [4, 7, 12, 14, 13, 15, 8, 17, 16];
/** states whose trips feed the client filter (clienteViajesInfo) */
const CLIENT_FILTER_STATES = [1, 2, 3, 5, 6, 8, 9, 10, 11, 12, 13, 14];
/** company 1's ARC order, ordenar_por Tiempo_ult_llamada: last call, then next call, then id */
const ARC_ORDER = `v.fechahoraultimallamada ASC NULLS LAST, v.fechahoraproximallamada ASC NULLS LAST, v.id ASC`;

const sql = <T>(text: string, params: unknown[] = []) => e2e.server.database.query<T>(text, params);

/**
 * Company 1's 'Viajes' list in SQL, narrowed by `where` ($2… are `params`): its total and the first page
 * (20 trips) in the company's order.
 */
async function viajesSql(where = "TRUE", params: unknown[] = []): Promise<{ total: number; firstPage: number[]; all: number[] }> {
  // the order written out above is the demo company's setting: another one would fail here, not as row mismatches
  const [{ ordenar_por }] = await sql<{ ordenar_por: string }>(`SELECT ordenar_por FROM settings WHERE idempresa = 1`);
  expect(ordenar_por).toBe("Tiempo_ult_llamada");
  const rows = await sql<{ id: number }>(
    `SELECT v.id FROM viajeslista v WHERE v.idempresa = 1 AND v.devolviendocontenedor = false
      AND NOT (v.idsysestado = ANY($1::int[])) AND ${where} ORDER BY ${ARC_ORDER}`,
    [HIDDEN_STATES, ...params],
  );
  const all = rows.map((r) => Number(r.id));
  return { total: all.length, firstPage: all.slice(0, 20), all };
}

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await e2e?.close();
});

describe("trips list", () => {
  it("shows 'Viajes' with the server's total and opens a trip on row click", async () => {
    const { page } = await openTripsList(e2e.browser, "operador", "operador123");
    await expect(page.getByTestId("trips-title").innerText()).resolves.toBe("Viajes");
    const headers = await e2e.server.auth("operador", "operador123");
    const res = await e2e.server.gql<{ viajes: { totalreg: number; data: { id: number }[] } }>(
      headers,
      `query ($f: [FilterInput!]) { viajes(filters: $f, pagination: { fields: 1, page: 1 }) { totalreg data { id } } }`,
      { f: [{ field: "devolviendocontenedor", value: false }, { field: "idsysestado", operator: "nin", value: [4, 7, 12, 14, 13, 15, 8, 17, 16] }] },
    );
    await expect(page.getByTestId("trips-total").innerText()).resolves.toBe(`Total viajes: ${res.data!.viajes.totalreg}`);
    await page.locator(".ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row").first().click();
    await page.waitForURL(new RegExp(`/Home/Viaje/${res.data!.viajes.data[0].id}$`, "i"));
    await page.close();
  });

  it("/home/ctns is titled Contenedores and lists only the trips returning a container", async () => {
    const { page } = await openTripsList(e2e.browser, "operador", "operador123", "/home/ctns");
    await expect(page.getByTestId("trips-title").innerText()).resolves.toBe("Contenedores");
    const excluded = [4, 7, 12, 14, 13, 15, 8, 17, 16];
    const count = async (returning: boolean) => Number((await e2e.server.database.query<{ n: number }>(
      `SELECT count(*) AS n FROM viajeslista WHERE idempresa = 1 AND devolviendocontenedor = $1 AND NOT (idsysestado = ANY($2::int[]))`,
      [returning, excluded],
    ))[0].n);
    const [returning, others] = [await count(true), await count(false)];
    expect(returning).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("trips-total").innerText()).toBe(`Total viajes: ${returning}`);
    const shown = (await page.locator(".ant-table-row[data-row-key]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row-key"))))
      .map(Number);
    expect(shown.length).toBeGreaterThan(0);
    const flags = await e2e.server.database.query<{ id: number; devolviendocontenedor: boolean; idempresa: number }>(
      `SELECT id, devolviendocontenedor, idempresa FROM viajes WHERE id = ANY($1::int[])`, [shown],
    );
    expect(flags).toHaveLength(shown.length);
    expect(flags.every((t) => t.devolviendocontenedor === true && Number(t.idempresa) === 1)).toBe(true);
    await page.close();
  });

  it("a report of company 1 refreshes A's list and notifies company 1 only", async () => {
    const [a, b, c] = await Promise.all([
      openTripsList(e2e.browser, "admin", "admin123"),
      openTripsList(e2e.browser, "operador", "operador123"),
      openTripsList(e2e.browser, "admin3", "admin123"),
    ]);
    // every screen's live socket has sent its newReport subscription
    for (const opened of [a, b, c]) await expect.poll(() => opened.feed.subscribed, { timeout: 30_000 }).toBe(true);

    const operador = await e2e.server.auth("operador", "operador123");
    const first = await e2e.server.gql<{ viajes: { data: { id: number; numero: string }[] } }>(
      operador,
      `query ($f: [FilterInput!]) { viajes(filters: $f, pagination: { fields: 1, page: 1 }) { data { id numero } } }`,
      { f: [{ field: "devolviendocontenedor", value: false }, { field: "idsysestado", operator: "nin", value: [4, 7, 12, 14, 13, 15, 8, 17, 16] }] },
    );
    const { id: tripId, numero } = first.data!.viajes.data[0];
    const marker = `REPORTE E2E ${Date.now()}`;
    // once, through the report mutation the forms call: a GPS report (it leaves the company's call order alone)
    const created = await e2e.server.gql<{ createReporteV2: { id: number }[] }>(operador, REPORT, {
      r: [{ idviaje: tripId, idsysevento: 11, lugar: marker, novedad: "Sin Novedad", retraso: 0 }],
    });
    expect(created.errors).toBeUndefined();
    const reportId = created.data!.createReporteV2[0].id;

    // the trip by its manifest number (the spec's {id}, docs/adr/0013-texts-and-messages.md), never its internal id
    const notice = `Se realizo un nuevo reporte al viaje ${numero}`;
    expect(numero).not.toBe(String(tripId));
    // the notice shows for 5 s on both screens at once, so both are awaited together
    await Promise.all([a, b].map((opened) => opened.page.getByText(notice, { exact: true }).first().waitFor({ timeout: 15_000 })));
    expect(await a.page.getByText(`Se realizo un nuevo reporte al viaje ${tripId}`, { exact: true }).count()).toBe(0);
    // A's list refreshed: the trip's row shows the report's place
    await a.page.locator(".ant-table-row", { hasText: marker }).first().waitFor({ timeout: 15_000 });

    // then a report of company 3: once it has reached C, company 1's would have too, had it been sent there
    const admin3 = await e2e.server.auth("admin3", "admin123");
    // C learns the number from its loaded rows or, for a trip not on its page, from the server
    const [trip3] = await e2e.server.database.query<{ id: number; numero: string }>(
      `SELECT id, numero FROM viajes WHERE idempresa = 3 AND idsysestado = 10 ORDER BY id DESC LIMIT 1`,
    );
    const other = await e2e.server.gql<{ createReporteV2: { id: number }[] }>(admin3, REPORT, {
      r: [{ idviaje: Number(trip3.id), idsysevento: 11, lugar: "Honda", novedad: "Sin Novedad", retraso: 0 }],
    });
    expect(other.errors).toBeUndefined();
    await c.page.getByText(`Se realizo un nuevo reporte al viaje ${trip3.numero}`, { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(c.feed.reportIds()).not.toContain(reportId);
    expect(await c.page.getByText(notice).count()).toBe(0);
    expect(a.feed.reportIds()).toContain(reportId);
    expect(a.feed.reportIds()).not.toContain(other.data!.createReporteV2[0].id);
  });

  it("comes back as the user left it (risk filter, page size, under its homeT key) after another screen; logout forgets", async () => {
    const { page } = await openTripsList(e2e.browser, "admin", "admin123");
    const table = new TablePage(page);
    const total = page.getByTestId("trips-total");
    const all = await total.innerText();
    await page.locator(".ant-select").filter({ has: page.getByLabel("Nivel de riesgo") }).click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: "Sin Riesgo" }).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => total.innerText(), POLL).not.toBe(all);
    const filtered = await total.innerText();
    await table.setPageSize(10);
    await expect.poll(() => table.rowKeys().then((k) => k.length), POLL).toBeLessThanOrEqual(10);
    const rows = await table.rowKeys();
    await expect.poll(() => table.keptState("viajes:viajes"), POLL).toMatchObject({ filters: { header: { riesgo: [0] } }, numReg: 10, page: 1 });

    // another screen, then the menu's Seguimiento: the same filter, total, size and rows
    await page.goto("/home/Rutas");
    await page.locator(".ant-table").first().waitFor();
    await page.getByTestId("sidebar").hover();
    await page.getByTestId("sidebar").getByText("Seguimiento", { exact: true }).click();
    await page.waitForURL(/\/home$/i);
    await expect.poll(() => total.innerText(), POLL).toBe(filtered);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(rows);

    // after Cerrar sesión and a new login the list opens with its defaults
    await new Shell(page).logout();
    await page.waitForURL(/\/login/i);
    expect(await table.keptState("viajes:viajes")).toBeNull();
    const login = new LoginPage(page);
    await login.open();
    await login.login("admin", "admin123");
    await page.waitForURL(/\/home$/i);
    await expect.poll(() => total.innerText(), POLL).toBe(all);
  });
});

describe("trips list: export, header filters, columns", () => {
  it("exports as 'Seguimiento': the request's title, and a workbook with the server's rows in its order", async () => {
    const { page } = await openTripsList(e2e.browser, "operador", "operador123");
    const table = new TablePage(page);
    const expected = await viajesSql();
    await expect.poll(() => new TripsHeader(page).totalCount(), POLL).toBe(expected.total);
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/v1/filesDoc" && r.method() === "POST");
    const download = await table.exportAll();
    const body = (await request).postDataJSON() as { title: string; idquery: number; fields: string[]; pagination?: unknown; order?: unknown };
    expect(body.title).toBe("Seguimiento");
    expect(body.idquery).toBe(2);
    // every trip (no page), in the company's order (none sent), the visible server columns (not the ETA nor the attention column, the page's own)
    expect(body.pagination).toBeUndefined();
    expect(body.order).toBeUndefined();
    expect(body.fields).toEqual((await table.headerFields()).filter((f) => f !== "eta" && f !== "atendiendo"));
    expect(download.suggestedFilename()).toMatch(/^Seguimiento_\d{8}_\d{6}\.xlsx$/);

    const path = `/tmp/e2e-trips-export-${Date.now()}.xlsx`;
    await download.saveAs(path);
    const workbook = await new ExcelJS.Workbook().xlsx.readFile(path);
    await rm(path, { force: true });
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toHaveLength(body.fields.length);
    const idColumn = header.indexOf("Viaje") + 1;
    expect(idColumn).toBeGreaterThan(0);
    const ids: number[] = [];
    sheet.eachRow((row, n) => void (n > 1 && ids.push(Number(row.getCell(idColumn).value))));
    expect(ids).toEqual(expected.all);
    // dates are dates (not text), the risk is its label, as on the screen
    const risk = header.indexOf("Riesgo") + 1;
    expect(risk).toBeGreaterThan(0);
    const labels = new Set(["Sin Riesgo", "Riesgo Bajo", "Riesgo Medio", "Riesgo Alto", "Riesgo Máximo", "NA"]);
    const risks: unknown[] = [];
    sheet.eachRow((row, n) => void (n > 1 && risks.push(row.getCell(risk).value)));
    expect(risks.filter((r) => !labels.has(String(r)))).toEqual([]);
    const dates = header.map((_, i) => sheet.getRow(2).getCell(i + 1)).filter((c) => c.value instanceof Date);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((c) => /^dd\/mm\/yyyy/.test(c.numFmt))).toBe(true);
  });

  it("'Última milla' gives the rows and total SQL gives, for SI and for NO", async () => {
    const { page } = await openTripsList(e2e.browser, "operador", "operador123");
    const header = new TripsHeader(page);
    const table = new TablePage(page);
    const all = await viajesSql();
    await expect.poll(() => header.totalCount(), POLL).toBe(all.total);
    for (const [option, flag] of [["Última milla: SI", true], ["Última milla: NO", false]] as const) {
      const expected = await viajesSql("v.indicadorultimamilla = $2", [flag]);
      // the filter narrows this data
      expect(expected.total).toBeGreaterThan(0);
      expect(expected.total).toBeLessThan(all.total);
      await header.pick("Última milla", option);
      await expect.poll(() => header.totalCount(), POLL).toBe(expected.total);
      await expect.poll(() => table.rowKeys(), POLL).toEqual(expected.firstPage);
    }
  });

  it("'Cliente' offers clienteViajesInfo's clients by name and gives the rows and total SQL gives", async () => {
    const { page } = await openTripsList(e2e.browser, "operador", "operador123");
    const header = new TripsHeader(page);
    const table = new TablePage(page);
    // the company's clients with a trip (not returning a container) in the client-filter states, by name
    const clients = await sql<{ id: number; nombre: string }>(
      `SELECT c.id, c.nombrecliente AS nombre FROM clientes c WHERE c.idempresa = 1 AND EXISTS (SELECT 1 FROM viajeslista v
        WHERE v.idempresa = 1 AND v.idclientes = c.id AND v.devolviendocontenedor = false AND v.idsysestado = ANY($1::int[]))
        ORDER BY c.nombrecliente, c.id`,
      [CLIENT_FILTER_STATES],
    );
    const offered = await header.optionTitles("Cliente");
    // the list is virtual: the options rendered are the first ones, in the server's order
    expect(offered.length).toBeGreaterThan(1);
    expect(offered).toEqual(clients.map((c) => c.nombre).slice(0, offered.length));

    // the client with the most trips on the list
    const [busiest] = await sql<{ id: number }>(
      `SELECT v.idclientes AS id FROM viajeslista v WHERE v.idempresa = 1 AND v.devolviendocontenedor = false
        AND NOT (v.idsysestado = ANY($1::int[])) GROUP BY v.idclientes ORDER BY count(*) DESC, v.idclientes LIMIT 1`,
      [HIDDEN_STATES],
    );
    const client = clients.find((c) => Number(c.id) === Number(busiest.id))!;
    expect(client).toBeDefined();
    const expected = await viajesSql("v.idclientes = $2", [busiest.id]);
    expect(expected.total).toBeGreaterThan(1);
    expect(expected.total).toBeLessThan((await viajesSql()).total);
    await header.pick("Cliente", client.nombre, client.nombre);
    await expect.poll(() => header.totalCount(), POLL).toBe(expected.total);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(expected.firstPage);
  });

  it("'Estado' offers no hidden state and gives the rows and total SQL gives, for one state and for two", async () => {
    const { page } = await openTripsList(e2e.browser, "operador", "operador123");
    const header = new TripsHeader(page);
    const table = new TablePage(page);
    const hidden = (await sql<{ descripcion: string }>(`SELECT descripcion FROM sysestados WHERE id = ANY($1::int[])`, [HIDDEN_STATES]))
      .map((s) => s.descripcion);
    expect(hidden.length).toBe(HIDDEN_STATES.length);
    const offered = await header.optionTitles("Estado");
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.filter((o) => hidden.includes(o))).toEqual([]);

    // the two states with the most trips on the list
    const states = await sql<{ id: number; descripcion: string }>(
      `SELECT v.idsysestado AS id, s.descripcion FROM viajeslista v JOIN sysestados s ON s.id = v.idsysestado WHERE v.idempresa = 1
        AND v.devolviendocontenedor = false AND NOT (v.idsysestado = ANY($1::int[])) GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 2`,
      [HIDDEN_STATES],
    );
    expect(states).toHaveLength(2);
    const one = await viajesSql("v.idsysestado = $2", [states[0].id]);
    expect(one.total).toBeLessThan((await viajesSql()).total);
    await header.pick("Estado", states[0].descripcion);
    await expect.poll(() => header.totalCount(), POLL).toBe(one.total);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(one.firstPage);

    const two = await viajesSql("v.idsysestado = ANY($2::int[])", [states.map((s) => s.id)]);
    expect(two.total).toBeGreaterThan(one.total);
    await header.pick("Estado", states[1].descripcion);
    await expect.poll(() => header.totalCount(), POLL).toBe(two.total);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(two.firstPage);
  });

  it("the column chooser hides a column; 'Limpiar filtros' clears a header filter and a column filter", async () => {
    const { page } = await openTripsList(e2e.browser, "admin", "admin123");
    const header = new TripsHeader(page);
    const table = new TablePage(page);
    const all = await viajesSql();
    await expect.poll(() => header.totalCount(), POLL).toBe(all.total);
    const toggleConductor = async () => {
      const dialog = await table.openChooser();
      await table.toggleColumn(dialog, "Conductor");
      await dialog.getByRole("button", { name: "Aceptar" }).click();
      await dialog.waitFor({ state: "hidden" });
    };
    // the column starts shown (a failed run may have left it hidden)
    if (!(await table.headerFields()).includes("nombreconductor")) await toggleConductor();
    await expect.poll(() => table.headerFields(), POLL).toContain("nombreconductor");
    try {
      await toggleConductor();
      await expect.poll(() => table.headerFields(), POLL).not.toContain("nombreconductor");
      expect(await table.headerFields()).toContain("placa");
      // the choice is the user's column setting on the server: a reload shows it too
      await page.getByText("Actualizando campos...").waitFor({ state: "detached" });
      await page.reload();
      await header.waitLoaded();
      await expect.poll(() => table.headerFields(), POLL).not.toContain("nombreconductor");
      expect(await table.headerFields()).toContain("placa");

      // a header filter (the busiest state) and a column filter (a word of its busiest client's name)
      const [busiest] = await sql<{ state: number; descripcion: string; cliente: string }>(
        `SELECT v.idsysestado AS state, s.descripcion, v.cliente FROM viajeslista v JOIN sysestados s ON s.id = v.idsysestado
          WHERE v.idempresa = 1 AND v.devolviendocontenedor = false AND NOT (v.idsysestado = ANY($1::int[]))
          GROUP BY 1, 2, 3 ORDER BY count(*) DESC, 1, 3 LIMIT 1`,
        [HIDDEN_STATES],
      );
      const word = busiest.cliente.split(" ")[0];
      const byState = await viajesSql("v.idsysestado = $2", [busiest.state]);
      const both = await viajesSql("v.idsysestado = $2 AND v.cliente ILIKE $3", [busiest.state, `%${word}%`]);
      expect(both.total).toBeGreaterThan(0);
      expect(both.total).toBeLessThan(byState.total);
      await header.pick("Estado", busiest.descripcion);
      await expect.poll(() => header.totalCount(), POLL).toBe(byState.total);
      await table.filter("Cliente").fill(word);
      await expect.poll(() => header.totalCount(), POLL).toBe(both.total);
      await expect.poll(() => table.rowKeys(), POLL).toEqual(both.firstPage);

      await header.clearFilters();
      await expect.poll(() => header.totalCount(), POLL).toBe(all.total);
      await expect.poll(() => table.rowKeys(), POLL).toEqual(all.firstPage);
      expect(await header.chosen("Estado")).toEqual([]);
      expect(await table.filter("Cliente").inputValue()).toBe("");
      await expect.poll(() => page.getByRole("button", { name: "Limpiar filtros" }).isDisabled(), POLL).toBe(true);
    } finally {
      if (!(await table.headerFields()).includes("nombreconductor")) await toggleConductor();
    }
  });
});
