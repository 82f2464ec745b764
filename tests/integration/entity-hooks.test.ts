// A definition's hooks and validators through every way in (a test-only master, Aseguradoras, served beside the
// registry's entities): its beforeValidate hook writes the code in capitals, its field validator and its rule
// across fields refuse with their messages against their fields, and its after-hooks see the stored record, for
// GraphQL's create and update, REST's POST and PATCH and the spreadsheet import's preview and apply alike; a
// partial update runs them over the record it leaves; a before-delete hook refuses a deletion. PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityTableSql } from "../support/entity-table-sql";
import { aseguradorasEntity, CODE_MESSAGE, COVER_MESSAGE, hookCalls } from "../fixtures/hooks/entity";
import { entities as registry } from "@entities";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FIELDS = "id codigo nombre minimo maximo";
const CREATE = `mutation ($a: AseguradoraInput!) { createAseguradora(aseguradora: $a) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $a: AseguradoraInput!) { updateAseguradora(id: $id, aseguradora: $a) { ${FIELDS} } }`;
const DELETE = `mutation ($ids: [Int!]!) { deleteAseguradora(ids: $ids) }`;

interface Record_ { id: number; codigo: string; nombre: string; minimo: number | null; maximo: number | null }
interface ImportReport {
  applied: boolean;
  summary: { created: number; updated: number; unchanged: number; refused: number };
  rows: { row: number; status: string; id: number | null; errors: { column: string; message: string }[] }[];
}

