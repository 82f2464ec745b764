// Trips list and live feed end to end (issue 5 acceptance): two browser contexts of company 1 and one of
// company 3 on the trips list, each waited on until its live socket has subscribed; a report created once
// with createReporteV2 for a listed trip of company 1 refreshes A's list and shows the notification in both
// company-1 contexts, never in company 3's. A row click opens the trip detail; /home/ctns lists the trips
// returning a container.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage, Shell } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";

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
  const login = new LoginPage(page);
  await login.open();
  await login.login(user, password);
  await page.waitForURL(/\/home$/i);
  if (path !== "/home") await page.goto(path);
  await page.getByTestId("trips-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
  return { page, feed };
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
    const first = await e2e.server.gql<{ viajes: { data: { id: number }[] } }>(
      operador,
      `query ($f: [FilterInput!]) { viajes(filters: $f, pagination: { fields: 1, page: 1 }) { data { id } } }`,
      { f: [{ field: "devolviendocontenedor", value: false }, { field: "idsysestado", operator: "nin", value: [4, 7, 12, 14, 13, 15, 8, 17, 16] }] },
    );
    const tripId = first.data!.viajes.data[0].id;
    const marker = `REPORTE E2E ${Date.now()}`;
    // once, through the report mutation the forms call: a GPS report (it leaves the company's call order alone)
    const created = await e2e.server.gql<{ createReporteV2: { id: number }[] }>(operador, REPORT, {
      r: [{ idviaje: tripId, idsysevento: 11, lugar: marker, novedad: "Sin Novedad", retraso: 0 }],
    });
    expect(created.errors).toBeUndefined();
    const reportId = created.data!.createReporteV2[0].id;

    const notice = `Se realizo un nuevo reporte al viaje ${tripId}`;
    await a.page.getByText(notice).first().waitFor({ timeout: 15_000 });
    // A's list refreshed: the trip's row shows the report's place
    await a.page.locator(".ant-table-row", { hasText: marker }).first().waitFor({ timeout: 15_000 });
    await b.page.getByText(notice).first().waitFor({ timeout: 15_000 });

    // then a report of company 3: once it has reached C, company 1's would have too, had it been sent there
    const admin3 = await e2e.server.auth("admin3", "admin123");
    const [trip3] = await e2e.server.database.query<{ id: number }>(
      `SELECT id FROM viajes WHERE idempresa = 3 AND idsysestado = 10 ORDER BY id LIMIT 1`,
    );
    const other = await e2e.server.gql<{ createReporteV2: { id: number }[] }>(admin3, REPORT, {
      r: [{ idviaje: Number(trip3.id), idsysevento: 11, lugar: "Honda", novedad: "Sin Novedad", retraso: 0 }],
    });
    expect(other.errors).toBeUndefined();
    await c.page.getByText(`Se realizo un nuevo reporte al viaje ${trip3.id}`).first().waitFor({ timeout: 15_000 });
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
