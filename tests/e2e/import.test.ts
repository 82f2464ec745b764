// The spreadsheet import in a master screen (Rutas) end to end in Chromium: 'Importar' opens the modal, the chosen
// file is previewed row by row (a refused row disables 'Aplicar importación'), a good file is applied, the
// success notification shows and the list shows the new route; the database holds exactly the file's changes.
import ExcelJS from "exceljs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { signInThroughApi } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let table: TablePage;

type Route = { id: number; via: string; origen: string; destino: string; distancia: number };
const HEADERS = ["id", "Vía", "Origen", "Destino", "Distancia (KM)", "Tiempo estimado", "Alto riesgo"];

async function firstRoute(): Promise<Route> {
  const [route] = await e2e.server.database.query<Route>(
    `SELECT r.id, r.via, po.descripcion AS origen, pd.descripcion AS destino, r.distancia
       FROM rutas r JOIN syspoblaciones po ON po.id = r.idorigen JOIN syspoblaciones pd ON pd.id = r.iddestino
      WHERE r.idempresa = 1 ORDER BY r.id LIMIT 1`,
  );
  return route;
}

async function file(rows: unknown[][]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Rutas");
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return { name: "rutas.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

const modal = () => page.locator(".ant-modal").filter({ hasText: "Importar rutas desde Excel" });
const applyButton = () => modal().getByRole("button", { name: "Aplicar importación" });

beforeAll(async () => {
  e2e = await startE2E();
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  // signed in as the login screen would, the first page is the screen under test
  await signInThroughApi(context, e2e.server.url, "admin", "admin123");
  table = new TablePage(page);
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

describe("Importar in the Rutas screen", () => {
  it("previews a file with a refused row and keeps 'Aplicar importación' disabled", async () => {
    const route = await firstRoute();
    await table.open("/home/Rutas");
    await page.getByRole("button", { name: "Importar" }).click();
    await modal().waitFor();
    await modal().locator("input[type=file]").setInputFiles(await file([
      [route.id, route.via, route.origen, route.destino, "lejos", "0d 01:00", "NO"],
    ]));
    await modal().getByText("Rechazada", { exact: true }).waitFor();
    await modal().getByText("Distancia (KM): Debe ser un número").waitFor();
    await modal().getByText("Nuevas: 0 · Modificadas: 0 · Sin cambios: 0 · Rechazadas: 1").waitFor();
    expect(await applyButton().isDisabled()).toBe(true);
    await modal().getByRole("button", { name: "Cancelar" }).click();
    await modal().waitFor({ state: "hidden" });
    expect((await firstRoute()).distancia).toBe(route.distancia);
  });

  it("previews a good file (one new, one changed), applies it, notifies and refreshes the list", async () => {
    const route = await firstRoute();
    const total = (await e2e.server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM rutas WHERE idempresa = 1`))[0].n;
    await table.open("/home/Rutas");
    await page.getByText(`Total rutas: ${total}`).waitFor();
    await page.getByRole("button", { name: "Importar" }).click();
    await modal().locator("input[type=file]").setInputFiles(await file([
      [route.id, route.via, route.origen, route.destino, route.distancia + 100, "0d 01:00", "NO"],
      [null, "E2E IMPORTADA", route.origen, route.destino, 42, "0d 02:30", "SI"],
    ]));
    await modal().getByText("Nuevas: 1 · Modificadas: 1 · Sin cambios: 0 · Rechazadas: 0").waitFor();
    await modal().getByText("Se creará", { exact: true }).waitFor();
    await modal().getByText("Se modificará", { exact: true }).waitFor();
    await expect.poll(() => applyButton().isEnabled(), POLL).toBe(true);
    await page.screenshot({ path: "/tmp/e2e-import-preview.png" });

    await applyButton().click();
    await page.getByText("Importación aplicada. Nuevos: 1 · Modificados: 1").waitFor();
    await modal().waitFor({ state: "hidden" });
    // the list is refreshed without a reload
    await page.getByText(`Total rutas: ${total + 1}`).waitFor();
    expect((await firstRoute()).distancia).toBe(route.distancia + 100);
    const [created] = await e2e.server.database.query<{ distancia: number; tiempoestimado: number; indicadoraltoriesgo: boolean }>(
      `SELECT distancia, tiempoestimado, indicadoraltoriesgo FROM rutas WHERE via = 'E2E IMPORTADA' AND idempresa = 1`,
    );
    expect(created).toEqual({ distancia: 42, tiempoestimado: 9_000, indicadoraltoriesgo: true });
  });
});