describe.each(enginesOf(import.meta.url))("entity hooks and validators on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let company: number;

  const create = (a: Record<string, unknown>) => server.gql<{ createAseguradora: Record_ }>(admin, CREATE, { a });
  const update = (id: number, a: Record<string, unknown>) => server.gql<{ updateAseguradora: Record_ }>(admin, UPDATE, { id, a });
  const rest = async (path: string, method: string, body?: unknown) => {
    const res = await fetch(`${server.url}/api/v1/aseguradoras${path}`, {
      method, headers: { ...admin, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const stored = async (codigo: string) =>
    (await server.database.query<Record_>(`SELECT id, codigo, nombre, minimo, maximo FROM aseguradoras WHERE codigo = $1`, [codigo]))[0];
  /** a workbook of the entity's columns (by label) and these rows */
  const workbook = async (rows: unknown[][]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Aseguradoras");
    sheet.addRow(["Código", "Nombre", "Mínimo", "Máximo"]);
    for (const row of rows) sheet.addRow(row);
    return new Uint8Array(await book.xlsx.writeBuffer());
  };
  const upload = async (body: Uint8Array, dryRun: boolean) => {
    const res = await fetch(`${server.url}/api/v1/aseguradoras/import${dryRun ? "?dryRun=1" : ""}`, {
      method: "POST", headers: { "content-type": XLSX, ...admin }, body: body as BodyInit,
    });
    return { status: res.status, report: (await res.json()) as ImportReport };
  };

  beforeAll(async () => {
    server = await startTestServer({ entities: [...registry, aseguradorasEntity], engine, setupSql: (await entityTableSql(aseguradorasEntity)).join(";\n") });
    admin = await server.auth("admin", "admin123");
    company = (await server.database.query<{ idempresa: number }>(`SELECT idempresa FROM usuarios WHERE username = 'admin'`))[0].idempresa;
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    hookCalls.length = 0;
  });

  describe("GraphQL", () => {
    it("stores the code the hook wrote in capitals, and runs the after-create hook with the stored record", async () => {
      const res = await create({ codigo: " sura1 ", nombre: "Sura", minimo: 10, maximo: 100 });
      expect(res.errors).toBeUndefined();
      expect(res.data!.createAseguradora).toMatchObject({ codigo: "SURA1", nombre: "Sura" });
      expect((await stored("SURA1"))?.nombre).toBe("Sura");
      expect(hookCalls).toEqual([{ hook: "afterCreate", codigo: "SURA1", company }]);
    });

    it("refuses with every validator's message against its field, after the hook ran", async () => {
      const res = await create({ codigo: "a-b", nombre: "Mala", minimo: 50, maximo: 50 });
      expect(res.errors?.[0]).toMatchObject({
        message: `codigo: ${CODE_MESSAGE}; maximo: ${COVER_MESSAGE}`,
        extensions: { code: "BAD_USER_INPUT", fields: [{ field: "codigo", message: CODE_MESSAGE }, { field: "maximo", message: COVER_MESSAGE }] },
      });
      // the rules' own messages come with the validators', in field order
      const both = await create({ codigo: "a b", nombre: "", minimo: 5, maximo: 1 });
      expect(both.errors?.[0]).toMatchObject({ extensions: { fields: [
        { field: "codigo", message: CODE_MESSAGE }, { field: "nombre", message: "Requerido" }, { field: "maximo", message: COVER_MESSAGE },
      ] } });
      expect(hookCalls).toEqual([]);
    });

    it("runs them on a partial update over the record it leaves", async () => {
      const { id } = (await create({ codigo: "bolivar", nombre: "Bolívar", minimo: 10, maximo: 20 })).data!.createAseguradora;
      hookCalls.length = 0;
      const renamed = await update(id, { codigo: "bol2" });
      expect(renamed.errors).toBeUndefined();
      expect(renamed.data!.updateAseguradora).toMatchObject({ codigo: "BOL2", nombre: "Bolívar", minimo: 10, maximo: 20 });
      expect(hookCalls).toEqual([{ hook: "afterUpdate", codigo: "BOL2", before: "BOLIVAR", company }]);
      // only the least cover is sent: the rule across fields reads the stored largest one
      const crossed = await update(id, { minimo: 30 });
      expect(crossed.errors?.[0]).toMatchObject({ extensions: { fields: [{ field: "maximo", message: COVER_MESSAGE }] } });
      expect((await stored("BOL2"))?.minimo).toBe(10);
      // a field the hook does not touch is written as sent
      expect((await update(id, { nombre: "Seguros Bolívar" })).data!.updateAseguradora).toMatchObject({ codigo: "BOL2", nombre: "Seguros Bolívar" });
    });

    it("runs the delete hooks: a before-hook refuses the whole deletion, an after-hook sees each deleted record", async () => {
      const fija = (await create({ codigo: "fija", nombre: "Fija" })).data!.createAseguradora;
      const libre = (await create({ codigo: "libre", nombre: "Libre" })).data!.createAseguradora;
      hookCalls.length = 0;
      const refused = await server.gql(admin, DELETE, { ids: [fija.id, libre.id] });
      expect(refused.errors?.[0]).toMatchObject({ message: "La aseguradora FIJA no se puede eliminar", extensions: { code: "BAD_USER_INPUT" } });
      expect(await stored("LIBRE")).toBeDefined();
      const deleted = await server.gql<{ deleteAseguradora: number[] }>(admin, DELETE, { ids: [libre.id] });
      expect(deleted.data!.deleteAseguradora).toEqual([libre.id]);
      expect(hookCalls).toEqual([{ hook: "afterDelete", codigo: "LIBRE", company }]);
    });
  });

  describe("REST", () => {
    it("POST and PATCH run the hook and the validators, the messages by field", async () => {
      const posted = await rest("", "POST", { codigo: "rest1", nombre: "Por REST", minimo: 1, maximo: 2 });
      expect(posted.status).toBe(201);
      expect(posted.body).toMatchObject({ codigo: "REST1" });
      expect(hookCalls).toEqual([{ hook: "afterCreate", codigo: "REST1", company }]);
      const refused = await rest("", "POST", { codigo: "rest 2", nombre: "Mal", minimo: 3, maximo: 2 });
      expect(refused).toEqual({ status: 400, body: { message: `codigo: ${CODE_MESSAGE}; maximo: ${COVER_MESSAGE}`, fields: { codigo: CODE_MESSAGE, maximo: COVER_MESSAGE } } });

      const patched = await rest(`/${posted.body.id as number}`, "PATCH", { codigo: "rest3" });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ codigo: "REST3", nombre: "Por REST", maximo: 2 });
      const crossed = await rest(`/${posted.body.id as number}`, "PATCH", { maximo: 0 });
      expect(crossed).toEqual({ status: 400, body: { message: `maximo: ${COVER_MESSAGE}`, fields: { maximo: COVER_MESSAGE } } });
    });
  });

  describe("spreadsheet import", () => {
    it("the preview reports each validator's message against its row and column, and shows what the hook makes of a row", async () => {
      await create({ codigo: "IMP1", nombre: "Importada", minimo: 1, maximo: 9 });
      hookCalls.length = 0;
      const file = await workbook([
        ["imp1", "Importada", 1, 9], // the existing record, named by its unique code in other case: unchanged
        ["imp2", "Nueva", 1, 5],
        ["imp 3", "Mala", 8, 4],
      ]);
      const { status, report } = await upload(file, true);
      expect(status).toBe(200);
      expect(report.rows.map((r) => [r.row, r.status, r.errors])).toEqual([
        [2, "unchanged", []],
        [3, "created", []],
        [4, "refused", [{ column: "Código", message: CODE_MESSAGE }, { column: "Máximo", message: COVER_MESSAGE }]],
      ]);
      // a file with a refused row writes nothing
      expect((await upload(file, false)).status).toBe(400);
      expect(await stored("IMP2")).toBeUndefined();
      expect(hookCalls).toEqual([]);
    });

    it("applies the hook to every row written, and runs the after-hooks once the file is stored", async () => {
      const { id } = (await create({ codigo: "IMP4", nombre: "Antes", minimo: 1, maximo: 9 })).data!.createAseguradora;
      hookCalls.length = 0;
      const { status, report } = await upload(await workbook([["imp4", "Después", 1, 9], ["imp5", "Nueva", 2, 3]]), false);
      expect(status).toBe(200);
      expect(report).toMatchObject({ applied: true, summary: { created: 1, updated: 1, unchanged: 0, refused: 0 } });
      expect(await stored("IMP4")).toMatchObject({ id, nombre: "Después" });
      expect(await stored("IMP5")).toMatchObject({ nombre: "Nueva", minimo: 2, maximo: 3 });
      expect(hookCalls).toEqual([
        { hook: "afterCreate", codigo: "IMP5", company },
        { hook: "afterUpdate", codigo: "IMP4", before: "IMP4", company },
      ]);
    });
  });
});
