// A hidden test-only entity with every field type and every customisation (tests/fixtures/muestras: its definition
// and its screen part, served by the test app), in a real browser on one page: no menu entry, the list with its
// custom cell, its row action and a field kept out of it, a create refused by the fields' and the record's rules
// then saved, the view, an edit, deletions an access function and a hook refuse or allow, the export and its import
// back (nothing changes), and one REST and one GraphQL call with the page's session.
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entities as registry } from "@entities";
import { MESSAGES } from "@shared/i18n/messages";
import { JSON_TEXTS, URL_TEXTS } from "@shared/i18n/field-types";
import { FIXED_MESSAGE, muestraHookCalls, muestrasEntity, NAME_MESSAGE, WEIGHT_MESSAGE } from "../fixtures/muestras/entity";
import { entityTableSql } from "../support/entity-table-sql";
import { savedDownload } from "./support/browser";
import { fixturesAppDir } from "./support/fixtures-app/build";
import { startE2E, type E2E } from "./support/app";
import { signIn, type Session } from "./support/master-data";
import { Shell } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";

const SEED_SQL = `
INSERT INTO "muestras_prueba" ("idempresa", "nombre", "codigo", "etiquetas", "nivel", "peso", "precio", "activa", "tomada", "registrada", "vence",
  "duracion", "telefono", "correo", "idpoblacion", "sitio", "apertura", "datos", "canales", "notas", "costo", "descuento") VALUES
  (1, 'Agua de río', 'FIJA', '["Río", "Agua"]', 2, 12.5, 1234.5, true, '2026-03-01T05:00:00Z', '2026-03-01T14:30:00Z', '2026-12-31',
   5400, '3001234567', 'lab@ejemplo.co', 2, 'https://ejemplo.co/agua', '07:15', '{"ph": 7.1}', '["WEB", "MAIL"]', 'Tomada en la orilla', 40, 3),
  (1, 'Suelo', 'SUE1', '[]', 1, 3, NULL, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '[]', NULL, NULL, NULL)`;
const DESTINOS_SQL = `
INSERT INTO "muestras_prueba_destinos" ("idregistro", "idrelacionado") SELECT m.id, p.id FROM "muestras_prueba" m, "syspoblaciones" p
  WHERE m.codigo = 'FIJA' AND p.descripcion IN ('CALI', 'PEREIRA')`;

type Muestra = Record<string, unknown> & { id: number; nombre: string; codigo: string };
const FIELDS = "id nombre codigo etiquetas nivel peso precio activa duracion telefono idpoblacion poblacion destinos destinosEtiquetas sitio apertura datos canales notas costo descuento idautor ficha";

let e2e: E2E;
let session: Omit<Session, "e2e">;
let page: Page;
let context: BrowserContext;
let table: TablePage;

