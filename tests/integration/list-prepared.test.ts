// A list's page and count run as named prepared statements on PostgreSQL, one text per list shape
// (LIMIT and OFFSET bound), prepared once per connection and reused; a bounded number of them per connection;
// the generic plan PostgreSQL settles on after five runs keeps the open-trips indexes; lists with range or pattern
// filters keep plans made with their values. No timings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@server/db/client";
import { seedBench } from "@server/db/seed/bench";
import { VIAJE_COLUMNS, VIAJES_LIST } from "@server/graphql/modules/viajes/fields";
import { runList, type FilterArg, type ListArgs, type OrderArg } from "@server/graphql/paging";
import { MAX_PREPARED_TEXT } from "@server/db/prepared";
import { findSessionAnyState } from "@server/auth/session";
import { findInCompany } from "@server/auth/guard";
import type { Context } from "@server/context";
import { mapFilters } from "@shared/domain/crud-mapping";
import { TRIPS_LISTS, fixedTripFilters } from "@/custom-pages/trips-list/trips-config";
import { captureStatements } from "./helpers/capture";
import { startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const IDEMPRESA = 1;

const LIST_QUERY = `query ($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  viajes(filters: $filters, orders: $orders, pagination: $pagination) { totalreg data { id idsysestado } }
}`;

const DEFAULT_FILTERS = mapFilters(fixedTripFilters(TRIPS_LISTS.viajes)) as FilterArg[];
const DEFAULT_ORDER: OrderArg[] = [{ field: "fechahoraproximallamada", type: "ASC" }];
const page = (n: number): ListArgs => ({ filters: DEFAULT_FILTERS, orders: DEFAULT_ORDER, pagination: { fields: 20, page: n } });
/**
 * The same trips with a filter on a column the kept totals are not grouped by (every risk type is not 99): the
 * total is a count of the trips, a statement of its own beside the page
 */
const COUNTED_FILTERS: FilterArg[] = [...DEFAULT_FILTERS, { field: "tiporiesgo", operator: "nin", value: [99] }];
const countedPage = (n: number): ListArgs => ({ ...page(n), filters: COUNTED_FILTERS });

interface PreparedRow {
  name: string;
  statement: string;
  runs: number;
  generic_plans: number;
}

describe.skipIf(!POSTGRES)("list statements prepared on PostgreSQL", () => {
  let server: TestServer;
  let headers: AuthHeaders;
  let url: string;
  const opened: Database[] = [];

  /** a database of one connection on the test database: pg_prepared_statements is that connection's */
  const single = async (preparedPerConnection?: number) => {
    const database = await openDatabase({ url, poolSize: 1, ...(preparedPerConnection ? { preparedPerConnection } : {}) });
    opened.push(database);
    return database;
  };
  const ctxOf = (database: Database) => ({ database, session: { idempresa: IDEMPRESA } as Context["session"] });
  const prepared = (database: Database) =>
    database.query<PreparedRow>(
      `SELECT name, statement, (generic_plans + custom_plans)::int AS runs, generic_plans::int AS generic_plans
         FROM pg_prepared_statements ORDER BY name`);

  beforeAll(async () => {
    server = await startTestServer({ engine: "postgres" });
    // enough open trips for several pages; VACUUM ANALYZE after
    await seedBench(server.database, 6000, { shape: "stress" });
    headers = await server.auth("admin", "admin123");
    const [{ db }] = await server.database.query<{ db: string }>("SELECT current_database() AS db");
    const u = new URL(process.env.TEST_DATABASE_URL as string);
    u.pathname = `/${db}`;
    url = u.toString();
  }, 120_000);
  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => undefined);
    await server?.close();
  });

  it("sends every page of one list shape as the same text, LIMIT and OFFSET bound as integers, to be prepared", async () => {
    const seen = await captureStatements(server.database, /"viajes(lista|conteo)?"/, async () => {
      for (const n of [1, 2]) {
        const res = await server.gql(headers, LIST_QUERY, page(n) as Record<string, unknown>);
        expect(res.errors).toBeUndefined();
      }
    });
    const pages = seen.filter((s) => /\bLIMIT\b/.test(s.text));
    expect(pages).toHaveLength(2);
    // the default view's total (a sum of the kept totals) rides in the page's own statement: one per request
    expect(seen).toHaveLength(2);
    expect(pages[0].text).toMatch(/\(SELECT coalesce\(sum\("cantidad"\), 0\)::int AS n FROM "viajesconteo" WHERE /);
    expect(pages[1].text).toBe(pages[0].text);
    expect(pages[0].text).toMatch(/LIMIT \$\d+::int8 OFFSET \$\d+::int8/);
    expect(pages[0].params.slice(-2)).toEqual([20, 0]);
    expect(pages[1].params.slice(-2)).toEqual([20, 20]);
    expect(seen.every((s) => s.prepare)).toBe(true);
  });

  it("looks up the session of every request as one prepared statement, with the same answers", async () => {
    const database = await single();
    const first = await findSessionAnyState(database, headers.authorization);
    expect(first).toMatchObject({ idempresa: IDEMPRESA, idrol: 3, mustChangePassword: false });
    expect(await findSessionAnyState(database, headers.authorization)).toEqual(first);
    expect(await findSessionAnyState(database, "no-es-una-sesion")).toBeNull();
    const statements = (await prepared(database)).filter((s) => /"sesiones"/.test(s.statement));
    expect(statements).toHaveLength(1);
    expect(statements[0].runs).toBe(3);
  });

  it("reads one trip (the trip detail's first read, on the trips view) as one prepared statement", async () => {
    const database = await single();
    const [{ id }] = await database.query<{ id: number }>(`SELECT "id" FROM "viajes" WHERE "idempresa" = $1 ORDER BY "id" LIMIT 1`, [IDEMPRESA]);
    const trip = await findInCompany<{ id: number }>(ctxOf(database), `"viajeslista"`, id, VIAJE_COLUMNS);
    expect(trip?.id).toBe(id);
    expect(await findInCompany(ctxOf(database), `"viajeslista"`, id, VIAJE_COLUMNS)).toEqual(trip);
    const statements = (await prepared(database)).filter((s) => /"viajeslista"/.test(s.statement));
    expect(statements).toHaveLength(1);
    expect(statements[0].runs).toBe(2);
  });

  it("prepares a shape once on a connection and reuses it, with the answers of unnamed statements", async () => {
    const database = await single();
    const unnamed = { ...database, query: ((text: string, params?: unknown[]) => database.query(text, params)) as Database["query"] };
    expect(await prepared(database)).toEqual([]);
    const first = await runList(ctxOf(database), VIAJES_LIST, page(1), VIAJE_COLUMNS);
    const second = await runList(ctxOf(database), VIAJES_LIST, page(2), VIAJE_COLUMNS);
    const statements = await prepared(database);
    // the page with its total, prepared once and run twice
    expect(statements).toHaveLength(1);
    for (const s of statements) {
      expect(s.name).toMatch(/^l_[0-9a-f]{20}$/);
      expect(s.runs).toBe(2);
    }
    expect(statements.some((s) => /LIMIT \$\d+::int8 OFFSET \$\d+::int8/.test(s.statement))).toBe(true);
    // the same rows and totalreg as the same SQL sent unnamed
    expect(first.data.length).toBe(20);
    expect(second.data.map((r) => r.id)).not.toEqual(first.data.map((r) => r.id));
    expect(first).toEqual(await runList(ctxOf(unnamed), VIAJES_LIST, page(1), VIAJE_COLUMNS));
    expect(second).toEqual(await runList(ctxOf(unnamed), VIAJES_LIST, page(2), VIAJE_COLUMNS));
    expect(await prepared(database)).toHaveLength(1);
  });

  it("settles on generic plans that keep the open-trips indexes", async () => {
    const database = await single();
    for (let n = 1; n <= 8; n++) await runList(ctxOf(database), VIAJES_LIST, page(n), VIAJE_COLUMNS);
    const statements = await prepared(database);
    expect(statements).toHaveLength(1);
    // the page keeps its generic plan
    for (const s of statements) expect(s.generic_plans).toBeGreaterThan(0);
    // and that generic plan reads the open trips' partial indexes, as the custom plans do
    const pageStatement = statements.find((s) => /\bLIMIT\b/.test(s.statement)) as PreparedRow;
    await database.query("SET plan_cache_mode = force_generic_plan");
    try {
      const explain = async (name: string, args: string) =>
        (await database.query<{ "QUERY PLAN": string }>(`EXPLAIN EXECUTE ${name}(${args})`)).map((r) => r["QUERY PLAN"]).join("\n");
      // the total's filters, then the page's, then LIMIT and OFFSET
      const pagePlan = await explain(pageStatement.name, `${IDEMPRESA}, false, ${IDEMPRESA}, false, 20, 40`);
      expect(pagePlan).toMatch(/\$1/); // a generic plan: the parameters stay parameters
      expect(pagePlan).toMatch(/viajes_abiertos_\w+_idx on viajes/);
      expect(pagePlan).not.toMatch(/Seq Scan on viajes\b/);
      // the total: a sum of the company's kept totals (viajesconteo)
      expect(pagePlan).toMatch(/on viajesconteo/);
    } finally {
      await database.query("RESET plan_cache_mode");
    }
  });

  it("plans the page's statement generically from its first run, the count as PostgreSQL chooses, with the same answers", async () => {
    const database = await single();
    const unnamed = { ...database, query: ((text: string, params?: unknown[]) => database.query(text, params)) as Database["query"] };
    const runs = [];
    for (let n = 1; n <= 3; n++) runs.push(await runList(ctxOf(database), VIAJES_LIST, countedPage(n), VIAJE_COLUMNS));
    const statements = await database.query<PreparedRow & { custom_plans: number }>(
      `SELECT name, statement, generic_plans::int AS generic_plans, custom_plans::int AS custom_plans FROM pg_prepared_statements`);
    const pageStatement = statements.find((s) => /\bLIMIT\b/.test(s.statement));
    const countStatement = statements.find((s) => /count\(\*\)/.test(s.statement));
    // the page: never planned with its values; the count: PostgreSQL's first five plans are made with them
    expect(pageStatement).toMatchObject({ generic_plans: 3, custom_plans: 0 });
    expect(countStatement).toMatchObject({ generic_plans: 0, custom_plans: 3 });
    // the same pages as the same SQL sent unnamed (planned with the values)
    for (const [i, run] of runs.entries()) expect(run).toEqual(await runList(ctxOf(unnamed), VIAJES_LIST, countedPage(i + 1), VIAJE_COLUMNS));
    expect(runs[0].data).toHaveLength(20);
    // the count, run between generic pages, keeps PostgreSQL's choice: its first five plans made with the values
    for (let n = 4; n <= 5; n++) await runList(ctxOf(database), VIAJES_LIST, countedPage(n), VIAJE_COLUMNS);
    const [count] = await database.query<{ custom_plans: number }>(
      `SELECT custom_plans::int AS custom_plans FROM pg_prepared_statements WHERE name = $1`, [countStatement!.name]);
    expect(count.custom_plans).toBe(5);
    // an unnamed statement right after a generic statement runs in the automatic mode (planned with its values)
    const generic = await database.query<{ id: number }>(
      `SELECT "id" FROM "viajes" WHERE "idempresa" = $1 ORDER BY "id" LIMIT $2::int8`, [IDEMPRESA, 1], { prepare: true, plan: "generic" });
    expect(generic).toHaveLength(1);
    const [mode] = await database.query<{ mode: string }>("SELECT current_setting('plan_cache_mode') AS mode");
    expect(mode.mode).toBe("auto");
  });

  it("keeps at most the bound of named statements on a connection, least recently used out first", async () => {
    const database = await single(3);
    const orders = ["fechahoraproximallamada", "fechahoraultimallamada", "fechahoraproximogps", "numero", "placa"];
    const shape = (field: string): ListArgs => ({ filters: COUNTED_FILTERS, orders: [{ field, type: "DESC" }], pagination: { fields: 20, page: 1 } });
    for (const field of orders) {
      await runList(ctxOf(database), VIAJES_LIST, shape(field), VIAJE_COLUMNS);
      expect((await prepared(database)).length).toBeLessThanOrEqual(3);
    }
    const kept = (await prepared(database)).map((s) => s.statement);
    expect(kept).toHaveLength(3);
    // the newest two pages and the count every shape shares
    expect(kept.filter((t) => /"numero" DESC/.test(t) || /"placa" DESC/.test(t))).toHaveLength(2);
    expect(kept.filter((t) => /count\(\*\)/.test(t))).toHaveLength(1);
    // a shape deallocated earlier is prepared again and answers as before
    const again = await runList(ctxOf(database), VIAJES_LIST, shape(orders[0]), VIAJE_COLUMNS);
    expect(again.data).toHaveLength(20);
    expect((await prepared(database)).some((s) => /"fechahoraproximallamada" DESC/.test(s.statement))).toBe(true);
    expect((await prepared(database)).length).toBe(3);
  });

  it("leaves a list with a range or a pattern filter unprepared: its plans are made with its values", async () => {
    const database = await single();
    const ranged: ListArgs = {
      filters: [...DEFAULT_FILTERS, { field: "fecha", operator: "between", value: ["2020-01-01T00:00:00.000Z", "2030-01-01T00:00:00.000Z"] }],
      orders: DEFAULT_ORDER, pagination: { fields: 20, page: 1 },
    };
    const searched: ListArgs = { filters: [...DEFAULT_FILTERS, { field: "placa", operator: "contains", value: "A" }], pagination: { fields: 20, page: 1 } };
    const first = await runList(ctxOf(database), VIAJES_LIST, ranged, VIAJE_COLUMNS);
    await runList(ctxOf(database), VIAJES_LIST, searched, VIAJE_COLUMNS);
    expect(first.data).toHaveLength(20);
    expect(await prepared(database)).toEqual([]);
  });

  it("runs a text longer than the bound unnamed", async () => {
    const database = await single();
    const text = `SELECT 1 AS n /* ${"x".repeat(MAX_PREPARED_TEXT)} */`;
    expect(await database.query(text, [], { prepare: true })).toEqual([{ n: 1 }]);
    expect(await database.query("SELECT 1 AS n", [], { prepare: true })).toEqual([{ n: 1 }]);
    expect((await prepared(database)).map((s) => s.statement)).toEqual(["SELECT 1 AS n"]);
  });
});
