// A many-to-many field through the real server (test-only masters: Pólizas naming several Ramos through the join
// table polizas_prueba_ramos): a create or an update stores the ids it sends (repeats dropped), read back in the
// order of their labels with the labels beside them; the list filters by an id named ("contains") or by a text of
// the labels; ids of no row or of another company's rows are refused in Spanish and nothing is written; deleting a
// policy deletes its links, deleting a branch a policy names is refused naming the policies; the audit words the
// links by their labels; REST and OpenAPI carry the ids; the export writes the labels and an exported sheet imported
// back changes nothing, while a label edited in the sheet is read by its name. PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityTableSql } from "../support/entity-table-sql";
import { polizasEntity, ramosEntity } from "../fixtures/polizas/entity";
import { entities as registry } from "@entities";

const FIELDS = "id numero ramos ramosEtiquetas";
const CREATE = `mutation ($p: PolizaInput!) { createPoliza(poliza: $p) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $p: PolizaInput!) { updatePoliza(id: $id, poliza: $p) { ${FIELDS} } }`;
const ONE = `query ($id: Int!) { polizaInfo(id: $id) { ${FIELDS} } }`;
const LIST = `query ($filters: [FilterInput!]) { polizasInfo(filters: $filters, pagination: { page: 1, fields: 500 }) { totalreg data { ${FIELDS} } } }`;
const DELETE = `mutation ($ids: [Int!]!) { deletePoliza(ids: $ids) }`;
const CREATE_RAMO = `mutation ($r: RamoInput!) { createRamo(ramo: $r) { id } }`;
const DELETE_RAMO = `mutation ($ids: [Int!]!) { deleteRamo(ids: $ids) }`;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type Poliza = { id: number; numero: string; ramos: number[]; ramosEtiquetas: string[] };

