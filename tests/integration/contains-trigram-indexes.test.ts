// Every text a list of a large table searches with `contains` (lower(column) LIKE '%…%') has a trigram index on
// that very expression: the trips' own columns (the texts of the view taken from a master table search its few
// rows) and the audit log's. Derived from the lists' field tables, so a new searchable column needs its index.
// On PostgreSQL, with a history of thousands of trips, a rare search text reads that index, not the table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBench } from "@server/db/seed/bench";
import { VIAJES_LIST } from "@server/graphql/modules/viajes/fields";
import { AUDITORIA_LIST } from "@server/graphql/modules/auditoria/resolvers";
import type { ListSpec } from "@server/graphql/paging";
import { captureStatements, type Captured } from "./helpers/capture";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

/** the searchable text columns of a list that are stored in its large table, by the column's name */
function searchedColumns(list: ListSpec, storedInTable: (field: ListSpec["fields"][string]) => boolean): string[] {
  const columns = Object.values(list.fields)
    .filter((f) => f.kind === "text" && f.filterable !== false && storedInTable(f))
    .map((f) => /^"(\w+)"$/.exec(f.sql)![1]);
  return [...new Set(columns)].sort();
}

// the trips: a field the count may read from "viajes" itself is one of its columns; the audit log is its table
const LARGE_TABLES: [table: string, columns: string[]][] = [
  ["viajes", searchedColumns(VIAJES_LIST, (f) => f.inCountFrom === true)],
  ["auditoria", searchedColumns(AUDITORIA_LIST, () => true)],
];

describe.each(enginesOf(import.meta.url, "both"))("trigram indexes of the contains searches on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, seed: "none" });
  });
  afterAll(async () => server?.close());

  it("the lists search columns of both large tables (the derivation finds them)", () => {
    expect(LARGE_TABLES[0][1]).toEqual(expect.arrayContaining(["numero", "lugar", "novedad", "mercancias"]));
    expect(LARGE_TABLES[0][1]).not.toContain("placa");
    expect(LARGE_TABLES[1][1]).toEqual(["accion", "entidad", "usuario"]);
  });

  it.each(LARGE_TABLES)("every searched column of %s has a trigram index on lower(column)", async (table, columns) => {
    const indexes = await server.database.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1`, [table]);
    const missing = columns.filter((column) => !indexes.some(({ indexdef }) =>
      new RegExp(`USING gin \\(lower\\(("?)${column}\\1\\) gin_trgm_ops\\)`).test(indexdef)));
    expect(missing).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a contains search on a history of thousands of trips (PostgreSQL)", () => {
  let server: TestServer;
  let headers: AuthHeaders;
  beforeAll(async () => {
    server = await startTestServer({ engine: "postgres" });
    await seedBench(server.database, 6000, { shape: "realistic" });
    headers = await server.auth("admin", "admin123");
  }, 120_000);
  afterAll(async () => server?.close());

  const explain = async ({ text, params }: Captured) =>
    (await server.database.query<{ "QUERY PLAN": string }>(`EXPLAIN ${text}`, params)).map((r) => r["QUERY PLAN"]).join("\n");

  it.each(["numerocontenedor", "lugar", "documentocliente"])("a rare text in %s is looked up in its trigram index", async (field) => {
    const seen = await captureStatements(server.database, /"viajes(lista)?"/, async () => {
      const res = await server.gql(headers, `query ($f: [FilterInput!]) { viajes(filters: $f, pagination: { fields: 10, page: 1 }) { totalreg } }`,
        { f: [{ field, operator: "contains", value: "qzxw" }] });
      expect(res.errors).toBeUndefined();
    });
    const count = seen.find((s) => /count\(\*\)/.test(s.text));
    expect(count).toBeDefined();
    const plan = await explain(count!);
    expect(plan).toContain(`viajes_${field}_trgm_idx`);
    expect(plan).not.toMatch(/Seq Scan on viajes/);
  });
});
