// Rutas end to end as a role-3 user: text filter, sort both ways, page size, URL
// kept across a reload, row selection and delete, create validations, auto description, duration
// display, 'Exportar todo' read back with exceljs, and the column chooser kept on the server.
import ExcelJS from "exceljs";
import type { BrowserContext, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rutasEntity } from "@entities/rutas/definition";
import type { AuthHeaders } from "../integration/helpers/server";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { signInThroughApi } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";

type Filter = { field: string; value: unknown };
type Order = { field: string; type: "ASC" | "DESC" };
type Row = { id: number; descripcion: string; via: string; tiempoestimado: number };

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let table: TablePage;
let api: AuthHeaders;
let userId: number;

async function rutas(filters: Filter[] = [], orders: Order[] = [], pagination?: { fields: number; page: number }) {
  const res = await e2e.server.gql<{ rutasInfo: { data: Row[]; totalreg: number } }>(
    api,
    `query ($f: [FilterInput!], $o: [OrderInput!], $p: PaginationInput) {
      rutasInfo(filters: $f, orders: $o, pagination: $p) { data { id descripcion via tiempoestimado } totalreg }
    }`,
    { f: filters, o: orders, p: pagination ?? { fields: 500, page: 1 } },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.rutasInfo;
}

async function poblacion(name: string): Promise<number> {
  const res = await e2e.server.gql<{ sysPoblaciones: { data: { id: number; descripcion: string }[] } }>(
    api,
    `query ($f: [FilterInput!]) { sysPoblaciones(filters: $f) { data { id descripcion } } }`,
    { f: [{ field: "descripcion", value: name }] },
  );
  const hit = res.data?.sysPoblaciones.data.find((p) => p.descripcion === name);
  if (!hit) throw new Error(`no population ${name}`);
  return hit.id;
}

/** the first sheet of a downloaded xlsx as text cells, header first */
async function readSheet(download: Download): Promise<string[][]> {
  const path = `/tmp/e2e-rutas-${Date.now()}-${download.suggestedFilename()}`;
  await download.saveAs(path);
  const workbook = await new ExcelJS.Workbook().xlsx.readFile(path);
  const values: string[][] = [];
  workbook.worksheets[0].eachRow((row) => values.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))));
  return values;
}

const shot = (name: string) => page.screenshot({ path: `/tmp/e2e-rutas-${name}.png` });

