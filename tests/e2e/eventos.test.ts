// Eventos end to end: the same generated table and modal as Rutas, from the
// definition alone (entities/eventos/definition.ts): list, create with the required fields, edit and delete.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthHeaders } from "../integration/helpers/server";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { signInThroughApi } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";

type Evento = { id: number; descripcion: string; nivelprioridad: number; indicadorpuestocontrol: boolean; indicadorconductor: boolean };

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let table: TablePage;
let api: AuthHeaders;

async function eventos(filters: { field: string; value: unknown }[] = [], pagination = { fields: 500, page: 1 }) {
  const res = await e2e.server.gql<{ eventosV2: { data: Evento[]; totalreg: number } }>(
    api,
    `query ($f: [FilterInput!], $p: PaginationInput) {
      eventosV2(filters: $f, pagination: $p) { data { id descripcion nivelprioridad indicadorpuestocontrol indicadorconductor } totalreg }
    }`,
    { f: filters, p: pagination },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.eventosV2;
}

const shot = (name: string) => page.screenshot({ path: `/tmp/e2e-eventos-${name}.png` });

beforeAll(async () => {
  e2e = await startE2E();
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

describe("Eventos", () => {
  it("lists the server's first page with the priority as text and the hidden column left out", async () => {
    await table.open("/home/Eventos");
    const first = await eventos([], { fields: 20, page: 1 });
    await expect.poll(() => table.rowKeys().then((k) => k.slice(0, 10)), POLL).toEqual(first.data.slice(0, 10).map((e) => e.id));
    await page.getByText(`Total eventos: ${first.totalreg}`).waitFor();
    const names = { 1: "BAJA", 2: "MEDIA", 3: "ALTA" } as Record<number, string>;
    const priorities = await table.columnTexts("nivelprioridad");
    expect(priorities.slice(0, 10)).toEqual(first.data.slice(0, 10).map((e) => names[e.nivelprioridad]));
    const headers = await table.headerFields();
    expect(headers).toContain("descripcion");
    expect(headers).not.toContain("indicadorpuestocontrol");
    await shot("list");
  });

  it("creates an event: descripcion and nivelprioridad required, indicadorpuestocontrol stored true", async () => {
    await table.open("/home/Eventos");
    await table.openNew();
    // the priority starts at its default, BAJA: only the description is missing
    await table.modal.locator(".ant-select-selection-item", { hasText: /^BAJA$/ }).waitFor();
    await table.save();
    await table.modal.getByText("Requerido", { exact: true }).waitFor();
    await expect.poll(() => table.modal.getByText("Requerido", { exact: true }).count(), POLL).toBe(1);
    // the form's length rule is the server's (shared/domain/event-rules.ts)
    await table.field("Descripción").fill("E".repeat(201));
    await table.modal.getByText("Debe tener max 200 crts.", { exact: true }).waitFor();
    await table.field("Descripción").fill("EVENTO E2E");
    await table.choose("Nivel de prioridad", "ALTA");
    await table.field("Indicador conductor").click();
    await shot("create");
    await table.save();
    await table.notice("procesos exitoso").waitFor();
    await table.modal.waitFor({ state: "detached" });

    const created = (await eventos([{ field: "descripcion", value: "EVENTO E2E" }])).data;
    expect(created).toMatchObject([{ descripcion: "EVENTO E2E", nivelprioridad: 3, indicadorpuestocontrol: true, indicadorconductor: true }]);
    await table.showFilters();
    await table.filter("Descripción").fill("EVENTO E2E");
    await expect.poll(() => table.rowKeys(), POLL).toEqual([created[0].id]);
    expect(await table.columnTexts("nivelprioridad")).toEqual(["ALTA"]);
  });

  it("edits the event from the view mode", async () => {
    const [evento] = (await eventos([{ field: "descripcion", value: "EVENTO E2E" }])).data;
    await table.open(`/home/Eventos`);
    await table.showFilters();
    await table.filter("Descripción").fill("EVENTO E2E");
    await expect.poll(() => table.rowKeys(), POLL).toEqual([evento.id]);
    await table.openRow(evento.id);
    await expect.poll(() => table.viewValue("Nivel de prioridad").innerText(), POLL).toBe("ALTA");
    await table.modal.getByRole("button", { name: "Editar" }).click();
    await expect.poll(() => table.field("Descripción").inputValue(), POLL).toBe("EVENTO E2E");
    await table.field("Descripción").fill("EVENTO E2E EDITADO");
    await table.choose("Nivel de prioridad", "MEDIA");
    await table.save();
    await table.notice("procesos exitoso").waitFor();
    await expect.poll(() => table.columnTexts("descripcion"), POLL).toEqual(["EVENTO E2E EDITADO"]);
    expect(await table.columnTexts("nivelprioridad")).toEqual(["MEDIA"]);
    expect((await eventos([{ field: "id", value: evento.id }])).data[0]).toMatchObject({ descripcion: "EVENTO E2E EDITADO", nivelprioridad: 2 });
  });

  it("deletes the selected event after 'Desea eliminar 1 registros'", async () => {
    const [evento] = (await eventos([{ field: "descripcion", value: "EVENTO E2E" }])).data;
    await table.open("/home/Eventos");
    await table.showFilters();
    await table.filter("Descripción").fill("EVENTO E2E");
    await expect.poll(() => table.rowKeys(), POLL).toEqual([evento.id]);
    await table.select(evento.id);
    await table.deleteSelected(1);
    await table.notice("procesos exitoso").waitFor();
    await page.getByText("No hay datos").waitFor();
    expect((await eventos([{ field: "id", value: evento.id }])).totalreg).toBe(0);
  });
});