describe.each(enginesOf(import.meta.url, "both"))("a many-to-many field on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;
  let seq = 0;
  const marker = `POLIZA ${engine}`;
  const ramos: Record<string, number> = {};
  let theirs = 0;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const links = async (id: number) =>
    (await sql<{ r: number }>(`SELECT idrelacionado AS r FROM polizas_prueba_ramos WHERE idregistro = $1 ORDER BY 1`, [id])).map((x) => Number(x.r));
  const create = (extra: Record<string, unknown>, who = admin) =>
    server.gql<{ createPoliza: Poliza }>(who, CREATE, { p: { numero: `${marker} ${++seq}`, ...extra } });

  beforeAll(async () => {
    const setup = [...(await entityTableSql(ramosEntity)), ...(await entityTableSql(polizasEntity))];
    server = await startTestServer({ entities: [...registry, ramosEntity, polizasEntity], engine, setupSql: setup.join(";\n") });
    [admin, admin3] = await Promise.all([server.auth("admin", "admin123"), server.auth("admin3", "admin123")]);
    for (const nombre of ["Vida", "Carga", "Hogar"]) {
      const res = await server.gql<{ createRamo: { id: number } }>(admin, CREATE_RAMO, { r: { nombre } });
      expect(res.errors).toBeUndefined();
      ramos[nombre] = res.data!.createRamo.id;
    }
    theirs = (await server.gql<{ createRamo: { id: number } }>(admin3, CREATE_RAMO, { r: { nombre: "Ajeno" } })).data!.createRamo.id;
  });
  afterAll(async () => server?.close());

  it("stores the ids sent, reads them in their labels' order with the labels, updates and clears them", async () => {
    const made = await create({ ramos: [ramos.Vida, ramos.Carga, ramos.Vida] });
    expect(made.errors).toBeUndefined();
    const { id } = made.data!.createPoliza;
    expect(made.data!.createPoliza).toMatchObject({ ramos: [ramos.Carga, ramos.Vida], ramosEtiquetas: ["Carga", "Vida"] });
    expect(await links(id)).toEqual([ramos.Vida, ramos.Carga].sort((a, b) => a - b));
    const one = await server.gql<{ polizaInfo: Poliza }>(admin, ONE, { id });
    expect(one.data!.polizaInfo.ramosEtiquetas).toEqual(["Carga", "Vida"]);

    // an update that leaves the field out keeps it; one that sends it replaces it
    const renamed = await server.gql<{ updatePoliza: Poliza }>(admin, UPDATE, { id, p: { numero: `${marker} RENOMBRADA` } });
    expect(renamed.data!.updatePoliza.ramos).toEqual([ramos.Carga, ramos.Vida]);
    const replaced = await server.gql<{ updatePoliza: Poliza }>(admin, UPDATE, { id, p: { ramos: [ramos.Hogar] } });
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data!.updatePoliza).toMatchObject({ ramos: [ramos.Hogar], ramosEtiquetas: ["Hogar"] });
    const cleared = await server.gql<{ updatePoliza: Poliza }>(admin, UPDATE, { id, p: { ramos: null } });
    expect(cleared.data!.updatePoliza).toMatchObject({ ramos: [], ramosEtiquetas: [] });
    expect(await links(id)).toEqual([]);

    // the audit words the links by their labels
    const entries = await sql<{ accion: string; detalle: unknown }>(`SELECT accion, detalle FROM auditoria WHERE entidad = 'Póliza' AND identidad = $1 ORDER BY id`, [id]);
    expect(entries.map((e) => e.accion)).toEqual(["Crear", "Modificar", "Modificar", "Modificar"]);
    expect(entries[0].detalle).toMatchObject({ ramos: "Carga, Vida" });
    expect(entries[2].detalle).toMatchObject({ ramos: { antes: "Carga, Vida", despues: "Hogar" } });
    expect(entries[3].detalle).toMatchObject({ ramos: { antes: "Hogar", despues: null } });
  });

  it("filters the list by an id it names, by a text of its labels, and by naming none", async () => {
    const both = (await create({ ramos: [ramos.Vida, ramos.Hogar] })).data!.createPoliza.id;
    const vida = (await create({ ramos: [ramos.Vida] })).data!.createPoliza.id;
    const none = (await create({})).data!.createPoliza.id;
    const list = async (filters: unknown[]) => {
      const res = await server.gql<{ polizasInfo: { data: Poliza[] } }>(admin, LIST, { filters });
      expect(res.errors).toBeUndefined();
      return res.data!.polizasInfo.data.map((p) => p.id);
    };
    const hogar = await list([{ field: "ramos", operator: "contains", value: ramos.Hogar }]);
    expect(hogar).toContain(both);
    expect(hogar).not.toContain(vida);
    expect(await list([{ field: "ramos", operator: "contains", value: String(ramos.Vida) }])).toEqual(expect.arrayContaining([both, vida]));
    const text = await list([{ field: "ramos", operator: "contains", value: "hog" }]);
    expect(text).toContain(both);
    expect(text).not.toContain(vida);
    const empty = await list([{ field: "ramos", operator: "isnull" }]);
    expect(empty).toContain(none);
    expect(empty).not.toContain(both);
    const refused = await server.gql(admin, LIST, { filters: [{ field: "ramos", operator: "between", value: [1, 2] }] });
    expect(refused.errors?.[0].message).toBe("Operador de filtro no permitido: between");
  });

  it("refuses ids of no row, of another company's rows, and what is not a list of ids, writing nothing", async () => {
    const count = async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM polizas_prueba`))[0].n;
    const before = await count();
    for (const [value, message] of [
      [[ramos.Vida, theirs], "ramos: Algún ramo no existe o es de otra empresa"],
      [[999999], "ramos: Algún ramo no existe o es de otra empresa"],
      [[0], "ramos: Debe ser una lista de ids (números enteros positivos)"],
    ] as const) {
      const res = await create({ ramos: value });
      expect(res.errors?.[0], JSON.stringify(value)).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await count()).toBe(before);
    const id = (await create({ ramos: [ramos.Carga] })).data!.createPoliza.id;
    const refused = await server.gql(admin, UPDATE, { id, p: { ramos: [theirs] } });
    expect(refused.errors?.[0].message).toBe("ramos: Algún ramo no existe o es de otra empresa");
    expect(await links(id)).toEqual([ramos.Carga]);
    // the other company may name its own
    expect((await create({ ramos: [theirs] }, admin3)).errors).toBeUndefined();
  });

  it("deletes a policy's links with it; a branch a policy names is not deleted", async () => {
    const id = (await create({ ramos: [ramos.Carga] })).data!.createPoliza.id;
    const inUse = await server.gql(admin, DELETE_RAMO, { ids: [ramos.Carga] });
    expect(inUse.errors?.[0].message).toBe("No se puede eliminar el ramo 'Carga': tiene pólizas asociadas. No se eliminó ningún registro.");
    const deleted = await server.gql<{ deletePoliza: number[] }>(admin, DELETE, { ids: [id] });
    expect(deleted.data!.deletePoliza).toEqual([id]);
    expect(await links(id)).toEqual([]);
  });

  it("REST takes and gives the ids with their labels; OpenAPI describes them", async () => {
    const rest = (path: string, init: { method?: string; body?: unknown } = {}) =>
      fetch(`${server.url}/api/v1/polizas${path}`, {
        method: init.method ?? "GET", headers: { "content-type": "application/json", ...admin }, ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
    const made = await rest("", { method: "POST", body: { numero: `${marker} REST`, ramos: [ramos.Hogar, ramos.Carga] } });
    expect(made.status).toBe(201);
    const body = (await made.json()) as Poliza;
    expect(body).toMatchObject({ ramos: [ramos.Carga, ramos.Hogar], ramosEtiquetas: ["Carga", "Hogar"] });
    const refused = await rest(`/${body.id}`, { method: "PATCH", body: { ramos: [theirs] } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Algún ramo no existe o es de otra empresa");

    const doc = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as {
      components: { schemas: Record<string, { properties: Record<string, { type?: unknown; items?: { type?: string }; anyOf?: { type?: string; items?: { type?: string } }[] }> }> };
    };
    const { schemas } = doc.components;
    expect(schemas.Poliza.properties.ramos).toMatchObject({ type: "array", items: { type: "integer" } });
    expect(schemas.Poliza.properties.ramosEtiquetas).toMatchObject({ type: "array", items: { type: "string" } });
    const input = Object.entries(schemas).find(([name]) => name.startsWith("PolizaInput"))![1];
    const ramosIn = input.properties.ramos;
    expect((ramosIn.items ?? ramosIn.anyOf?.[0].items)?.type).toBe("integer");
  });

  it("exports the labels; an exported sheet imported back changes nothing, an edited cell is read by its labels", async () => {
    const numero = `${marker} EXPORTA`;
    const made = await server.gql<{ createPoliza: Poliza }>(admin, CREATE, { p: { numero, ramos: [ramos.Vida, ramos.Carga] } });
    const { id } = made.data!.createPoliza;
    const other = (await server.gql<{ createPoliza: Poliza }>(admin, CREATE, { p: { numero: `${numero} 2` } })).data!.createPoliza.id;
    const exported = async () => {
      const res = await fetch(`${server.url}/api/v1/filesDoc`, {
        method: "POST", headers: { "content-type": "application/json", ...admin },
        body: JSON.stringify({ idquery: polizasEntity.exportId, fields: ["id", "numero", "ramos"], filters: [{ field: "numero", value: numero }], orders: [{ field: "id", type: "ASC" }] }),
      });
      expect(res.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
      return workbook;
    };
    const upload = async (workbook: ExcelJS.Workbook, dryRun = false) => {
      const res = await fetch(`${server.url}/api/v1/polizas/import${dryRun ? "?dryRun=1" : ""}`, {
        method: "POST", headers: { "content-type": XLSX, ...admin }, body: new Uint8Array(await workbook.xlsx.writeBuffer()) as BodyInit,
      });
      return { status: res.status, report: (await res.json()) as { summary: Record<string, number>; rows: { row: number; errors: { column: string; message: string }[] }[] } };
    };
    const workbook = await exported();
    const sheet = workbook.worksheets[0];
    const column = (sheet.getRow(1).values as string[]).slice(1).indexOf("Ramos") + 1;
    expect(sheet.getRow(2).getCell(column).value).toBe("Carga, Vida");
    expect(sheet.getRow(3).getCell(column).value).toBe("NA");

    const untouched = await upload(workbook);
    expect(untouched.status, JSON.stringify(untouched.report)).toBe(200);
    expect(untouched.report.summary).toEqual({ created: 0, updated: 0, unchanged: 2, refused: 0 });
    expect(await links(id)).toEqual([ramos.Vida, ramos.Carga].sort((a, b) => a - b));

    sheet.getRow(2).getCell(column).value = "vida, Desconocido";
    const refused = await upload(workbook, true);
    expect(refused.report.rows.find((r) => r.row === 2)?.errors).toEqual([{ column: "Ramos", message: "Algún ramo no existe o es de otra empresa: «Desconocido»" }]);
    sheet.getRow(2).getCell(column).value = "hogar, vida";
    sheet.getRow(3).getCell(column).value = "Carga";
    const edited = await upload(workbook);
    expect(edited.status, JSON.stringify(edited.report)).toBe(200);
    expect(edited.report.summary).toEqual({ created: 0, updated: 2, unchanged: 0, refused: 0 });
    expect(await links(id)).toEqual([ramos.Vida, ramos.Hogar].sort((a, b) => a - b));
    expect(await links(other)).toEqual([ramos.Carga]);
  });
});