beforeAll(async () => {
  e2e = await startE2E();
  const login = await e2e.server.login("admin", "admin123");
  userId = login.body.usuario.idusuario;
  api = { authorization: login.body.token, idapp: "12", idempresa: String(login.body.idempresa) };
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

describe("Rutas list", () => {
  it("filters by text with the server's rows, keeps the filter in the URL across a reload, and clears it", async () => {
    await table.open("/home/Rutas");
    expect((await rutas()).totalreg).toBe(29);
    await table.showFilters();
    await table.filter("Descripción").fill("medellin");
    const expected = await rutas([{ field: "descripcion", value: "medellin" }], [], { fields: 20, page: 1 });
    expect(expected.totalreg).toBeGreaterThan(0);
    expect(expected.totalreg).toBeLessThan(29);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(expected.data.map((r) => r.id));
    for (const text of await table.columnTexts("descripcion")) expect(text).toMatch(/MEDELLIN/);
    await page.getByText(`Total rutas: ${expected.totalreg}`).waitFor();
    await shot("filter");

    expect(decodeURIComponent(page.url())).toMatch(/descripcion/);
    await page.reload();
    await expect.poll(() => table.rowKeys(), POLL).toEqual(expected.data.map((r) => r.id));
    await expect.poll(() => table.filter("Descripción").inputValue(), POLL).toBe("medellin");

    await table.button("Limpiar filtros").click();
    await page.getByText("Total rutas: 29").waitFor();
    expect(await table.filter("Descripción").inputValue()).toBe("");
  });

  it("sorts by a column both ways: first click DESC, then ASC, as the server orders", async () => {
    await table.open("/home/Rutas");
    await table.clickHeader("descripcion");
    const desc = await rutas([], [{ field: "descripcion", type: "DESC" }], { fields: 20, page: 1 });
    await expect.poll(() => table.rowKeys().then((k) => k.slice(0, 10)), POLL).toEqual(desc.data.slice(0, 10).map((r) => r.id));
    expect(await table.sortOrder("descripcion")).toBe("descending");
    const texts = await table.columnTexts("descripcion");
    expect(texts.slice(0, 5)).toEqual(desc.data.slice(0, 5).map((r) => r.descripcion));

    await table.clickHeader("descripcion");
    const asc = await rutas([], [{ field: "descripcion", type: "ASC" }], { fields: 20, page: 1 });
    await expect.poll(() => table.rowKeys().then((k) => k.slice(0, 10)), POLL).toEqual(asc.data.slice(0, 10).map((r) => r.id));
    expect(await table.sortOrder("descripcion")).toBe("ascending");
    expect(asc.data[0].id).not.toBe(desc.data[0].id);
  });

  it("changes the page size from the footer, pages, and keeps page and size across a reload", async () => {
    await table.open("/home/Rutas");
    await table.setPageSize(10);
    await expect.poll(() => table.status.innerText(), POLL).toBe("1 de 3");
    await expect.poll(() => table.rows.count(), POLL).toBe(10);
    await table.nextPage();
    await expect.poll(() => table.status.innerText(), POLL).toBe("2 de 3");
    const second = await rutas([], [], { fields: 10, page: 2 });
    await expect.poll(() => table.rowKeys(), POLL).toEqual(second.data.map((r) => r.id));
    await shot("page-size");

    await page.reload();
    await expect.poll(() => table.status.innerText(), POLL).toBe("2 de 3");
    await expect.poll(() => table.rowKeys(), POLL).toEqual(second.data.map((r) => r.id));

    // a new size starts again at page 1
    await table.setPageSize(5);
    await expect.poll(() => table.status.innerText(), POLL).toBe("1 de 6");
    // the footer shows the new size at once; the rows follow when the page of 5 arrives
    await expect.poll(() => table.rows.count(), POLL).toBe(5);
  });
});

describe("Rutas selection and delete", () => {
  it("deletes the selected rows after 'Desea eliminar 2 registros'", async () => {
    const [bogota, cali] = [await poblacion("BOGOTA D.C."), await poblacion("CALI")];
    const create = `mutation ($r: RutaInput!) { createRuta(ruta: $r) { id } }`;
    const ids: number[] = [];
    for (const via of ["VIA BORRAR UNO", "VIA BORRAR DOS"]) {
      const res = await e2e.server.gql<{ createRuta: { id: number } }>(api, create, {
        r: { idorigen: bogota, iddestino: cali, via, descripcion: `E2E BORRAR ${via}`, distancia: 10, tiempoestimado: 600 },
      });
      ids.push(res.data!.createRuta.id);
    }
    await table.open("/home/Rutas?pageSize=20&currentPage=1");
    await table.showFilters();
    await table.filter("Descripción").fill("E2E BORRAR");
    await expect.poll(() => table.rowKeys(), POLL).toEqual(ids);
    for (const id of ids) await table.select(id);
    await shot("selected");
    await table.deleteSelected(2);
    await table.notice("procesos exitoso").waitFor();
    await page.getByText("No hay datos").waitFor();
    expect((await rutas([{ field: "descripcion", value: "E2E BORRAR" }])).totalreg).toBe(0);
  });
});

describe("Rutas form", () => {
  it("blocks an empty save with 'Requerido' and a 101-character via with the max message", async () => {
    await table.open("/home/Rutas");
    await table.openNew();
    await table.save();
    // origen, destino, via, distancia, horas, minutos
    await expect.poll(() => table.modal.getByText("Requerido", { exact: true }).count(), POLL).toBe(6);
    await table.field("Vía").fill("V".repeat(101));
    await table.modal.getByText("Debe tener max 100 crts.").waitFor();
    await shot("validation");
    await table.field("Vía").fill("V".repeat(100));
    await expect.poll(() => table.modal.getByText("Debe tener max 100 crts.").count(), POLL).toBe(0);
    await table.modal.getByRole("button", { name: "Cancelar" }).click();
  });

  it("creates a route with the description auto-filled, then edits it and shows the time as days + hh:mm", async () => {
    await table.open("/home/Rutas");
    await table.openNew();
    await table.choose("Origen", "BOGOTA D.C.", "BOGOTA");
    await table.choose("Destino", "MEDELLIN", "MEDELL");
    await table.field("Vía").fill("VIA E2E");
    await table.field("Distancia (KM)").fill("415");
    // the duration's label stands over its hours and minutes
    await table.modal.locator(".ant-form-item-label label", { hasText: /^Tiempo estimado$/ }).waitFor();
    await table.field("Horas").fill("30");
    await table.field("Minutos").fill("15");
    await shot("create");
    await table.save();
    await table.notice("procesos exitoso").waitFor();
    await table.modal.waitFor({ state: "detached" });

    const created = (await rutas([{ field: "via", value: "VIA E2E" }])).data;
    expect(created).toHaveLength(1);
    expect(created[0].descripcion).toBe("BOGOTA D.C. - MEDELLIN VIA E2E");
    expect(created[0].tiempoestimado).toBe((30 * 60 + 15) * 60);
    const id = created[0].id;

    await table.showFilters();
    await table.filter("Vía").fill("VIA E2E");
    await expect.poll(() => table.rowKeys(), POLL).toEqual([id]);
    expect(await table.columnTexts("tiempoestimado")).toEqual(["1d 06:15"]);

    await table.openRow(id);
    await expect.poll(() => table.viewValue("Tiempo estimado").innerText(), POLL).toBe("1d 06:15");
    await expect.poll(() => table.viewValue("Descripción").innerText(), POLL).toBe("BOGOTA D.C. - MEDELLIN VIA E2E");
    await shot("view");
    await table.modal.getByRole("button", { name: "Editar" }).click();
    expect(await table.field("Horas").inputValue()).toBe("30");
    expect(await table.field("Minutos").inputValue()).toBe("15");
    await table.field("Horas").fill("50");
    await table.field("Minutos").fill("5");
    await table.save();
    await table.notice("procesos exitoso").waitFor();
    await expect.poll(() => table.columnTexts("tiempoestimado"), POLL).toEqual(["2d 02:05"]);
    expect((await rutas([{ field: "via", value: "VIA E2E" }])).data[0].tiempoestimado).toBe((50 * 60 + 5) * 60);
  });
});

describe("Rutas export", () => {
  it("'Exportar todo' downloads an xlsx with exactly the filtered server rows, beyond the page", async () => {
    await table.open("/home/Rutas?pageSize=5&currentPage=1");
    await table.showFilters();
    await table.filter("Origen").fill("BOGOTA");
    const expected = await rutas([{ field: "origen", value: "BOGOTA" }]);
    expect(expected.totalreg).toBeGreaterThan(5);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(expected.data.slice(0, 5).map((r) => r.id));

    const download = await table.exportAll();
    expect(download.suggestedFilename()).toMatch(/^Rutas_\d{8}_\d{6}\.xlsx$/);
    const [header, ...rows] = await readSheet(download);
    expect(header[0]).toBe("Descripción");
    expect(rows.map((r) => r[0])).toEqual(expected.data.map((r) => r.descripcion));
    const timeColumn = header.indexOf("Tiempo estimado");
    expect(timeColumn).toBeGreaterThan(0);
    expect(rows.every((r) => /^\d+d \d{2}:\d{2}$/.test(r[timeColumn]))).toBe(true);

    // 'Exportar en pantalla': the current page only
    const [, ...pageRows] = await readSheet(await table.exportChoice("Exportar en pantalla"));
    expect(pageRows.map((r) => r[0])).toEqual(expected.data.slice(0, 5).map((r) => r.descripcion));
  });
});

describe("Rutas column chooser", () => {
  it("hides a column and moves another, saved per column on the server and kept after a reload", async () => {
    await table.open("/home/Rutas");
    const before = await table.headerFields();
    expect(before.indexOf("origen")).toBeLessThan(before.indexOf("destino"));
    // the saves are slowed down so 'Actualizando campos...' can be seen while they run
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("updateUserField")) await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const dialog = await table.openChooser();
    await table.toggleColumn(dialog, "Vía");
    await table.moveColumnBefore(dialog, "Destino", "Origen");
    const labels = await table.chooserLabels(dialog);
    expect(labels.indexOf("Destino")).toBeLessThan(labels.indexOf("Origen"));
    await shot("chooser");
    await dialog.getByRole("button", { name: "Aceptar" }).click();
    await table.notice("Actualizando campos...").waitFor();
    await table.notice("Actualizando campos...").waitFor({ state: "detached" });
    await page.unroute("**/graphql");

    const after = await table.headerFields();
    expect(after).not.toContain("via");
    expect(after.indexOf("destino")).toBeLessThan(after.indexOf("origen"));

    const res = await e2e.server.gql<{ tablas: { fields: { field: string; hidden: boolean; idUserField: number | null }[] } }>(
      api,
      `query ($id: Int!, $u: Int) { tablas(id: $id) { fields(iduser: $u) { field hidden idUserField } } }`,
      { id: rutasEntity.tableId, u: userId },
    );
    const fields = res.data!.tablas.fields;
    const names = fields.map((f) => f.field);
    expect(fields.find((f) => f.field === "via")).toMatchObject({ hidden: true });
    expect(names.indexOf("destino")).toBeLessThan(names.indexOf("origen"));
    expect(fields.filter((f) => f.idUserField !== null).length).toBeGreaterThan(0);

    await page.reload();
    await table.waitLoaded();
    await expect.poll(() => table.headerFields(), POLL).toEqual(after);
    await shot("chooser-after-reload");

    // the export follows the visible columns
    const [header] = await readSheet(await table.exportAll());
    expect(header).not.toContain("Vía");
    expect(header.indexOf("Destino")).toBeLessThan(header.indexOf("Origen"));
  });
});
