// The audit screen end to end: a role-3 user creates an event in Maestras → Eventos and finds
// that change in Configuración → Auditoría (who, action, entity, record, details worded with the screen's labels;
// an edit as before → after); a role-1 user has no
// Configuración menu, sees 'No tiene permiso' (403) on the screen's path, and the server refuses the query.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shell } from "./support/pages";
import { signIn, startSession, type Session } from "./support/master-data";
import { POLL } from "./support/table-page";

const AUDIT = `query ($filters: [FilterInput!]) { auditoria(filters: $filters, pagination: { fields: 20, page: 1 }) { totalreg data { id } } }`;

let s: Session;

beforeAll(async () => {
  s = await startSession("audit-log");
});
afterAll(async () => {
  await s?.close();
});

describe("Auditoría", () => {
  it("lists the master-data change the role-3 user just made: who, Crear, Evento, its id and the details", async () => {
    const descripcion = `EVENTO AUDITADO ${Date.now()}`;
    await s.table.open("/home/Eventos");
    await s.table.openNew();
    await s.table.field("Descripción").fill(descripcion);
    await s.table.choose("Nivel de prioridad", "ALTA");
    await s.table.save();
    await s.table.notice("procesos exitoso").waitFor();
    const { eventosV2 } = await s.gql<{ eventosV2: { data: { id: number }[] } }>(
      `query ($f: [FilterInput!]) { eventosV2(filters: $f) { data { id } } }`, { f: [{ field: "descripcion", value: descripcion }] },
    );
    expect(eventosV2.data).toHaveLength(1);
    const idevento = eventosV2.data[0].id;
    const [{ nombre }] = await s.e2e.server.database.query<{ nombre: string }>(`SELECT nombre FROM usuarios WHERE username = 'admin'`);

    // through the menu: Configuración → Auditoría
    const sidebar = new Shell(s.page).sidebar;
    await sidebar.hover();
    await sidebar.getByText("Configuración").hover();
    await sidebar.getByText("Auditoría").click();
    await s.page.waitForURL(/\/home\/Auditoria/i);
    await s.table.waitLoaded();

    // newest first: the change is on the first page; find its row by its details, worded with the screen's labels
    const row = async () => (await s.table.columnTexts("detalle")).findIndex((d) => d.includes(`Descripción: ${descripcion};`));
    await expect.poll(row, POLL).toBeGreaterThanOrEqual(0);
    const i = await row();
    expect((await s.table.columnTexts("usuario"))[i]).toBe(nombre);
    expect((await s.table.columnTexts("accion"))[i]).toBe("Crear");
    expect((await s.table.columnTexts("entidad"))[i]).toBe("Evento");
    expect((await s.table.columnTexts("identidad"))[i]).toBe(String(idevento));
    expect((await s.table.columnTexts("detalle"))[i]).toContain("Nivel de prioridad: ALTA");
    await s.shot("list");
  });

  it("shows an edit as 'Etiqueta: antes → después', only for what changed", async () => {
    const descripcion = `EVENTO ANTES ${Date.now()}`;
    const { createEvento } = await s.gql<{ createEvento: { id: number } }>(
      `mutation ($e: EventoInput!) { createEvento(evento: $e) { id } }`, { e: { descripcion, nivelprioridad: 1 } },
    );
    // edited in Maestras → Eventos, as a user does
    await s.table.open("/home/Eventos");
    await s.table.showFilters();
    await s.table.filter("Descripción").fill(descripcion);
    await expect.poll(() => s.table.rowKeys(), POLL).toEqual([createEvento.id]);
    await s.table.openRow(createEvento.id);
    await s.table.modal.getByRole("button", { name: "Editar" }).click();
    await expect.poll(() => s.table.field("Descripción").inputValue(), POLL).toBe(descripcion);
    await s.table.field("Descripción").fill(`${descripcion} DESPUES`);
    await s.table.choose("Nivel de prioridad", "ALTA");
    await s.table.save();
    await s.table.notice("procesos exitoso").waitFor();

    await s.table.open("/home/Auditoria");
    const expected = `Descripción: ${descripcion} → ${descripcion} DESPUES; Nivel de prioridad: BAJA → ALTA`;
    const row = async () => (await s.table.columnTexts("detalle")).findIndex((d) => d === expected);
    await expect.poll(row, POLL).toBeGreaterThanOrEqual(0);
    const i = await row();
    expect((await s.table.columnTexts("accion"))[i]).toBe("Modificar");
    expect((await s.table.columnTexts("identidad"))[i]).toBe(String(createEvento.id));
    await s.shot("before-after");
  });

  it("is not offered to a role-1 user: no menu, the path shows 'No tiene permiso', the server refuses the query", async () => {
    const operador = await signIn(s.e2e, "operador", "operador123", "audit-log-operador");
    try {
      // a screen of the role's, with the side menu
      await operador.table.open("/home/Eventos");
      const texts = await new Shell(operador.page).menuTexts();
      expect(texts).toContain("Maestras");
      expect(texts).not.toContain("Configuración");
      expect(texts).not.toContain("Auditoría");

      await operador.page.goto("/home/Auditoria");
      await operador.page.getByText("No tiene permiso", { exact: true }).waitFor();
      expect(new URL(operador.page.url()).pathname).toBe("/home/Auditoria");
      expect(await operador.page.locator(".ant-table-row").count()).toBe(0);

      const refused = await s.e2e.server.gql(operador.api, AUDIT, {});
      expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect(refused.data ?? null).toBeNull();
      // the role-3 user of the same company is answered
      const allowed = await s.e2e.server.gql<{ auditoria: { totalreg: number } }>(s.api, AUDIT, {});
      expect(allowed.errors).toBeUndefined();
      expect(allowed.data!.auditoria.totalreg).toBeGreaterThan(0);
    } finally {
      await operador.close();
    }
  });
});
