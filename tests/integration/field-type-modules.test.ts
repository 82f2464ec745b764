// The field types written as modules (shared/entities/field-types) through the real server, on a test-only master
// (Recursos: a URL, a time of day, a JSON value, a multi-select) served beside the registry's entities: their columns
// (time, jsonb, a jsonb list never null), a create refusing bad values with Spanish messages through GraphQL and REST,
// the list's filters (a time's equality and range, a list's item, a JSON's text), the export and an untouched file
// imported back changing nothing (and auditing no change), an edited file read back by labels, a cell that is no JSON
// refused in the preview, and the OpenAPI schemas. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityTableSql } from "../support/entity-table-sql";
import { recursosEntity } from "../fixtures/recursos/entity";
import { entities as registry } from "@entities";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FIELDS = ["id", "nombre", "sitio", "apertura", "datos", "canales"];
const RECORD = "id nombre sitio apertura datos canales";
const CREATE = `mutation ($r: RecursoInput!) { createRecurso(recurso: $r) { ${RECORD} } }`;
const LIST = `query ($filters: [FilterInput!]) { recursosInfo(filters: $filters, orders: [{ field: "id", type: ASC }]) { totalreg data { id nombre } } }`;

type Row = Record<string, unknown>;

describe.each(enginesOf(import.meta.url, "both"))("field types written as modules on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  const marker = `RECURSO ${engine}`;
  const sql = <T = Row>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const stored = () => sql(`SELECT id, nombre, sitio, to_char(apertura, 'HH24:MI') AS apertura, datos, canales FROM recursos_prueba WHERE nombre LIKE $1 ORDER BY id`, [`${marker}%`]);
  const create = (r: Row) => server.gql<{ createRecurso: Row }>(admin, CREATE, { r });
  const names = async (filters: unknown[]) => {
    const res = await server.gql<{ recursosInfo: { data: { nombre: string }[] } }>(admin, LIST, { filters: [{ field: "nombre", operator: "contains", value: marker }, ...filters] });
    expect(res.errors).toBeUndefined();
    return res.data!.recursosInfo.data.map((r) => r.nombre.slice(marker.length + 1));
  };
  const rest = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      method: init.method ?? "GET", headers: { ...admin, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const upload = (body: Uint8Array, dryRun = false) =>
    fetch(`${server.url}/api/v1/recursos/import${dryRun ? "?dryRun=1" : ""}`, { method: "POST", headers: { "content-type": XLSX, ...admin }, body: body as BodyInit });
  const bytes = async (workbook: ExcelJS.Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer());
  const exported = async (): Promise<ExcelJS.Workbook> => {
    const res = await fetch(`${server.url}/api/v1/filesDoc`, {
      method: "POST", headers: { "content-type": "application/json", ...admin },
      body: JSON.stringify({ idquery: recursosEntity.exportId, fields: FIELDS, filters: [{ field: "nombre", value: marker }], orders: [{ field: "id", type: "ASC" }], title: "Recursos" }),
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    return workbook;
  };
  const column = (workbook: ExcelJS.Workbook, header: string) => (workbook.worksheets[0].getRow(1).values as string[]).indexOf(header);

  beforeAll(async () => {
    server = await startTestServer({ entities: [...registry, recursosEntity], engine, setupSql: (await entityTableSql(recursosEntity)).join(";\n") });
    admin = await server.auth("admin", "admin123");
    for (const r of [
      { nombre: `${marker} A`, sitio: " https://a.example.com/inicio ", apertura: "8:30", datos: { ciudad: "Cali", pisos: [1, 2] }, canales: ["MAIL", "WEB"] },
      { nombre: `${marker} B`, sitio: null, apertura: "14:00", datos: null, canales: ["TEL"] },
      { nombre: `${marker} C` },
    ]) {
      const res = await create(r);
      expect(res.errors).toBeUndefined();
    }
  });
  afterAll(async () => server?.close());

  it("derives a time column, a jsonb column and a jsonb list that is never null", async () => {
    const columns = await sql<{ column_name: string; data_type: string; is_nullable: string; column_default: string | null }>(
      `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_name = 'recursos_prueba' ORDER BY column_name`,
    );
    const of = (name: string) => columns.find((c) => c.column_name === name);
    expect(of("sitio")).toMatchObject({ data_type: "text", is_nullable: "YES" });
    expect(of("apertura")).toMatchObject({ data_type: "time without time zone" });
    expect(of("datos")).toMatchObject({ data_type: "jsonb", is_nullable: "YES" });
    expect(of("canales")).toMatchObject({ data_type: "jsonb", is_nullable: "NO" });
    expect(of("canales")!.column_default).toContain("[]");
  });

  it("stores each value as the contract carries it: a trimmed URL, 'HH:mm', the JSON value, the options in order and [] for none", async () => {
    expect(await stored()).toEqual([
      expect.objectContaining({ nombre: `${marker} A`, sitio: "https://a.example.com/inicio", apertura: "08:30", datos: { ciudad: "Cali", pisos: [1, 2] }, canales: ["WEB", "MAIL"] }),
      expect.objectContaining({ nombre: `${marker} B`, sitio: null, apertura: "14:00", datos: null, canales: ["TEL"] }),
      expect.objectContaining({ nombre: `${marker} C`, sitio: null, apertura: null, datos: null, canales: [] }),
    ]);
    const res = await server.gql<{ recursosInfo: { data: Row[] } }>(admin, `query { recursosInfo(filters: [{ field: "nombre", value: "${marker} A" }]) { data { ${RECORD} } } }`);
    expect(res.data!.recursosInfo.data[0]).toMatchObject({ apertura: "08:30", datos: { ciudad: "Cali", pisos: [1, 2] }, canales: ["WEB", "MAIL"] });
  });

  it("refuses bad values with every field's Spanish message, writing nothing, through GraphQL and REST", async () => {
    const before = await stored();
    const bad = { nombre: `${marker} X`, sitio: "www.ejemplo", apertura: "25:10", datos: { texto: "x".repeat(10_001) }, canales: ["WEB", "FAX"] };
    const res = await create(bad);
    expect(res.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: [
        { field: "sitio", message: "URL inválida" },
        { field: "apertura", message: "Debe ser una hora como 14:30" },
        { field: "datos", message: "Debe tener max 10000 crts." },
        { field: "canales", message: "Cada opción debe ser WEB (Web), TEL (Teléfono) o MAIL (Correo)" },
      ],
    });
    const post = await rest("/api/v1/recursos", { method: "POST", body: bad });
    expect(post.status).toBe(400);
    expect(post.body.fields).toEqual({
      sitio: "URL inválida", apertura: "Debe ser una hora como 14:30", datos: "Debe tener max 10000 crts.",
      canales: "Cada opción debe ser WEB (Web), TEL (Teléfono) o MAIL (Correo)",
    });
    // a URL longer than its max is refused before any resolver, as every limited text
    const long = await create({ nombre: `${marker} X`, sitio: `https://a.co/${"x".repeat(120)}` });
    expect(long.errors?.[0].message).toBe("sitio: Debe tener max 120 crts.");
    expect(await stored()).toEqual(before);
  });

  it("filters a time by equality and by range, a list by one of its items, a JSON by its text", async () => {
    expect(await names([{ field: "apertura", operator: "eq", value: "08:30" }])).toEqual(["A"]);
    expect(await names([{ field: "apertura", operator: "between", value: ["08:00", "12:00"] }])).toEqual(["A"]);
    expect(await names([{ field: "apertura", operator: "gte", value: "09:00" }])).toEqual(["B"]);
    expect(await names([{ field: "canales", operator: "contains", value: "WEB" }])).toEqual(["A"]);
    expect(await names([{ field: "canales", operator: "ncontains", value: "WEB" }])).toEqual(["B", "C"]);
    expect(await names([{ field: "canales", operator: "in", value: ["TEL", "MAIL"] }])).toEqual(["A", "B"]);
    expect(await names([{ field: "datos", operator: "contains", value: "cali" }])).toEqual(["A"]);
    expect(await names([{ field: "sitio", operator: "contains", value: "example" }])).toEqual(["A"]);
    const refused = await server.gql(admin, LIST, { filters: [{ field: "canales", operator: "gt", value: "WEB" }] });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    // a JSON is no order of the list
    const ordered = await server.gql(admin, `query { recursosInfo(orders: [{ field: "datos", type: ASC }]) { totalreg } }`);
    expect(ordered.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    // REST: campo=valor holds the rows whose list has the value
    const listed = await rest(`/api/v1/recursos?canales=TEL&nombre_like=${encodeURIComponent(marker)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((r: Row) => r.nombre)).toEqual([`${marker} B`]);
  });

  it("audits only a real change: the same time, JSON (keys in another order) and options (in another order) are no change", async () => {
    const [a] = await stored();
    const UPDATE = `mutation ($id: Int!, $r: RecursoInput!) { updateRecurso(id: $id, recurso: $r) { ${RECORD} } }`;
    const lastChange = async () =>
      (await sql<{ detalle: unknown }>(`SELECT detalle FROM auditoria WHERE entidad = 'Recurso' AND accion = 'Modificar' AND identidad = $1 ORDER BY id DESC LIMIT 1`, [a.id]))[0]?.detalle;
    const same = await server.gql(admin, UPDATE, { id: a.id, r: { apertura: "8:30", datos: { pisos: [1, 2], ciudad: "Cali" }, canales: ["MAIL", "WEB"] } });
    expect(same.errors).toBeUndefined();
    expect(await lastChange()).toEqual({});
    const changed = await server.gql(admin, UPDATE, { id: a.id, r: { apertura: "09:15", canales: ["WEB"] } });
    expect(changed.errors).toBeUndefined();
    expect(await lastChange()).toEqual({ apertura: { antes: "08:30", despues: "09:15" }, canales: { antes: ["WEB", "MAIL"], despues: ["WEB"] } });
    const back = await server.gql(admin, UPDATE, { id: a.id, r: { apertura: "08:30", canales: ["WEB", "MAIL"] } });
    expect(back.errors).toBeUndefined();
    expect(await stored()).toContainEqual(a);
  });

  it("exports each value as the screen words it, and an untouched file imported back changes nothing nor audits a change", async () => {
    const before = await stored();
    const workbook = await exported();
    const row = workbook.worksheets[0].getRow(2);
    expect(row.getCell(column(workbook, "Sitio web")).value).toBe("https://a.example.com/inicio");
    expect(row.getCell(column(workbook, "Apertura")).value).toBe("08:30");
    expect(row.getCell(column(workbook, "Datos")).value).toBe('{"pisos":[1,2],"ciudad":"Cali"}');
    expect(row.getCell(column(workbook, "Canales")).value).toBe("Web, Correo");
    expect(workbook.worksheets[0].getRow(4).getCell(column(workbook, "Canales")).value).toBe("NA");

    const dry = (await (await upload(await bytes(workbook), true)).json()) as { summary: unknown };
    expect(dry.summary).toEqual({ created: 0, updated: 0, unchanged: 3, refused: 0 });
    const res = await upload(await bytes(workbook));
    expect(res.status).toBe(200);
    expect(await stored()).toEqual(before);
    const [entry] = await sql<{ detalle: unknown }>(`SELECT detalle FROM auditoria WHERE entidad = 'Recurso' AND accion = 'Importar' ORDER BY id DESC LIMIT 1`);
    expect(entry.detalle).toMatchObject({ modificados: 0, cambios: [] });
  });

  it("reads an edited file back: labels into values, a JSON text into its value, a spreadsheet time; a cell that is no JSON is refused in the preview", async () => {
    const workbook = await exported();
    const sheet = workbook.worksheets[0];
    sheet.getRow(3).getCell(column(workbook, "Canales")).value = "correo, teléfono";
    sheet.getRow(3).getCell(column(workbook, "Datos")).value = '{"activo": true}';
    sheet.getRow(3).getCell(column(workbook, "Apertura")).value = 0.75;
    const res = await upload(await bytes(workbook));
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await stored();
    expect(after[1]).toMatchObject({ canales: ["TEL", "MAIL"], datos: { activo: true }, apertura: "18:00" });

    sheet.getRow(2).getCell(column(workbook, "Datos")).value = "{activo: true}";
    sheet.getRow(2).getCell(column(workbook, "Sitio web")).value = "ftp://a.example.com";
    const dry = (await (await upload(await bytes(workbook), true)).json()) as { rows: { row: number; errors: unknown[] }[] };
    expect(dry.rows.find((r) => r.row === 2)!.errors).toEqual([
      { column: "Datos", message: "JSON inválido" },
      { column: "Sitio web", message: "URL inválida" },
    ]);
  });

  it("describes each type in OpenAPI: a URI, a time's pattern, any JSON, a list of the options", async () => {
    const doc = await rest("/api/v1/openapi.json");
    const input = doc.body.components.schemas.RecursoInput.properties;
    expect(input.sitio).toMatchObject({ type: ["string", "null"], format: "uri", maxLength: 120 });
    expect(input.apertura).toMatchObject({ type: ["string", "null"], pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" });
    expect(input.datos).toEqual({});
    expect(input.canales).toEqual({ type: ["array", "null"], items: { type: "string", enum: ["WEB", "TEL", "MAIL"] }, uniqueItems: true });
    const record = doc.body.components.schemas.Recurso.properties;
    expect(record.canales).toEqual({ type: "array", items: { type: "string", enum: ["WEB", "TEL", "MAIL"] }, uniqueItems: true });
    expect(doc.body.components.schemas.Recurso.required).toContain("canales");
  });
});
