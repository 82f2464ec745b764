// The spreadsheet import of the field types that used to be lost on the way, on a test-only master (Aseguradoras:
// a list of texts, an integer option set, an instant shown as a date) served beside the registry's entities: a list
// is exported as one cell 'Carga, Vida' and imported back from it; an exported file sent back untouched changes
// nothing, dates included, and the audit records no change; a label outside an integer option set is refused in the
// preview against its row and column, never at apply time; one preview names every error of a row, the cells that
// could not be read and the rules broken by the others; a list that takes no import answers a Spanish JSON 404.
// PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityTableSql } from "../support/entity-table-sql";
import { aseguradorasEntity } from "../fixtures/aseguradoras/entity";
import { MESSAGES } from "@shared/i18n/messages";
import { entities as registry } from "@entities";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FIELDS = ["id", "nombre", "ramos", "riesgo", "vigencia"];
const CREATE = `mutation ($a: AseguradoraInput!) { createAseguradora(aseguradora: $a) { id } }`;

interface Report {
  message?: string;
  applied: boolean;
  summary: { created: number; updated: number; unchanged: number; refused: number };
  rows: { row: number; status: string; id: number | null; errors: { column: string; message: string }[] }[];
}

describe.each(enginesOf(import.meta.url, "both"))("importing every field type on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  const marker = `IMPORTA ${engine}`;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const stored = () => sql(`SELECT id, nombre, ramos, riesgo, vigencia FROM aseguradoras_prueba WHERE nombre LIKE $1 ORDER BY id`, [`${marker}%`]);
  const upload = (body: Uint8Array, dryRun = false, entity = "aseguradoras") =>
    fetch(`${server.url}/api/v1/${entity}/import${dryRun ? "?dryRun=1" : ""}`, { method: "POST", headers: { "content-type": XLSX, ...admin }, body: body as BodyInit });
  const report = async (res: Response) => (await res.json()) as Report;
  const bytes = async (workbook: ExcelJS.Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer());

  /** this test's records exported by POST /api/v1/filesDoc, ordered by id */
  const exported = async (): Promise<ExcelJS.Workbook> => {
    const res = await fetch(`${server.url}/api/v1/filesDoc`, {
      method: "POST", headers: { "content-type": "application/json", ...admin },
      body: JSON.stringify({ idquery: aseguradorasEntity.exportId, fields: FIELDS, filters: [{ field: "nombre", value: marker }], orders: [{ field: "id", type: "ASC" }], title: "Aseguradoras" }),
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    return workbook;
  };
  /** the column (1-based) of a header */
  const column = (workbook: ExcelJS.Workbook, header: string) => {
    const headers = (workbook.worksheets[0].getRow(1).values as string[]).slice(1);
    const i = headers.indexOf(header);
    expect(i, `header ${header} in ${headers.join(", ")}`).toBeGreaterThanOrEqual(0);
    return i + 1;
  };

  beforeAll(async () => {
    server = await startTestServer({ entities: [...registry, aseguradorasEntity], engine, setupSql: (await entityTableSql(aseguradorasEntity)).join(";\n") });
    // its list's column settings are added as a start adds them (the test server's `entities`): the date column is
    // a DATE (the export writes its day)
    admin = await server.auth("admin", "admin123");
    for (const a of [
      { nombre: `${marker} 1`, ramos: ["Carga", "Vida"], riesgo: 3, vigencia: "2026-12-31T00:00:00.000Z" },
      { nombre: `${marker} 2`, ramos: [], riesgo: 1, vigencia: null },
    ]) {
      const res = await server.gql(admin, CREATE, { a });
      expect(res.errors).toBeUndefined();
    }
  });
  afterAll(async () => server?.close());

  it("exports a list as one cell of its items and reads it back; an untouched file changes nothing, dates included, and audits no change", async () => {
    const before = await stored();
    const workbook = await exported();
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(2).getCell(column(workbook, "Ramos")).value).toBe("Carga, Vida");
    expect(sheet.getRow(2).getCell(column(workbook, "Riesgo")).value).toBe("ALTO");

    const dry = await report(await upload(await bytes(workbook), true));
    expect(dry.summary).toEqual({ created: 0, updated: 0, unchanged: 2, refused: 0 });
    const res = await upload(await bytes(workbook));
    const applied = await report(res);
    expect(res.status, JSON.stringify(applied)).toBe(200);
    expect(await stored()).toEqual(before);
    expect(new Date(before[0].vigencia as string).toISOString()).toBe("2026-12-31T00:00:00.000Z");
    const [entry] = await sql<{ detalle: { modificados: number; cambios: unknown[] } }>(
      `SELECT detalle FROM auditoria WHERE entidad = 'Aseguradora' AND accion = 'Importar' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry.detalle).toMatchObject({ modificados: 0, cambios: [] });
  });

  it("creates a record from a row without an id: its list from 'a, b', its option by label, its date by day", async () => {
    const workbook = await exported();
    const sheet = workbook.worksheets[0];
    const row = sheet.addRow([]);
    row.getCell(column(workbook, "Nombre")).value = `${marker} 3`;
    row.getCell(column(workbook, "Ramos")).value = "Hogar, Autos";
    row.getCell(column(workbook, "Riesgo")).value = "medio";
    row.getCell(column(workbook, "Vigencia")).value = "15/01/2027";
    // an edited list on an existing record
    sheet.getRow(3).getCell(column(workbook, "Ramos")).value = "Salud";
    const res = await upload(await bytes(workbook));
    const applied = await report(res);
    expect(res.status, JSON.stringify(applied)).toBe(200);
    expect(applied.summary).toEqual({ created: 1, updated: 1, unchanged: 1, refused: 0 });
    const after = await stored();
    expect(after[1].ramos).toEqual(["Salud"]);
    expect(after[2]).toMatchObject({ nombre: `${marker} 3`, ramos: ["Hogar", "Autos"], riesgo: 2 });
    expect(new Date(after[2].vigencia as string).toISOString()).toBe("2027-01-15T05:00:00.000Z");
  });

  it("refuses a label outside an integer option set in the preview, against its row and column, and applies nothing", async () => {
    const before = await stored();
    const workbook = await exported();
    workbook.worksheets[0].getRow(2).getCell(column(workbook, "Riesgo")).value = "ALTISIMO";
    const file = await bytes(workbook);
    const dry = await report(await upload(file, true));
    expect(dry.rows.find((r) => r.row === 2)).toMatchObject({
      status: "refused", errors: [{ column: "Riesgo", message: "Debe ser 1 (BAJO), 2 (MEDIO) o 3 (ALTO)" }],
    });
    const res = await upload(file);
    expect(res.status).toBe(400);
    expect((await report(res)).message).toBe(`${MESSAGES.import.nothingApplied}. Fila 2, columna «Riesgo»: Debe ser 1 (BAJO), 2 (MEDIO) o 3 (ALTO)`);
    expect(await stored()).toEqual(before);
  });

  it("names every error of every row in one preview: unreadable cells and the rules the other cells break", async () => {
    const workbook = await exported();
    const sheet = workbook.worksheets[0];
    // an existing record: a date that is no date beside an empty required name and a list item too long
    sheet.getRow(2).getCell(column(workbook, "Vigencia")).value = "mañana";
    sheet.getRow(2).getCell(column(workbook, "Nombre")).value = "";
    sheet.getRow(2).getCell(column(workbook, "Ramos")).value = `Carga, ${"x".repeat(21)}`;
    // a new record: an unknown option label beside a missing name
    const row = sheet.addRow([]);
    row.getCell(column(workbook, "Riesgo")).value = "ALTISIMO";
    const dry = await report(await upload(await bytes(workbook), true));
    const errors = (n: number) => dry.rows.find((r) => r.row === n)!.errors;
    expect(errors(2)).toEqual(expect.arrayContaining([
      { column: "Vigencia", message: "Debe ser una fecha como 31/12/2026 14:30" },
      { column: "Nombre", message: MESSAGES.required },
      { column: "Ramos", message: "Cada elemento debe tener max 20 crts." },
    ]));
    expect(errors(2)).toHaveLength(3);
    expect(errors(row.number)).toEqual(expect.arrayContaining([
      { column: "Riesgo", message: "Debe ser 1 (BAJO), 2 (MEDIO) o 3 (ALTO)" },
      { column: "Nombre", message: MESSAGES.required },
    ]));
    expect(errors(row.number)).toHaveLength(2);
  });

  it("a list that takes no import (hand-written writes) answers a Spanish JSON 404, not the app's page", async () => {
    const res = await upload(new Uint8Array([1, 2, 3]), true, "planesviaje");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ message: "La importación no está disponible para Planes de Viaje" });
  });
});
