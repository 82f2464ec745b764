// Saved views end to end: on a generic table (Rutas) a view saved as default restores
// its filter, order, page size and columns after logout and login; two views are switched between and the
// default is set with the star; within a session the table comes back as the user left it (kept under its
// homeT key), a link with list state wins, and logout forgets it; on the trips list a view restores the
// header's filter and the columns when picked; on the history a default view restores its state filter, its
// date range (kept by its days when it is no named range) and a hidden column after logout and login.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuthHeaders } from "../integration/helpers/server";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { Shell, signInAs, signInThroughApi } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";
import { TripsHeader } from "./support/trips-page";

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let table: TablePage;
let api: AuthHeaders;

async function login() {
  await signInAs(page, "admin", "admin123");
}

type Order = { field: string; type: "ASC" | "DESC" };

/** the server's first page of routes whose description contains `descripcion` ('' for all) */
async function rutaIds(descripcion: string, order?: Order, size = 10): Promise<number[]> {
  const res = await e2e.server.gql<{ rutasInfo: { data: { id: number }[] } }>(
    api,
    `query ($f: [FilterInput!], $o: [OrderInput!], $p: PaginationInput) { rutasInfo(filters: $f, orders: $o, pagination: $p) { data { id } } }`,
    { f: descripcion ? [{ field: "descripcion", value: descripcion }] : [], o: order ? [order] : [], p: { fields: size, page: 1 } },
  );
  return res.data!.rutasInfo.data.map((r) => r.id);
}

async function rutasViews(): Promise<{ nombre: string; predeterminada: boolean }[]> {
  const res = await e2e.server.gql<{ vistasGuardadas: { nombre: string; predeterminada: boolean }[] }>(
    api, `query { vistasGuardadas(idtable: "rutas") { nombre predeterminada } }`);
  return res.data!.vistasGuardadas;
}

async function pickView(name: string) {
  await page.locator(".ant-select").filter({ has: page.getByLabel("Vistas guardadas") }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: new RegExp(`^${name}`) }).click();
}

async function logoutAndLogin() {
  await new Shell(page).logout();
  await page.waitForURL(/\/login/i);
  await login();
}

/** through the side menu (no list state in the address) */
async function openFromMenu(label: string) {
  const sidebar = new Shell(page).sidebar;
  await sidebar.hover();
  await sidebar.getByText("Maestras").hover();
  await sidebar.getByText(label, { exact: true }).click();
  await page.waitForURL(new RegExp(`/home/${label}`, "i"));
  await table.waitLoaded();
}

const keptKeys = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("homeT")));

async function saveView(name: string, asDefault: boolean) {
  await page.getByRole("button", { name: "Guardar vista" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "Guardar la vista actual" });
  await dialog.getByLabel("Nombre de la vista").fill(name);
  if (asDefault) await dialog.getByText("Abrir esta vista por defecto").click();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await page.getByText("Vista guardada").first().waitFor();
  await dialog.waitFor({ state: "hidden" });
}

/** shows or hides a column through the chooser (nothing to do when it already is so) */
async function showColumn(label: string, field: string, shown: boolean) {
  if ((await table.headerFields()).includes(field) === shown) return;
  await hideColumn(label);
  await expect.poll(async () => (await table.headerFields()).includes(field), POLL).toBe(shown);
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
  for (const idtable of ["rutas", "viajes:viajes", "viajes:historial"]) {
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
  // signed in as the login screen would: each test opens its table first (logging in through the screen is
  // the subject of the tests that log out and in again)
  await signInThroughApi(context, e2e.server.url, "admin", "admin123");
  table = new TablePage(page);
});
afterEach(async () => {
  await context?.close();
});
afterAll(async () => {
  await e2e?.close();
});

