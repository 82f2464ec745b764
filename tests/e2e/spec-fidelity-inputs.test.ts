// On screen, against the real server: the apostrophe is refused in the Alerta and 'Instruciones comerciales' text
// areas, the column chooser's 'Buscar...' box and a search select, and a double click on the alert's
// and the instruction's Guardar and on an export choice sends one request (the 500 ms repeated-click guard).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page, Request } from "playwright-core";
import { startE2E, type E2E } from "./support/app";
import { newContext } from "./support/browser";
import { LoginPage } from "./support/pages";
import { TablePage } from "./support/table-page";

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let tripId: number;

beforeAll(async () => {
  e2e = await startE2E();
  [{ id: tripId }] = await e2e.server.database.query<{ id: number }>(
    `SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado NOT IN (4, 7) ORDER BY id LIMIT 1`,
  );
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login("admin", "admin123");
  await page.waitForURL(/\/Home/i);
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

/** the requests matching `test` sent while `action` runs, counted once the page is idle again */
async function requestsDuring(test: (request: Request) => boolean, action: () => Promise<void>): Promise<number> {
  let count = 0;
  const listener = (request: Request) => void (test(request) && count++);
  page.on("request", listener);
  try {
    await action();
    await page.waitForTimeout(1500);
  } finally {
    page.off("request", listener);
  }
  return count;
}
const graphqlOperation = (name: string) => (request: Request) => request.url().endsWith("/graphql") && (request.postData() ?? "").includes(name);

/** types the text key by key, as a person would, then pastes the same text */
async function typeAndPaste(field: ReturnType<Page["getByLabel"]>, text: string): Promise<string[]> {
  await field.fill("");
  await field.pressSequentially(text);
  const typed = await field.inputValue();
  await field.fill(text);
  return [typed, await field.inputValue()];
}

describe("the trip detail's text areas", () => {
  it("refuse the apostrophe in the Alerta, and a double click on Guardar sends one request", async () => {
    await page.goto(`/Home/Viaje/${tripId}`);
    await page.locator("[data-testid=alert-button]").click();
    const area = page.getByLabel("Alerta", { exact: true }).last();
    expect(await typeAndPaste(area, "Vía 'cerrada'")).toEqual(["Vía cerrada", "Vía cerrada"]);
    const sent = await requestsDuring(graphqlOperation("updateAlert"), () =>
      page.locator(".ant-modal").getByRole("button", { name: "Guardar" }).dblclick());
    expect(sent).toBe(1);
  });

  it("refuse the apostrophe in an instruction, and a double click on Guardar sends one request", async () => {
    await page.goto(`/Home/Viaje/${tripId}`);
    await page.locator("[data-testid=instructions]").getByRole("button", { name: "Agregar" }).click();
    const modal = page.locator(".ant-modal").filter({ hasText: "Observación" });
    const area = modal.getByLabel("Observación");
    expect(await typeAndPaste(area, "Llamar al 'cliente'")).toEqual(["Llamar al cliente", "Llamar al cliente"]);
    const sent = await requestsDuring(graphqlOperation("ObservacionesViaje"), () => modal.getByRole("button", { name: "Guardar" }).dblclick());
    expect(sent).toBe(1);
  });
});

describe("the trips list", () => {
  it("refuses the apostrophe in the column chooser's 'Buscar...', and a double click on an export choice exports once", async () => {
    const table = new TablePage(page);
    await table.open("/Home");
    const dialog = await table.openChooser();
    const search = dialog.getByPlaceholder("Buscar...");
    await search.pressSequentially("Pla'ca");
    expect(await search.inputValue()).toBe("Placa");
    await search.fill("O'rigen");
    expect(await search.inputValue()).toBe("Origen");
    await dialog.getByRole("button", { name: "Cancelar" }).click();

    await page.getByRole("button", { name: "Exportar" }).click();
    const sent = await requestsDuring((r) => r.url().includes("/api/v1/filesDoc"), async () => {
      await page.getByRole("menuitem", { name: "Exportar en pantalla" }).dblclick();
    });
    expect(sent).toBe(1);
  });
});

describe("a search select", () => {
  it("refuses the apostrophe, typed or pasted", async () => {
    const table = new TablePage(page);
    await table.open("/home/Rutas");
    await table.openNew();
    const select = table.modal.locator(".ant-select").filter({ has: page.getByLabel("Origen", { exact: true }) });
    await select.click();
    const input = table.field("Origen");
    await input.pressSequentially("BOG'OTA");
    expect(await input.inputValue()).toBe("BOGOTA");
    await input.fill("BO'GOTA");
    await expect.poll(() => input.inputValue()).toBe("BOGOTA");
  });
});
