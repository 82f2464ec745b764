// Trip history end to end: 'Historial de viajes' with the range's
// suffix, 'Total viajes' equal to the SQL count with the history's state exclusions and date range, the client
// filter offering the clients of the history's own trips (docs/adr/0015-trips-list-and-history.md), the
// export, and a row click opening the trip detail.
import { rm } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage } from "./support/pages";
import { TablePage } from "./support/table-page";

/** states the history never shows */
const EXCLUDED = [1, 2, 3, 5, 6, 8, 9, 10, 11, 12, 13];
/** Bogota's today, and the first day of a range ending today */
const TODAY = `((now() AT TIME ZONE 'America/Bogota')::date)`;
const inRange = (startDay: string) =>
  `v.fecha >= ((${startDay})::timestamp AT TIME ZONE 'America/Bogota') AND v.fecha < ((${TODAY} + 1)::timestamp AT TIME ZONE 'America/Bogota')`;
const LAST_MONTH = `(${TODAY} - interval '1 month')::date`;
const LAST_WEEK = `(${TODAY} - 7)`;
const HISTORY_CLIENT = "AAA CLIENTE SOLO HISTORIAL";
const IN_PROGRESS_CLIENT = "AAA CLIENTE SOLO EN CURSO";

let e2e: E2E;
let context: BrowserContext;
let page: Page;
/** the one trip of HISTORY_CLIENT (closed, three days ago) */
let historyTrip: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => e2e.server.database.query<T>(text, params);
const historyCount = async (startDay: string) =>
  Number((await sql<{ n: number }>(
    `SELECT count(*) AS n FROM viajeslista v WHERE v.idempresa = 1 AND NOT (v.idsysestado = ANY($1::int[])) AND ${inRange(startDay)}`,
    [EXCLUDED],
  ))[0].n);

beforeAll(async () => {
  e2e = await startE2E();
  // a client whose only trip is in the history, and one whose only trip is in progress
  const [closed] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 4 ORDER BY id LIMIT 1`);
  const [running] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 ORDER BY id LIMIT 1`);
  historyTrip = Number(closed.id);
  for (const [name, trip] of [[HISTORY_CLIENT, historyTrip], [IN_PROGRESS_CLIENT, Number(running.id)]] as const) {
    const [client] = await sql<{ id: number }>(`INSERT INTO clientes (idempresa, nombrecliente) VALUES (1, $1) RETURNING id`, [name]);
    await sql(`UPDATE viajes SET idcliente = $1, fecha = now() - interval '3 days' WHERE id = $2`, [client.id, trip]);
  }
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login("operador", "operador123");
  await page.waitForURL(/\/home$/i);
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

const title = () => page.getByTestId("history-title").innerText();
const total = () => page.getByTestId("history-total").innerText();
const clientSelect = () => page.locator('.ant-select[aria-label="Cliente"]');
const clientSearch = () => page.getByRole("combobox", { name: "Cliente", exact: true });
/** the header's range (the table's date columns have range inputs of their own, after it) */
const rangeInput = () => page.getByRole("textbox", { name: "Rango de fechas", exact: true }).first();

/** the history as on a first visit of the session (it keeps its range and filters between visits) */
async function openHistory() {
  await new TablePage(page).forgetTableState();
  await page.goto("/home/history");
  await page.getByTestId("history-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
}

describe("trip history", () => {
  it("opens on the last month: its title suffix and the SQL count with the state exclusions", async () => {
    await openHistory();
    await expect.poll(title).toBe("Historial de viajes del último mes");
    const expected = await historyCount(LAST_MONTH);
    const everything = Number((await sql<{ n: number }>(`SELECT count(*) AS n FROM viajeslista v WHERE v.idempresa = 1 AND ${inRange(LAST_MONTH)}`))[0].n);
    expect(expected).toBeGreaterThan(0);
    // the exclusions matter on this data
    expect(expected).toBeLessThan(everything);
    await expect.poll(total).toBe(`Total viajes: ${expected}`);
    const shown = (await page.locator(".ant-table-row[data-row-key]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row-key")))).map(Number);
    expect(shown.length).toBeGreaterThan(0);
    const states = await sql<{ idsysestado: number }>(`SELECT idsysestado FROM viajes WHERE id = ANY($1::int[])`, [shown]);
    expect(states.every((s) => !EXCLUDED.includes(Number(s.idsysestado)))).toBe(true);
  });

  it("a typed range of the last 7 days gives 'de la última semana' and its count", async () => {
    await openHistory();
    const [{ from, to }] = await sql<{ from: string; to: string }>(
      `SELECT to_char(${LAST_WEEK}, 'DD/MM/YYYY') AS "from", to_char(${TODAY}, 'DD/MM/YYYY') AS "to"`,
    );
    await rangeInput().fill(`${from}-${to}`);
    await expect.poll(title).toBe("Historial de viajes de la última semana");
    const expected = await historyCount(LAST_WEEK);
    expect(expected).toBeLessThan(await historyCount(LAST_MONTH));
    await expect.poll(total).toBe(`Total viajes: ${expected}`);
  });

  it("the client filter offers the clients of the history's trips, by name, and filters by them", async () => {
    await openHistory();
    const expected = (await sql<{ nombre: string }>(
      `SELECT c.nombrecliente AS nombre FROM clientes c WHERE c.idempresa = 1 AND EXISTS (SELECT 1 FROM viajeslista v
        WHERE v.idempresa = 1 AND v.idclientes = c.id AND NOT (v.idsysestado = ANY($1::int[])) AND ${inRange(LAST_MONTH)})
        ORDER BY c.nombrecliente, c.id`,
      [EXCLUDED],
    )).map((r) => r.nombre);
    expect(expected[0]).toBe(HISTORY_CLIENT);
    expect(expected).not.toContain(IN_PROGRESS_CLIENT);

    await clientSelect().click();
    const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
    await options.first().waitFor();
    const labels = await options.allInnerTexts();
    // the list is virtual: the options rendered are the first ones, in the server's order
    expect(labels.length).toBeGreaterThan(1);
    expect(labels).toEqual(expected.slice(0, labels.length));
    await clientSearch().fill("AAA CLIENTE SOLO");
    await expect.poll(() => options.allInnerTexts()).toEqual([HISTORY_CLIENT]);
    await options.first().click();
    await page.keyboard.press("Escape");
    await expect.poll(total).toBe("Total viajes: 1");
    await page.locator(`.ant-table-row[data-row-key="${historyTrip}"]`).waitFor();
  });

  it("exports the listed trips and opens a trip's detail on row click", async () => {
    await openHistory();
    const expected = await historyCount(LAST_MONTH);
    await page.getByRole("button", { name: "Exportar" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Exportar todo" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Historial de viajes_\d{8}_\d{6}\.xlsx$/);
    const path = `/tmp/e2e-history-${Date.now()}.xlsx`;
    await file.saveAs(path);
    const workbook = await new ExcelJS.Workbook().xlsx.readFile(path);
    await rm(path, { force: true });
    let rows = 0;
    workbook.worksheets[0].eachRow(() => void rows++);
    // the header row and one row per trip of the history
    expect(rows).toBe(expected + 1);

    const first = Number(await page.locator(".ant-table-row[data-row-key]").first().getAttribute("data-row-key"));
    // the first data cell: the selection column's checkbox selects the row, it does not open it
    await page.locator(".ant-table-row[data-row-key]").first().locator(".ant-table-cell:not(.ant-table-selection-column)").first().click();
    await page.waitForURL(new RegExp(`/Home/Viaje/${first}$`, "i"));
  });
});
