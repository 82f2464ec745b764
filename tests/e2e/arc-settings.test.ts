// ARC settings end to end: the HH:MM messages on blur and on save, and
// a new ordenar_por reorders the company's trips list (first rows compared with SQL before and after) for
// the admin who changed it and for another user of the company.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage, signInAs } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";
import { TripsHeader } from "./support/trips-page";

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login("admin", "admin123");
  await page.waitForURL(/\/home$/i);
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

const openSettings = async () => {
  await page.goto("/home/Settings-ARC");
  await page.getByLabel("Tolerancia de llamada (HH:MM)").waitFor();
  // the loaded values are in the form
  await expect.poll(() => page.getByLabel("Tolerancia de llamada (HH:MM)").inputValue()).toBe("01:00");
};

describe("ARC settings", () => {
  it("says 'Formato inválido (HH:MM)' on blur and warns on save; empty is allowed", async () => {
    await openSettings();
    const field = page.getByLabel("Tolerancia de llamada (HH:MM)");
    await field.fill("25:00");
    await field.blur();
    await page.getByText("Formato inválido (HH:MM)").waitFor();
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Por favor corrija los errores en el formulario").waitFor();
    await field.fill("");
    await field.blur();
    await expect.poll(() => page.getByText("Formato inválido (HH:MM)").count()).toBe(0);
  });

  it("a new ordenar_por reorders the trips list, for the admin who changed it and for another user of the company", async () => {
    const db = e2e.server.database;
    // the company's order before the change: Tiempo_ult_llamada (set here: a failed run may have left another)
    await db.query(`UPDATE settings SET ordenar_por = 'Tiempo_ult_llamada' WHERE idempresa = 1`);
    /** the first page (20) of company 1's 'Viajes' list in SQL under an ORDER BY */
    const firstPage = async (orderBy: string) =>
      (await db.query<{ id: number }>(
        `SELECT v.id FROM viajeslista v WHERE v.idempresa = 1 AND v.devolviendocontenedor = false
          AND NOT (v.idsysestado = ANY($1::int[])) ORDER BY ${orderBy} LIMIT 20`,
        [[4, 7, 12, 14, 13, 15, 8, 17, 16]],
      )).map((r) => Number(r.id));
    // the setting's field, then next call time (company 1 is not ordered by id)
    const byLastCall = await firstPage(`v.fechahoraultimallamada ASC NULLS LAST, v.fechahoraproximallamada ASC NULLS LAST, v.id ASC`);
    const byCreation = await firstPage(`v.id DESC`);
    expect(byLastCall).toHaveLength(20);
    expect(byCreation).not.toEqual(byLastCall);

    // the operator's own browser, on the trips list
    const operatorContext = await newContext(e2e.browser, e2e.server.url);
    try {
      const operator = await operatorContext.newPage();
      await signInAs(operator, "operador", "operador123");
      const operatorTable = new TablePage(operator);
      await new TripsHeader(operator).waitLoaded();
      await expect.poll(() => operatorTable.rowKeys(), POLL).toEqual(byLastCall);

      // the admin's list under the current order, recorded before the change
      const adminTable = new TablePage(page);
      await adminTable.open("/home");
      await new TripsHeader(page).waitLoaded();
      await expect.poll(() => adminTable.rowKeys(), POLL).toEqual(byLastCall);
      const before = await adminTable.rowKeys();

      await openSettings();
      await page.getByLabel("Tolerancia de llamada (HH:MM)").fill("01:00");
      await page.locator(".ant-form-item", { hasText: "Ordenar viajes por" }).locator(".ant-select-selector").click();
      await page.locator(".ant-select-item-option", { hasText: "Creación del viaje" }).click();
      await page.getByRole("button", { name: "Guardar" }).click();
      await page.getByText("Configuración actualizada exitosamente").waitFor();
      const [saved] = await db.query<{ ordenar_por: string }>(`SELECT ordenar_por FROM settings WHERE idempresa = 1`);
      expect(saved.ordenar_por).toBe("Creacion_viaje");

      // the admin's list: newest trip first, not the order recorded before
      await adminTable.open("/home");
      await new TripsHeader(page).waitLoaded();
      await expect.poll(() => adminTable.rowKeys(), POLL).toEqual(byCreation);
      expect(await adminTable.rowKeys()).not.toEqual(before);
      await page.locator(".ant-table-row").first().click();
      await page.waitForURL(new RegExp(`/Home/Viaje/${byCreation[0]}$`, "i"));

      // the operator, who changed nothing, gets the company's new order on the next load
      await operator.reload();
      await new TripsHeader(operator).waitLoaded();
      await expect.poll(() => operatorTable.rowKeys(), POLL).toEqual(byCreation);
    } finally {
      await operatorContext.close();
      await db.query(`UPDATE settings SET ordenar_por = 'Tiempo_ult_llamada' WHERE idempresa = 1`);
    }
  });
});
