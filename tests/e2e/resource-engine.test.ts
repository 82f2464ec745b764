// The resource engine with a test-only entity: one file, tests/fixtures/notas/entity.ts, served beside the
// registry's entities by the server (its `entities`) and by the browser app (the test app's build, whose entry renders
// <App entities={[...registry, notas]}>: tests/e2e/support/fixtures-app); its table is the one the server derives from
// it. The engine alone then gives the contract, list,
// create, edit, delete and audit on the server and the pages at /home/Notas in the browser; its list of texts
// (etiquetas) is a tag input, shown joined and filtered by any item.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entities as registry } from "@entities";
import type { AuthHeaders } from "../integration/helpers/server";
import { notasEntity, RESERVED_MESSAGE, URGENT_MESSAGE } from "../fixtures/notas/entity";
import { entityTableSql } from "../support/entity-table-sql";
import { newContext } from "./support/browser";
import { fixturesAppDir } from "./support/fixtures-app/build";
import { startE2E, type E2E } from "./support/app";
import { Shell, signInThroughApi } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";

const NOTAS_SEED_SQL = `
INSERT INTO "notas_prueba" ("idempresa", "titulo", "prioridad", "urgente", "etiquetas") VALUES
  (1, 'Revisar llantas', 2, false, '["Taller", "Llantas"]'),
  (1, 'Renovar SOAT', 5, true, '[]'),
  (1, 'Llamar al cliente', 1, false, '["Cliente"]'),
  (3, 'Nota de otra empresa', 9, true, '[]')`;
type Nota = { id: number; titulo: string; prioridad: number | null; urgente: boolean; etiquetas: string[] };

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let table: TablePage;
let api: AuthHeaders;

