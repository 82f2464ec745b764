// A definition's access functions through every way in (a test-only master, Tarifas, served beside the registry's
// entities): a field role 1 may not read is null in GraphQL's and REST's answers, no filter, and no column of the
// export; a field of another's record it may not read is null there and an empty cell; a change of a field it may
// not write is refused naming the field (GraphQL, REST, the import's preview) while the same value sent back goes
// through; a record the edit, show or delete function refuses is refused with a Spanish message, and the import
// refuses its row. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityTableSql } from "../support/entity-table-sql";
import { tarifasEntity } from "../fixtures/access/entity";
import { entities as registry } from "@entities";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FIELDS = "id nombre precio costo nota bloqueada idautor";
const LIST = `query ($filters: [FilterInput!]) { tarifasInfo(filters: $filters) { data { ${FIELDS} } totalreg } }`;
const ONE = `query ($id: Int!) { tarifaInfo(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($t: TarifaInput!) { createTarifa(tarifa: $t) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $t: TarifaInput!) { updateTarifa(id: $id, tarifa: $t) { ${FIELDS} } }`;
const DELETE = `mutation ($ids: [Int!]!) { deleteTarifa(ids: $ids) }`;

interface Tarifa { id: number; nombre: string; precio: number | null; costo: number | null; nota: string | null; bloqueada: boolean; idautor: number | null }
interface ImportReport { rows: { row: number; status: string; errors: { column: string; message: string }[] }[] }

const PRICE_REFUSED = "No tiene permiso para modificar el campo «Precio»";

