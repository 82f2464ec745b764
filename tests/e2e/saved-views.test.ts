// Saved views end to end (issue 10 acceptance): on a generic table (Rutas) a view saved as default restores
// its filter, page size and columns after logout and login; on the trips list a view restores the header's
// filter and the columns when picked.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuthHeaders } from "../integration/helpers/server";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage, Shell } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let table: TablePage;
let api: AuthHeaders;

async function login() {
  const form = new LoginPage(page);
  await form.open();
  await form.login("admin", "admin123");
  await page.waitForURL(/\/home\/?$/i);
}

async function rutaIds(descripcion: string): Promise<number[]> {
  const res = await e2e.server.gql<{ rutasInfo: { data: { id: number }[] } }>(
    api,
    `query ($f: [FilterInput!]) { rutasInfo(filters: $f, pagination: { fields: 10, page: 1 }) { data { id } } }`,
    { f: [{ field: "descripcion", value: descripcion }] },
  );
  return res.data!.rutasInfo.data.map((r) => r.id);
}

async function saveView(name: string, asDefault: boolean) {
  await page.getByRole("button", { name: "Guardar vista" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "Guardar la vista actual" });
  await dialog.getByLabel("Nombre de la vista").fill(name);
  if (asDefault) await dialog.getByText("Abrir esta vista por defecto").click();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await page.getByText("Vista guardada").first().waitFor();
  await dialog.waitFor({ state: "hidden" });
}

async function hideColumn(label: string) {
  const dialog = await table.openChooser();
  await table.toggleColumn(dialog, label);
  await dialog.getByRole("button", { name: "Aceptar" }).click();
  await dialog.waitFor({ state: "hidden" });
}

beforeAll(async () => {
  e2e = await startE2E();
  api = await e2e.server.auth("admin", "admin123");
});
/** removes the admin's saved views of the tables these tests use (a failed run may have left one) */
async function deleteViews() {
  for (const idtable of ["rutas", "viajes:viajes"]) {
    const res = await e2e.server.gql<{ vistasGuardadas: { id: number }[] }>(
      api, `query ($t: String!) { vistasGuardadas(idtable: $t) { id } }`, { t: idtable });
    for (const { id } of res.data!.vistasGuardadas) {
      await e2e.server.gql(api, `mutation ($id: Int!) { deleteVistaGuardada(id: $id) }`, { id });
    }
  }
}

// each test (and each retry) starts signed in on a browser of its own, with no saved view left by a failed run
beforeEach(async () => {
  await deleteViews();
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  await login();
  table = new TablePage(page);
});
afterEach(async () => {
  await context?.close();
});
afterAll(async () => {
  await e2e?.close();
});

describe("saved views", () => {
  it("a default view of Rutas restores its filter, page size and columns after logout and login", async () => {
    await table.open("/home/Rutas");
    await table.showFilters();
    await table.filter("Descripción").fill("medellin");
    const filtered = await rutaIds("medellin");
    expect(filtered.length).toBeGreaterThan(0);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(filtered);
    await table.setPageSize(10);
    await hideColumn("Vía");
    await expect.poll(() => table.headerFields(), POLL).not.toContain("via");
    await saveView("Medellín sin vía", true);

    // the table changes afterwards: filter cleared, column shown again (both saved on the server)
    await table.button("Limpiar filtros").click();
    await hideColumn("Vía");
    await expect.poll(() => table.headerFields(), POLL).toContain("via");
    await expect.poll(() => table.rowKeys().then((k) => k.length), POLL).toBe(10);
    expect(await table.rowKeys()).not.toEqual(filtered);

    await new Shell(page).logout();
    await page.waitForURL(/\/login/i);
    await login();
    await page.goto("/home/Rutas");
    await expect.poll(() => table.filter("Descripción").inputValue(), POLL).toBe("medellin");
    await expect.poll(() => table.rowKeys(), POLL).toEqual(filtered);
    await expect.poll(() => table.headerFields(), POLL).not.toContain("via");
    await page.getByText("Medellín sin vía (predeterminada)").waitFor();
    await page.screenshot({ path: "/tmp/e2e-saved-views-rutas.png" });

    // deleting it leaves the table as it is and the list empty
    await page.getByRole("button", { name: "Eliminar vista" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Eliminar vista" }).click();
    await page.getByText("Vista eliminada").first().waitFor();
    const left = await e2e.server.gql<{ vistasGuardadas: unknown[] }>(api, `query { vistasGuardadas(idtable: "rutas") { id } }`);
    expect(left.data!.vistasGuardadas).toEqual([]);
  });

  it("on the trips list a view restores the header's risk filter and the columns when picked", async () => {
    await page.goto("/home");
    const total = page.getByTestId("trips-total");
    await total.filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
    const all = await total.innerText();
    await page.locator(".ant-select").filter({ has: page.getByLabel("Nivel de riesgo") }).click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: "Sin Riesgo" }).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => total.innerText(), POLL).not.toBe(all);
    const filteredTotal = await total.innerText();
    await hideColumn("Placa");
    await expect.poll(() => table.headerFields(), POLL).not.toContain("placa");
    await saveView("Sin riesgo", false);

    await page.getByRole("button", { name: "Limpiar filtros" }).click();
    await hideColumn("Placa");
    await expect.poll(() => total.innerText(), POLL).toBe(all);
    await expect.poll(() => table.headerFields(), POLL).toContain("placa");
    expect(await table.headerFields()).toContain("eta");

    await page.locator(".ant-select").filter({ has: page.getByLabel("Vistas guardadas") }).click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: "Sin riesgo" }).click();
    await expect.poll(() => total.innerText(), POLL).toBe(filteredTotal);
    await expect.poll(() => table.headerFields(), POLL).not.toContain("placa");
  });
});