describe("saved views", () => {
  it("a default view of Rutas restores its filter, order, page size and columns after logout and login", async () => {
    await table.open("/home/Rutas");
    await table.showFilters();
    await table.filter("Descripción").fill("medellin");
    await table.clickHeader("descripcion");
    const filtered = await rutaIds("medellin", { field: "descripcion", type: "DESC" });
    expect(filtered.length).toBeGreaterThan(1);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(filtered);
    await table.setPageSize(10);
    await hideColumn("Vía");
    await expect.poll(() => table.headerFields(), POLL).not.toContain("via");
    await saveView("Medellín sin vía", true);

    // the table changes afterwards: filter cleared, order reversed, size 20, column shown again (on the server)
    await table.button("Limpiar filtros").click();
    await table.clickHeader("descripcion");
    await table.setPageSize(20);
    await hideColumn("Vía");
    await expect.poll(() => table.headerFields(), POLL).toContain("via");
    await expect.poll(() => table.rowKeys().then((k) => k.length), POLL).toBe(20);
    expect(await table.sortOrder("descripcion")).toBe("ascending");

    await logoutAndLogin();
    await page.goto("/home/Rutas");
    await expect.poll(() => table.filter("Descripción").inputValue(), POLL).toBe("medellin");
    await expect.poll(() => table.rowKeys(), POLL).toEqual(filtered);
    await expect.poll(() => table.sortOrder("descripcion"), POLL).toBe("descending");
    await expect.poll(() => table.pageSize(), POLL).toBe(10);
    await expect.poll(() => table.headerFields(), POLL).not.toContain("via");
    await page.getByText("Medellín sin vía (predeterminada)").waitFor();
    await page.screenshot({ path: "/tmp/e2e-saved-views-rutas.png" });

    // deleting it leaves the table as it is and the list empty
    await page.getByRole("button", { name: "Eliminar vista" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Eliminar vista" }).click();
    await page.getByText("Vista eliminada").first().waitFor();
    expect(await rutasViews()).toEqual([]);
    expect(await table.filter("Descripción").inputValue()).toBe("medellin");
  });

  it("switches between two views, and the star makes the picked one the default", async () => {
    await table.open("/home/Rutas");
    await table.showFilters();
    await table.filter("Descripción").fill("medellin");
    await table.clickHeader("descripcion");
    const medellin = await rutaIds("medellin", { field: "descripcion", type: "DESC" }, 20);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(medellin);
    await saveView("Medellín", false);

    await table.button("Limpiar filtros").click();
    await table.filter("Descripción").fill("bogota");
    // another column: ASC first, then DESC
    await table.clickHeader("distancia");
    await table.clickHeader("distancia");
    await table.setPageSize(5);
    const bogota = await rutaIds("bogota", { field: "distancia", type: "DESC" }, 5);
    expect(bogota.length).toBe(5);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(bogota);
    await saveView("Bogotá", false);

    await pickView("Medellín");
    await expect.poll(() => table.filter("Descripción").inputValue(), POLL).toBe("medellin");
    await expect.poll(() => table.rowKeys(), POLL).toEqual(medellin);
    expect(await table.sortOrder("descripcion")).toBe("descending");
    expect(await table.sortOrder("distancia")).toBeNull();
    expect(await table.pageSize()).toBe(20);

    await pickView("Bogotá");
    await expect.poll(() => table.filter("Descripción").inputValue(), POLL).toBe("bogota");
    await expect.poll(() => table.rowKeys(), POLL).toEqual(bogota);
    expect(await table.sortOrder("distancia")).toBe("descending");
    expect(await table.pageSize()).toBe(5);

    // the star on the picked view
    await page.getByRole("button", { name: "Marcar como predeterminada" }).click();
    await page.getByText("Vista guardada").first().waitFor();
    await page.getByText("Bogotá (predeterminada)").waitFor();
    await expect.poll(rutasViews, POLL).toEqual(expect.arrayContaining([
      { nombre: "Bogotá", predeterminada: true }, { nombre: "Medellín", predeterminada: false },
    ]));
    await page.screenshot({ path: "/tmp/e2e-saved-views-star.png" });

    // one default per table: starring the other moves it
    await pickView("Medellín");
    await expect.poll(() => table.rowKeys(), POLL).toEqual(medellin);
    await page.getByRole("button", { name: "Marcar como predeterminada" }).click();
    await page.getByText("Medellín (predeterminada)").waitFor();
    await expect.poll(rutasViews, POLL).toEqual(expect.arrayContaining([
      { nombre: "Bogotá", predeterminada: false }, { nombre: "Medellín", predeterminada: true },
    ]));

    await logoutAndLogin();
    await page.goto("/home/Rutas");
    await expect.poll(() => table.filter("Descripción").inputValue(), POLL).toBe("medellin");
    await expect.poll(() => table.rowKeys(), POLL).toEqual(medellin);

    // the filled star takes the default away
    await page.getByRole("button", { name: "Quitar predeterminada" }).click();
    await expect.poll(rutasViews, POLL).toEqual(expect.arrayContaining([{ nombre: "Medellín", predeterminada: false }]));
  });

  it("within a session a table comes back as it was left; a link with list state wins; logout forgets", async () => {
    await table.open("/home/Rutas");
    await table.showFilters();
    await table.filter("Descripción").fill("medellin");
    await expect.poll(() => table.rowKeys(), POLL).toEqual(await rutaIds("medellin", undefined, 20));
    await saveView("Medellín", true);

    // changed, left and opened again from the menu: as left, not the default view
    await table.button("Limpiar filtros").click();
    await table.filter("Descripción").fill("bogota");
    await table.clickHeader("descripcion");
    await table.setPageSize(5);
    const bogota = await rutaIds("bogota", { field: "descripcion", type: "DESC" }, 5);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(bogota);
    await expect.poll(() => table.keptState("rutas"), POLL).toMatchObject({
      filters: [{ field: "descripcion", value: "bogota" }], orders: [{ field: "descripcion", order: "desc" }], page: 1, numReg: 5,
    });
    await openFromMenu("Eventos");
    await openFromMenu("Rutas");
    await expect.poll(() => table.filter("Descripción").inputValue(), POLL).toBe("bogota");
    // and the address shows it, as for any list state
    await expect.poll(() => decodeURIComponent(page.url()), POLL).toMatch(/bogota/);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(bogota);
    expect(await table.sortOrder("descripcion")).toBe("descending");
    expect(await table.pageSize()).toBe(5);

    // a link carrying list state is shown as it says: neither the kept state nor the default view
    await page.goto("/home/Rutas?pageSize=10&currentPage=1");
    await expect.poll(() => table.rowKeys(), POLL).toEqual(await rutaIds("", undefined, 10));
    expect(await table.pageSize()).toBe(10);

    // logout forgets every kept table; the next session opens with the default view
    expect(await keptKeys()).not.toEqual([]);
    await new Shell(page).logout();
    await page.waitForURL(/\/login/i);
    expect(await keptKeys()).toEqual([]);
    await login();
    await page.goto("/home/Rutas");
    await expect.poll(() => table.filter("Descripción").inputValue(), POLL).toBe("medellin");
    await expect.poll(() => table.pageSize(), POLL).toBe(20);
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

  it("on the history a default view restores its state filter, its date range and a hidden column after logout and login", async () => {
    const sql = <T>(text: string, params: unknown[] = []) => e2e.server.database.query<T>(text, params);
    /** the header's range (the table's date columns have range inputs of their own, after it) */
    const rangeInput = page.getByRole("textbox", { name: "Rango de fechas", exact: true }).first();
    const excluded = [1, 2, 3, 5, 6, 8, 9, 10, 11, 12, 13];
    // a range that is no named one: from 40 to 2 days ago, Bogotá days
    const today = `((now() AT TIME ZONE 'America/Bogota')::date)`;
    const [days] = await sql<{ from: string; to: string; fromDay: string; toDay: string; lastMonth: string }>(
      `SELECT to_char(${today} - 40, 'DD/MM/YYYY') AS "from", to_char(${today} - 2, 'DD/MM/YYYY') AS "to",
        to_char(${today} - 40, 'YYYY-MM-DD') AS "fromDay", to_char(${today} - 2, 'YYYY-MM-DD') AS "toDay",
        to_char(${today} - interval '1 month', 'DD/MM/YYYY') || '-' || to_char(${today}, 'DD/MM/YYYY') AS "lastMonth"`,
    );
    const inRange = `v.fecha >= ((${today} - 40)::timestamp AT TIME ZONE 'America/Bogota') AND v.fecha < ((${today} - 1)::timestamp AT TIME ZONE 'America/Bogota')`;
    // the history's states in that range, the most frequent first: filtering by the first one changes the total
    const states = await sql<{ id: number; descripcion: string; n: number }>(
      `SELECT v.idsysestado AS id, s.descripcion, count(*)::int AS n FROM viajeslista v JOIN sysestados s ON s.id = v.idsysestado
        WHERE v.idempresa = 1 AND NOT (v.idsysestado = ANY($1::int[])) AND ${inRange} GROUP BY 1, 2 ORDER BY n DESC, id`,
      [excluded],
    );
    expect(states.length).toBeGreaterThan(1);
    const [state] = states;
    const [{ n: lastMonth }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM viajeslista v WHERE v.idempresa = 1 AND NOT (v.idsysestado = ANY($1::int[]))
        AND v.fecha >= (((${today} - interval '1 month')::date)::timestamp AT TIME ZONE 'America/Bogota')
        AND v.fecha < ((${today} + 1)::timestamp AT TIME ZONE 'America/Bogota')`,
      [excluded],
    );
    const header = new TripsHeader(page, "history");

    await page.goto("/home/history");
    await header.waitLoaded();
    await expect.poll(() => header.title.innerText(), POLL).toBe("Historial de viajes del último mes");
    await showColumn("Placa", "placa", true);
    await rangeInput.fill(`${days.from}-${days.to}`);
    await expect.poll(() => header.title.innerText(), POLL).toBe(`Historial de viajes del ${days.from} al ${days.to}`);
    await header.pick("Estado", state.descripcion);
    await expect.poll(() => header.total.innerText(), POLL).toBe(`Total viajes: ${state.n}`);
    await hideColumn("Placa");
    await expect.poll(() => table.headerFields(), POLL).not.toContain("placa");
    await saveView("Historial por estado", true);
    // the view holds the range by its days, and the header's state
    const saved = await e2e.server.gql<{ vistasGuardadas: { estado: { filters: Record<string, unknown> } }[] }>(
      api, `query { vistasGuardadas(idtable: "viajes:historial") { estado } }`);
    expect(saved.data!.vistasGuardadas).toHaveLength(1);
    expect(saved.data!.vistasGuardadas[0].estado.filters).toMatchObject({ header: { estados: [state.id] }, range: { from: days.fromDay, to: days.toDay } });

    // the history changes afterwards: no state filter, the last month, Placa shown again (on the server)
    await page.getByRole("button", { name: "Limpiar filtros" }).click();
    await rangeInput.fill(days.lastMonth);
    await expect.poll(() => header.title.innerText(), POLL).toBe("Historial de viajes del último mes");
    await expect.poll(() => header.total.innerText(), POLL).toBe(`Total viajes: ${lastMonth}`);
    await showColumn("Placa", "placa", true);

    await logoutAndLogin();
    await page.goto("/home/history");
    await page.getByText("Historial por estado (predeterminada)").waitFor();
    await expect.poll(() => header.title.innerText(), POLL).toBe(`Historial de viajes del ${days.from} al ${days.to}`);
    await expect.poll(() => rangeInput.inputValue(), POLL).toBe(`${days.from}-${days.to}`);
    await expect.poll(() => header.total.innerText(), POLL).toBe(`Total viajes: ${state.n}`);
    await expect.poll(() => header.chosen("Estado"), POLL).toEqual([state.descripcion]);
    await expect.poll(() => table.headerFields(), POLL).not.toContain("placa");
    const shown = await table.rowKeys();
    expect(shown.length).toBeGreaterThan(0);
    const rows = await sql<{ idsysestado: number }>(`SELECT idsysestado FROM viajes WHERE id = ANY($1::int[])`, [shown]);
    expect(rows.map((r) => Number(r.idsysestado))).toEqual(shown.map(() => Number(state.id)));
    await page.screenshot({ path: "/tmp/e2e-saved-views-history.png" });
  });
});