describe.each(ENGINES)("entity access functions on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operator: AuthHeaders;
  /** rates by name, created by role 3 (the admin) or role 1 (the operator) */
  const ids: Record<string, number> = {};

  const create = (who: AuthHeaders, t: Record<string, unknown>) => server.gql<{ createTarifa: Tarifa }>(who, CREATE, { t });
  const update = (who: AuthHeaders, id: number, t: Record<string, unknown>) => server.gql<{ updateTarifa: Tarifa }>(who, UPDATE, { id, t });
  const list = async (who: AuthHeaders, filters?: unknown[]) => server.gql<{ tarifasInfo: { data: Tarifa[] } }>(who, LIST, { filters });
  const byName = (rows: Tarifa[]) => Object.fromEntries(rows.map((r) => [r.nombre, r]));
  const rest = async (who: AuthHeaders, path: string, method = "GET", body?: unknown) => {
    const res = await fetch(`${server.url}/api/v1/tarifas${path}`, {
      method, headers: { ...who, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    server = await startTestServer({ entities: [...registry, tarifasEntity], engine, setupSql: (await entityTableSql(tarifasEntity)).join(";\n") });
    [admin, operator] = await Promise.all([server.auth("admin", "admin123"), server.auth("operador", "operador123")]);
    const rates: [AuthHeaders, Record<string, unknown>][] = [
      [admin, { nombre: "GENERAL", precio: 100, costo: 60, nota: "del admin" }],
      [admin, { nombre: "FIJA", precio: 200, costo: 90, bloqueada: true }],
      [admin, { nombre: "SECRETA", precio: 300, costo: 10 }],
      [operator, { nombre: "PROPIA", nota: "mía" }],
    ];
    for (const [who, t] of rates) {
      const res = await create(who, t);
      expect(res.errors).toBeUndefined();
      ids[t.nombre as string] = res.data!.createTarifa.id;
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("GraphQL", () => {
    it("answers null for a field the caller may not read, at all or of the record, and refuses it as a filter", async () => {
      const seen = byName((await list(operator)).data!.tarifasInfo.data);
      expect(seen.GENERAL).toMatchObject({ precio: 100, costo: null, nota: null });
      expect(seen.PROPIA).toMatchObject({ costo: null, nota: "mía" });
      const all = byName((await list(admin)).data!.tarifasInfo.data);
      expect(all.GENERAL).toMatchObject({ costo: 60, nota: "del admin" });
      const filtered = await list(operator, [{ field: "costo", operator: "gt", value: 50 }]);
      expect(filtered.errors?.[0]).toMatchObject({ message: "No tiene permiso para ver el campo «Costo»", extensions: { code: "FORBIDDEN" } });
      expect((await list(admin, [{ field: "costo", operator: "gt", value: 50 }])).errors).toBeUndefined();
    });

    it("refuses a record the show function refuses, in Spanish", async () => {
      const refused = await server.gql(operator, ONE, { id: ids.SECRETA });
      expect(refused.errors?.[0]).toMatchObject({ message: "No tiene permiso para ver esta tarifa", extensions: { code: "FORBIDDEN" } });
      expect((await server.gql<{ tarifaInfo: Tarifa }>(admin, ONE, { id: ids.SECRETA })).data!.tarifaInfo).toMatchObject({ costo: 10 });
    });

    it("refuses a change of a field the caller may not write, naming it; the same value sent back goes through", async () => {
      const refused = await update(operator, ids.GENERAL, { precio: 150 });
      expect(refused.errors?.[0]).toMatchObject({ message: PRICE_REFUSED, extensions: { code: "FORBIDDEN", fields: [{ field: "precio", message: PRICE_REFUSED }] } });
      const same = await update(operator, ids.GENERAL, { nombre: "GENERAL", precio: 100, costo: null, nota: null });
      expect(same.errors).toBeUndefined();
      // what the operator could not read and sent back empty is kept
      expect(byName((await list(admin)).data!.tarifasInfo.data).GENERAL).toMatchObject({ precio: 100, costo: 60, nota: "del admin" });
      // a value sent for a field it may not read is refused too: it would write blind
      expect((await update(operator, ids.GENERAL, { costo: 1 })).errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });
      expect((await create(operator, { nombre: "CARA", precio: 5 })).errors?.[0]).toMatchObject({ message: PRICE_REFUSED });
      expect((await update(admin, ids.GENERAL, { precio: 120 })).data!.updateTarifa).toMatchObject({ precio: 120 });
    });

    it("refuses to edit a record the edit function refuses, and to delete one the delete function refuses", async () => {
      const locked = await update(operator, ids.FIJA, { nombre: "FIJA 2" });
      expect(locked.errors?.[0]).toMatchObject({ message: "No tiene permiso para modificar esta tarifa", extensions: { code: "FORBIDDEN" } });
      expect((await update(admin, ids.FIJA, { nombre: "FIJA" })).errors).toBeUndefined();
      const others = await server.gql(operator, DELETE, { ids: [ids.GENERAL, ids.PROPIA] });
      expect(others.errors?.[0]).toMatchObject({ message: "No tiene permiso para eliminar esta tarifa", extensions: { code: "FORBIDDEN" } });
      expect(byName((await list(admin)).data!.tarifasInfo.data).PROPIA).toBeDefined();
      const own = (await create(operator, { nombre: "BORRABLE" })).data!.createTarifa;
      expect((await server.gql<{ deleteTarifa: number[] }>(operator, DELETE, { ids: [own.id] })).data!.deleteTarifa).toEqual([own.id]);
    });
  });

  describe("REST", () => {
    it("answers the same nulls and refusals as GraphQL", async () => {
      const listed = (await rest(operator, "")).body as Tarifa[];
      expect(byName(listed).GENERAL).toMatchObject({ costo: null, nota: null });
      expect((await rest(operator, `/${ids.SECRETA}`)).status).toBe(403);
      const patched = await rest(operator, `/${ids.GENERAL}`, "PATCH", { precio: 999 });
      expect(patched).toEqual({ status: 403, body: { message: PRICE_REFUSED, fields: { precio: PRICE_REFUSED } } });
      expect((await rest(operator, `/${ids.FIJA}`, "PATCH", { nombre: "X" })).body).toEqual({ message: "No tiene permiso para modificar esta tarifa" });
    });
  });

  describe("export and import", () => {
    const exportCells = async (who: AuthHeaders, fields: string[]) => {
      const res = await fetch(`${server.url}/api/v1/filesDoc`, {
        method: "POST", headers: { "content-type": "application/json", ...who }, body: JSON.stringify({ idquery: 92, fields, orders: [{ field: "id", type: "ASC" }] }),
      });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
      const rows: unknown[][] = [];
      book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };

    it("leaves out a column the caller may not read and empties a cell of another's record", async () => {
      const rows = await exportCells(operator, ["nombre", "costo", "nota"]);
      expect(rows[0]).toEqual(["nombre", "nota"]);
      const cells = Object.fromEntries(rows.slice(1).map(([nombre, nota]) => [nombre, nota]));
      expect(cells).toMatchObject({ GENERAL: "NA", PROPIA: "mía" });
      expect((await exportCells(admin, ["nombre", "costo"]))[0]).toEqual(["nombre", "costo"]);
    });

    it("refuses in the preview a changed field the caller may not write and a record it may not edit; an unchanged row passes", async () => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet("Tarifas");
      sheet.addRow(["id", "Nombre", "Precio"]);
      sheet.addRow([ids.GENERAL, "GENERAL", 120]);
      sheet.addRow([ids.PROPIA, "PROPIA", 7]);
      sheet.addRow([ids.FIJA, "FIJA", 200]);
      const res = await fetch(`${server.url}/api/v1/tarifas/import?dryRun=1`, {
        method: "POST", headers: { "content-type": XLSX, ...operator }, body: new Uint8Array(await book.xlsx.writeBuffer()) as BodyInit,
      });
      expect(res.status).toBe(200);
      const report = (await res.json()) as ImportReport;
      expect(report.rows.map((r) => [r.row, r.status, r.errors])).toEqual([
        [2, "unchanged", []],
        [3, "refused", [{ column: "Precio", message: PRICE_REFUSED }]],
        [4, "refused", [{ column: "", message: "No tiene permiso para modificar esta tarifa" }]],
      ]);
    });
  });
});