async function muestras(): Promise<Muestra[]> {
  const data = await session.gql<{ muestrasInfo: { data: Muestra[] } }>(
    `{ muestrasInfo(pagination: { fields: 100, page: 1 }, orders: [{ field: "id", type: ASC }]) { data { ${FIELDS} } } }`,
  );
  return data.muestrasInfo.data;
}
const byCode = async (codigo: string) => (await muestras()).find((m) => m.codigo === codigo);
const auditCount = async () =>
  (await e2e.server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "auditoria" WHERE "entidad" = 'Muestra'`))[0].n;
/** the message under a form field */
const errorOf = (label: string) =>
  table.modal.locator(".ant-form-item").filter({ has: page.getByLabel(label, { exact: true }) }).locator(".ant-form-item-explain-error");

beforeAll(async () => {
  e2e = await startE2E({
    uiDir: await fixturesAppDir(), entities: [...registry, muestrasEntity], setupSql: (await entityTableSql(muestrasEntity)).join(";\n"),
  });
  await e2e.server.database.query(SEED_SQL);
  await e2e.server.database.query(DESTINOS_SQL);
  session = await signIn(e2e, "admin", "admin123", "muestras");
  ({ page, table, context } = session);
}, 240_000);
afterAll(async () => {
  await session?.close();
  await e2e?.close();
});

describe("a hidden entity with every field type and customisation (Muestras)", () => {
  it("lists it at its path only, with its custom cell, its row action and a field kept out of the list", async () => {
    const [agua, suelo] = await muestras();
    await table.open("/home/Muestras");
    await expect.poll(() => table.rowKeys(), POLL).toEqual([agua.id, suelo.id]);
    const headers = await table.headerFields();
    expect(headers).toContain("canales");
    expect(headers).not.toContain("notas");
    expect(headers.at(-1)).toBe("acciones");
    // the custom cell: the level's label in a tag of its colour
    expect(await table.columnTexts("nivel")).toEqual(["MEDIO", "BAJO"]);
    expect(await table.row(agua.id).getByTestId("nivel-tag").getAttribute("class")).toContain("ant-tag-gold");
    expect(await table.columnTexts("destinos")).toEqual(["CALI, PEREIRA", "NA"]);
    // an active sample is not selectable for deletion (the definition's delete rule)
    const checkbox = (id: number) => table.row(id).locator(".ant-table-selection-column .ant-checkbox-input");
    expect(await checkbox(agua.id).isDisabled()).toBe(true);
    expect(await checkbox(suelo.id).isDisabled()).toBe(false);
    // no menu entry: the Maestras group lists the others, not this one
    const sidebar = new Shell(page).sidebar;
    await sidebar.hover();
    await sidebar.getByText("Maestras").hover();
    await sidebar.getByText("Rutas", { exact: true }).waitFor();
    expect(await sidebar.getByText("Muestras", { exact: true }).count()).toBe(0);

    // the row action saves through the entity's update (its hooks run), and the row follows without opening
    await table.row(agua.id).getByRole("button", { name: "Desactivar" }).click();
    await table.notice("procesos exitoso").waitFor();
    await table.row(agua.id).getByRole("button", { name: "Activar" }).waitFor();
    expect(await page.locator(".ant-modal-wrap:visible").count()).toBe(0);
    await expect.poll(() => checkbox(agua.id).isDisabled(), POLL).toBe(false);
    expect((await byCode("FIJA"))?.activa).toBe(false);
    expect(muestraHookCalls.at(-1)).toEqual({ hook: "afterUpdate", codigo: "FIJA" });
  });

  it("refuses a new sample's bad input under its fields, then creates it with the hooks' values", async () => {
    await table.openNew();
    // the defaults: level BAJO chosen, active on
    expect(await table.modal.locator(".ant-select").filter({ has: page.getByLabel("Nivel", { exact: true }) }).innerText()).toContain("BAJO");
    await table.save();
    await expect.poll(() => errorOf("Código").innerText(), POLL).toBe(MESSAGES.required);
    await table.field("Nombre").fill("1 muestra");
    await table.field("Peso").fill("150");
    await table.field("Sitio web").fill("ejemplo.co");
    await table.field("Datos").fill("{ roto");
    await table.field("Teléfono").fill("abc");
    await table.field("Correo").fill("no-es-correo");
    await table.save();
    await expect.poll(() => errorOf("Nombre").innerText(), POLL).toBe(NAME_MESSAGE);
    expect(await errorOf("Peso").innerText()).toBe(WEIGHT_MESSAGE);
    expect(await errorOf("Sitio web").innerText()).toBe(URL_TEXTS.invalid);
    expect(await errorOf("Datos").innerText()).toBe(JSON_TEXTS.invalid);
    expect(await errorOf("Teléfono").innerText()).toBe(MESSAGES.invalidPhone);
    expect(await errorOf("Correo").innerText()).toBe(MESSAGES.invalidEmail);

    await table.field("Nombre").fill("Muestra nueva");
    await table.field("Código").fill("nv1");
    await table.field("Peso").fill("50");
    await table.field("Sitio web").fill("https://ejemplo.co/nueva");
    await table.field("Datos").fill('{"ph": 6.5}');
    await table.field("Teléfono").fill("3109876543");
    await table.field("Correo").fill("nueva@ejemplo.co");
    await table.field("Apertura").fill("08:30");
    await table.field("Notas").click();
    await table.field("Horas").fill("1");
    await table.field("Minutos").fill("30");
    await table.field("Notas").fill("Solo en la vista");
    await table.field("Costo").fill("10");
    await table.field("Activa").click();
    const tags = table.field("Etiquetas");
    await tags.fill("Lab");
    await tags.press("Enter");
    await table.choose("Canales", "Teléfono");
    await table.choose("Población", "MEDELLIN", "MEDEL");
    await table.choose("Destinos", "CALI", "CAL");
    await table.modal.locator(".ant-form-item").filter({ hasText: "Ficha" }).locator("input[type=file]")
      .setInputFiles({ name: "ficha técnica.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%muestra\n") });
    await table.modal.getByText(/ficha-tecnica\.pdf/).waitFor();
    await table.save();
    await table.notice("procesos exitoso").waitFor();
    await table.modal.waitFor({ state: "detached" });
    const created = await byCode("NV1");
    expect(created).toMatchObject({
      nombre: "Muestra nueva", etiquetas: ["Lab"], nivel: 1, peso: 50, activa: false, duracion: 5400, sitio: "https://ejemplo.co/nueva",
      apertura: "08:30", datos: { ph: 6.5 }, canales: ["TEL"], poblacion: "MEDELLIN", destinosEtiquetas: ["CALI"], notas: "Solo en la vista",
      costo: 10, idautor: expect.any(Number),
    });
    expect(String(created?.ficha)).toMatch(/^1\/.+_ficha-tecnica\.pdf$/);
    expect(muestraHookCalls.at(-1)).toEqual({ hook: "afterCreate", codigo: "NV1" });
    await expect.poll(() => table.rowKeys(), POLL).toContain(created!.id);
  });

  it("shows a sample, with the field kept out of the list, and edits it", async () => {
    const created = (await byCode("NV1"))!;
    await table.openRow(created.id);
    await expect.poll(() => table.viewValue("Nombre").innerText(), POLL).toBe("Muestra nueva");
    expect(await table.viewValue("Notas").innerText()).toBe("Solo en la vista");
    expect(await table.viewValue("Canales").innerText()).toBe("Teléfono");
    expect(await table.viewValue("Destinos").innerText()).toBe("CALI");
    expect(await table.viewValue("Sitio web").getByRole("link").getAttribute("target")).toBe("_blank");
    await table.modal.getByRole("button", { name: "Editar" }).click();
    await table.field("Nombre").fill("Muestra editada");
    await table.field("Peso").fill("60");
    await table.save();
    await table.notice("procesos exitoso").waitFor();
    await expect.poll(async () => (await byCode("NV1"))?.nombre, POLL).toBe("Muestra editada");
    expect((await byCode("NV1"))?.peso).toBe(60);
    await page.keyboard.press("Escape");
    await table.modal.waitFor({ state: "detached" });
    await expect.poll(() => table.row(created.id).innerText(), POLL).toContain("Muestra editada");
  });

  it("exports the list and imports the file back: every row unchanged", async () => {
    const audited = await auditCount();
    const file = await savedDownload(await table.exportAll());
    // the closed export menu leaves the pointer over a header, whose title's tooltip would cover Importar
    await page.mouse.move(0, 0);
    await table.tooltip.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Importar" }).click();
    const modal = page.locator(".ant-modal").filter({ hasText: "Importar muestras desde Excel" });
    await modal.locator("input[type=file]").setInputFiles({
      name: "muestras.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: readFileSync(file),
    });
    const summary = modal.getByText(/^Nuevas: /);
    await summary.waitFor();
    await page.screenshot({ path: "/tmp/e2e-muestras-import.png" });
    expect(await modal.locator(".ant-table-tbody").innerText()).not.toMatch(/Se creará|Se modificará|Rechazada/);
    expect(await summary.innerText()).toBe("Nuevas: 0 · Modificadas: 0 · Sin cambios: 3 · Rechazadas: 0");
    await modal.getByRole("button", { name: "Cancelar" }).click();
    await modal.waitFor({ state: "hidden" });
    expect(await auditCount()).toBe(audited);
  });

  it("deletes what the hooks and rules allow: the fixed sample is refused, the new one goes", async () => {
    const fija = (await byCode("FIJA"))!;
    await table.select(fija.id);
    await table.deleteSelected(1);
    await table.notice(FIXED_MESSAGE).waitFor();
    expect(await byCode("FIJA")).toBeDefined();
    // the refused deletion keeps the selection
    await table.row(fija.id).locator(".ant-table-selection-column .ant-checkbox-input").uncheck();
    const created = (await byCode("NV1"))!;
    await table.select(created.id);
    await table.deleteSelected(1);
    await table.notice("procesos exitoso").waitFor();
    await expect.poll(() => table.rowKeys(), POLL).not.toContain(created.id);
    expect(muestraHookCalls.at(-1)).toEqual({ hook: "afterDelete", codigo: "NV1" });
  });

  it("answers REST and GraphQL with the page's session", async () => {
    const headers = { idapp: "12", idempresa: "1" };
    const rest = await context.request.get(`${e2e.server.url}/api/v1/muestras?codigo=FIJA`, { headers });
    expect(rest.status()).toBe(200);
    const [fija] = (await rest.json()) as Muestra[];
    expect(fija).toMatchObject({ codigo: "FIJA", canales: ["WEB", "MAIL"], destinosEtiquetas: ["CALI", "PEREIRA"], apertura: "07:15", costo: 40 });
    const gql = await context.request.post(`${e2e.server.url}/graphql`, {
      headers,
      data: { query: `query ($id: Int!) { muestraInfo(id: $id) { nombre datos vence precio } }`, variables: { id: fija.id } },
    });
    expect(await gql.json()).toEqual({ data: { muestraInfo: { nombre: "Agua de río", datos: { ph: 7.1 }, vence: "2026-12-31", precio: "1234.50" } } });
  });
});
