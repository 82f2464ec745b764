// A list of texts (`array: true` on a text field) through the real server, on a test-only master (Aseguradoras)
// whose list has a length per item: its table is created from its definition (the length applies to each item, so
// no length CHECK reads the JSON column); a create without it or an update clearing it stores [] and never null; its
// items are trimmed, one too long or holding a comma is refused in Spanish naming the field; "contains" finds a
// record by any of its items whatever the case; REST creates without it. PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityTableSql } from "../support/entity-table-sql";
import { aseguradorasEntity } from "../fixtures/aseguradoras/entity";
import { entities as registry } from "@entities";

const FIELDS = "id nombre ramos riesgo vigencia";
const CREATE = `mutation ($a: AseguradoraInput!) { createAseguradora(aseguradora: $a) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $a: AseguradoraInput!) { updateAseguradora(id: $id, aseguradora: $a) { ${FIELDS} } }`;
const LIST = `query ($filters: [FilterInput!], $orders: [OrderInput!]) { aseguradorasInfo(filters: $filters, orders: $orders) { totalreg data { id nombre ramos } } }`;

type Row = { id: number; nombre: string; ramos: string[] };

describe.each(enginesOf(import.meta.url, "both"))("a list of texts on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let seq = 0;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const create = (extra: Record<string, unknown>) =>
    server.gql<{ createAseguradora: Row }>(admin, CREATE, { a: { nombre: `ASEGURADORA ${engine} ${++seq}`, ...extra } });
  const count = async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM aseguradoras_prueba`))[0].n;

  beforeAll(async () => {
    // the table as the migration creates it: a length per item gives it no CHECK over the JSON column
    const statements = await entityTableSql(aseguradorasEntity);
    expect(statements.join("\n")).toMatch(/char_length\("aseguradoras_prueba"\."nombre"\) <= 60/);
    expect(statements.join("\n")).not.toMatch(/char_length\([^)]*"ramos"\)/);
    server = await startTestServer({ entities: [...registry, aseguradorasEntity], engine, setupSql: statements.join(";\n") });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("stores one item per value, trimmed, blanks left out", async () => {
    const made = await create({ ramos: [" Carga ", "Vida", "  "] });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createAseguradora.ramos).toEqual(["Carga", "Vida"]);
    const [row] = await sql<{ ramos: unknown }>(`SELECT ramos FROM aseguradoras_prueba WHERE id = $1`, [made.data!.createAseguradora.id]);
    expect(row.ramos).toEqual(["Carga", "Vida"]);
  });

  it("a create without it stores [], and an update sending null clears it to [], never null", async () => {
    const made = await create({});
    expect(made.errors).toBeUndefined();
    expect(made.data!.createAseguradora.ramos).toEqual([]);
    const id = made.data!.createAseguradora.id;
    const filled = await server.gql<{ updateAseguradora: Row }>(admin, UPDATE, { id, a: { ramos: ["Hogar"] } });
    expect(filled.data!.updateAseguradora.ramos).toEqual(["Hogar"]);
    const cleared = await server.gql<{ updateAseguradora: Row }>(admin, UPDATE, { id, a: { ramos: null } });
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.updateAseguradora.ramos).toEqual([]);
    const kept = await server.gql<{ updateAseguradora: Row }>(admin, UPDATE, { id, a: { nombre: `RENOMBRADA ${engine}` } });
    expect(kept.data!.updateAseguradora.ramos).toEqual([]);
    const [row] = await sql<{ ramos: unknown }>(`SELECT ramos FROM aseguradoras_prueba WHERE id = $1`, [id]);
    expect(row.ramos).toEqual([]);
  });

  it.each([
    ["an item over its length", ["x".repeat(21)], "ramos: Cada elemento debe tener max 20 crts."],
    ["an item holding a comma", ["Carga, Vida"], "ramos: Ningún elemento puede tener comas"],
  ])("refuses %s in Spanish, writing nothing", async (_name, ramos, message) => {
    const before = await count();
    const res = await create({ ramos });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    expect(await count()).toBe(before);
  });

  it("accepts an item at its length", async () => {
    const res = await create({ ramos: ["x".repeat(20)] });
    expect(res.errors).toBeUndefined();
  });

  it("is filtered by 'contains' on any item, whatever its case, and ordered", async () => {
    const target = await create({ ramos: ["Responsabilidad", "Transporte"] });
    const other = await create({ ramos: ["Salud"] });
    const listed = await server.gql<{ aseguradorasInfo: { data: Row[] } }>(admin, LIST, {
      filters: [{ field: "ramos", operator: "contains", value: "TRANSPOR" }],
      orders: [{ field: "ramos", type: "ASC" }],
    });
    expect(listed.errors).toBeUndefined();
    const ids = listed.data!.aseguradorasInfo.data.map((r) => r.id);
    expect(ids).toContain(target.data!.createAseguradora.id);
    expect(ids).not.toContain(other.data!.createAseguradora.id);
    const empty = await server.gql<{ aseguradorasInfo: { data: Row[] } }>(admin, LIST, { filters: [{ field: "ramos", operator: "isnull", value: true }] });
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.aseguradorasInfo.data.every((r) => r.ramos.length === 0)).toBe(true);
  });

  it("REST creates a record without it (201, [] stored) and refuses a long item with 400 naming the field", async () => {
    const post = (body: Record<string, unknown>) =>
      fetch(`${server.url}/api/v1/aseguradoras`, { method: "POST", headers: { "content-type": "application/json", ...admin }, body: JSON.stringify(body) });
    const made = await post({ nombre: `REST ${engine}` });
    expect(made.status).toBe(201);
    expect(((await made.json()) as Row).ramos).toEqual([]);
    const refused = await post({ nombre: `REST ${engine} 2`, ramos: ["y".repeat(21)] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Cada elemento debe tener max 20 crts.");
  });
});