async function notas(filters: { field: string; value: unknown }[] = []) {
  const res = await e2e.server.gql<{ notasInfo: { data: Nota[]; totalreg: number } }>(
    api,
    `query ($f: [FilterInput!]) { notasInfo(filters: $f, pagination: { fields: 100, page: 1 }) { data { id titulo prioridad urgente etiquetas } totalreg } }`,
    { f: filters },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.notasInfo;
}

const shot = (name: string) => page.screenshot({ path: `/tmp/e2e-notas-${name}.png` });

beforeAll(async () => {
  e2e = await startE2E({ uiDir: await fixturesAppDir(), entities: [...registry, notasEntity], setupSql: (await entityTableSql(notasEntity)).join(";\n") });
  await e2e.server.database.query(NOTAS_SEED_SQL);
  api = await e2e.server.auth("admin", "admin123");
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

describe("a definition-only resource (Notas)", () => {
  it("has its side-menu entry under Maestras, from the definition alone", async () => {
    await table.open("/home");
    const sidebar = new Shell(page).sidebar;
    await sidebar.hover();
    await sidebar.getByText("Maestras").hover();
    await sidebar.getByText("Notas", { exact: true }).click();
    await page.waitForURL(/\/home\/Notas/i);
    await table.waitLoaded();
    await page.getByText("Total notas: 3").waitFor();
  });

  it("lists the company's notes from its own paged operation", async () => {
    await table.open("/home/Notas");
    const own = await notas();
    expect(own.data.map((n) => n.titulo)).toEqual(["Revisar llantas", "Renovar SOAT", "Llamar al cliente"]);
    await expect.poll(() => table.rowKeys(), POLL).toEqual(own.data.map((n) => n.id));
    expect(await table.headerFields()).toEqual(["titulo", "prioridad", "urgente", "etiquetas"]);
    expect(await table.columnTexts("urgente")).toEqual(["NO", "SI", "NO"]);
    // a list of texts: its items joined, an empty one NA
    expect(await table.columnTexts("etiquetas")).toEqual(["Taller, Llantas", "NA", "Cliente"]);
    await page.getByText("Total notas: 3").waitFor();
    await expect.poll(() => table.status.innerText(), POLL).toBe("1 de 1");

    await table.clickHeader("prioridad");
    await expect.poll(() => table.columnTexts("titulo"), POLL).toEqual(["Renovar SOAT", "Revisar llantas", "Llamar al cliente"]);
    await table.showFilters();
    await table.filter("Título").fill("soat");
    await expect.poll(() => table.columnTexts("titulo"), POLL).toEqual(["Renovar SOAT"]);
    await table.filter("Título").fill("");
    // a list is filtered by any of its items, whatever the case
    await table.filter("Etiquetas").fill("llant");
    await expect.poll(() => table.columnTexts("titulo"), POLL).toEqual(["Revisar llantas"]);
    await table.filter("Etiquetas").fill("");
    await expect.poll(() => table.columnTexts("titulo"), POLL).toHaveLength(3);
    await shot("list");
  });

  it("creates a note with the definition's rules: 'Requerido' and max 40", async () => {
    await table.open("/home/Notas");
    await table.openNew();
    await table.save();
    await table.modal.getByText("Requerido", { exact: true }).waitFor();
    await table.field("Título").fill("x".repeat(41));
    await table.modal.getByText("Debe tener max 40 crts.").waitFor();
    await table.field("Título").fill("Cambiar aceite");
    await table.field("Prioridad").fill("7");
    await table.field("Urgente").click();
    // a list of texts: one tag per item, closed by Enter or by a comma
    const tags = table.field("Etiquetas");
    await tags.fill("Motor");
    await tags.press("Enter");
    await tags.pressSequentially("Aceite, Filtro,");
    await tags.fill("x".repeat(21));
    await tags.press("Enter");
    await table.modal.getByText("Cada elemento debe tener max 20 crts.").waitFor();
    await table.modal.locator(".ant-select-selection-item-remove").last().click();
    await shot("create");
    await table.save();
    await table.notice("procesos exitoso").waitFor();
    await table.modal.waitFor({ state: "detached" });
    await page.getByText("Total notas: 4").waitFor();
    const created = (await notas([{ field: "titulo", value: "Cambiar aceite" }])).data;
    expect(created).toMatchObject([{ titulo: "Cambiar aceite", prioridad: 7, urgente: true, etiquetas: ["Motor", "Aceite", "Filtro"] }]);
    // audited as the definition says ('Nota'), in the same transaction as the row
    const audit = await e2e.server.database.query<{ accion: string; identidad: number }>(
      `SELECT "accion", "identidad" FROM "auditoria" WHERE "entidad" = 'Nota' AND "idempresa" = 1`,
    );
    expect(audit).toEqual([{ accion: "Crear", identidad: created[0].id }]);
    await expect.poll(() => table.rowKeys(), POLL).toContain(created[0].id);
  });

  it("shows the definition's validators' messages under their fields: the form's own check, then the server's", async () => {
    const errorOf = (label: string) =>
      table.modal.locator(".ant-form-item").filter({ has: page.getByLabel(label, { exact: true }) }).locator(".ant-form-item-explain-error");
    await table.open("/home/Notas");
    await table.openNew();
    await table.field("Título").fill("Reservada");
    await table.field("Prioridad").fill("2");
    await table.field("Urgente").click();
    await table.save();
    await expect.poll(() => errorOf("Prioridad").innerText(), POLL).toBe(URGENT_MESSAGE);
    await table.field("Prioridad").fill("6");
    await table.save();
    // the form skips the server-only check; the server refuses, and its message lands under the field
    await expect.poll(() => errorOf("Título").innerText(), POLL).toBe(RESERVED_MESSAGE);
    expect((await notas([{ field: "titulo", value: "Reservada" }])).data).toEqual([]);
    await table.modal.getByRole("button", { name: "Cancelar" }).click();
    await table.modal.waitFor({ state: "detached" });
  });

  it("opens a note in view mode and edits it", async () => {
    const [nota] = (await notas([{ field: "titulo", value: "Cambiar aceite" }])).data;
    await table.open("/home/Notas");
    await table.openRow(nota.id);
    await expect.poll(() => table.viewValue("Título").innerText(), POLL).toBe("Cambiar aceite");
    expect(await table.viewValue("Urgente").innerText()).toBe("SI");
    expect(await table.viewValue("Etiquetas").innerText()).toBe("Motor, Aceite, Filtro");
    await table.modal.getByRole("button", { name: "Editar" }).click();
    await table.field("Título").fill("Cambiar aceite y filtro");
    await table.field("Prioridad").fill("3");
    await table.field("Urgente").click();
    // every tag removed: the list is stored empty, never null
    const remove = table.modal.locator(".ant-select-selection-item-remove");
    while (await remove.count()) await remove.first().click();
    await table.save();
    await table.notice("procesos exitoso").waitFor();
    await expect.poll(() => table.row(nota.id).innerText(), POLL).toMatch(/Cambiar aceite y filtro\s+3\s+NO\s+NA/);
    expect((await notas([{ field: "id", value: nota.id }])).data[0]).toMatchObject({ titulo: "Cambiar aceite y filtro", prioridad: 3, urgente: false, etiquetas: [] });
  });

  it("deletes selected notes after the confirmation", async () => {
    const before = (await notas()).data;
    const gone = before.filter((n) => n.titulo !== "Revisar llantas").map((n) => n.id);
    await table.open("/home/Notas");
    await expect.poll(() => table.rowKeys(), POLL).toEqual(before.map((n) => n.id));
    for (const id of gone) await table.select(id);
    await shot("selected");
    await table.deleteSelected(gone.length);
    await table.notice("procesos exitoso").waitFor();
    await expect.poll(() => table.columnTexts("titulo"), POLL).toEqual(["Revisar llantas"]);
    expect((await notas()).data.map((n) => n.titulo)).toEqual(["Revisar llantas"]);
    // another company's note was never listed nor touched
    const [{ n }] = await e2e.server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "notas_prueba" WHERE "idempresa" = 3`);
    expect(n).toBe(1);
  });
});
