// ARC settings end to end (spec 3 §5, §8; issue 5 acceptance): the HH:MM messages on blur and on save, and
// a new ordenar_por reorders the company's trips list (first rows compared with SQL).
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage } from "./support/pages";

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

  it("a new ordenar_por reorders the trips list", async () => {
    await openSettings();
    await page.getByLabel("Tolerancia de llamada (HH:MM)").fill("01:00");
    await page.locator(".ant-form-item", { hasText: "Ordenar viajes por" }).locator(".ant-select-selector").click();
    await page.locator(".ant-select-item-option", { hasText: "Creación del viaje" }).click();
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Configuración actualizada exitosamente").waitFor();
    const [saved] = await e2e.server.database.query<{ ordenar_por: string }>(`SELECT ordenar_por FROM settings WHERE idempresa = 1`);
    expect(saved.ordenar_por).toBe("Creacion_viaje");
    const [expected] = await e2e.server.database.query<{ id: number }>(
      `SELECT id FROM viajeslista WHERE idempresa = 1 AND devolviendocontenedor = false
       AND NOT (idsysestado = ANY($1::int[])) ORDER BY id DESC LIMIT 1`,
      [[4, 7, 12, 14, 13, 15, 8, 17, 16]],
    );
    await page.goto("/home");
    await page.getByTestId("trips-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
    await page.locator(".ant-table-row").first().click();
    await page.waitForURL(new RegExp(`/Home/Viaje/${expected.id}$`, "i"));
  });
});
