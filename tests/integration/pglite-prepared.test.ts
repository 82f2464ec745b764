// The embedded database's named prepared statements (server/db/pglite-prepared.ts): a statement marked `prepare`
// is parsed once under its name and bound on every later call, with the same rows as PGlite's own unnamed query;
// a bounded number kept, least recently used closed first; errors leave the backend usable and a stale statement
// is parsed again; a call never runs inside another caller's transaction. Through the server's Database too: the
// list's page runs named, with the contract's date text. No timings.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@server/db/client";
import { createPglitePrepared, type PglitePrepared } from "@server/db/pglite-prepared";
import { preparedName } from "@server/db/prepared";
import { seed } from "@server/db/seed";
import { runList, type FilterArg } from "@server/graphql/paging";
import { VIAJE_COLUMNS, VIAJES_LIST } from "@server/graphql/modules/viajes/fields";
import type { Context } from "@server/context";
import { mapFilters } from "@shared/domain/crud-mapping";
import { TRIPS_LISTS, fixedTripFilters } from "@/custom-pages/trips-list/trips-config";
import { openTestDatabase, type TestDatabase } from "../support/test-databases";

interface PreparedRow {
  name: string;
  runs: number;
}

describe("named prepared statements on PGlite", () => {
  let client: PGlite;
  let prepared: PglitePrepared;
  /** the backend's own record of its named statements and how often each ran */
  const named = () =>
    client.query<PreparedRow>("SELECT name, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements ORDER BY name").then((r) => r.rows);

  // each test gets a backend of its own, cloned from one made for the file (a clone costs less than a new database)
  let base: PGlite;
  beforeAll(async () => {
    base = await PGlite.create();
    await base.exec(`
      CREATE TABLE t (id int PRIMARY KEY, label text, active bool, at timestamptz, tags int[], data jsonb);
      INSERT INTO t VALUES
        (1, 'uno', true, '2026-11-29 10:00:00.123456+00', '{1,2}', '{"a": 1}'),
        (2, 'dos', false, '2026-11-28 09:30:00+00', '{3}', null),
        (3, null, true, null, '{}', '[1, "x"]');
    `);
  });
  afterAll(async () => base.close());
  beforeEach(async () => {
    // clone() is typed as the interface; what it makes is a PGlite
    client = (await base.clone()) as PGlite;
    prepared = createPglitePrepared(client, 2);
  });
  afterEach(async () => client.close());

  const BY_VALUES = "SELECT * FROM t WHERE active = $1 AND id = ANY($2::int[]) AND at IS DISTINCT FROM $3 ORDER BY id";

  it("answers what PGlite's own query answers, values of every kind bound by their types", async () => {
    for (const params of [[true, [1, 3], null], [false, [1, 2, 3], new Date("2026-11-29T10:00:00.123Z")], [true, [], null]]) {
      const expected = (await client.query(BY_VALUES, params)).rows;
      expect(await prepared.query(BY_VALUES, params)).toEqual(expected);
    }
    expect((await prepared.query<{ id: number }>(BY_VALUES, [true, [1, 3], null])).map((r) => r.id)).toEqual([1]);
  });

  it("parses a text once under its name and only binds it on later calls", async () => {
    for (let i = 0; i < 4; i++) await prepared.query(BY_VALUES, [i % 2 === 0, [1, 2, 3], null]);
    expect(await named()).toEqual([{ name: preparedName(BY_VALUES), runs: 4 }]);
    expect(prepared.names()).toEqual([preparedName(BY_VALUES)]);
  });

  it("keeps at most its bound, closing the least recently used statement first", async () => {
    const texts = ["SELECT 1 AS n WHERE $1::int > 0", "SELECT 2 AS n WHERE $1::int > 0", "SELECT 3 AS n WHERE $1::int > 0"];
    await prepared.query(texts[0]!, [1]);
    await prepared.query(texts[1]!, [1]);
    await prepared.query(texts[0]!, [1]); // the first is now the most recently used
    expect(await prepared.query(texts[2]!, [1])).toEqual([{ n: 3 }]);
    expect((await named()).map((r) => r.name).sort()).toEqual([preparedName(texts[0]!), preparedName(texts[2]!)].sort());
    expect(prepared.names()).toEqual([preparedName(texts[0]!), preparedName(texts[2]!)]);
  });

  it("reads with the caller's type parsers (the contract's date text)", async () => {
    const parsers = { 1184: (text: string) => `text:${text}` };
    const [row] = await prepared.query<{ at: string }>("SELECT at FROM t WHERE id = $1", [1], parsers);
    expect(row!.at).toBe("text:2026-11-29 10:00:00.123456+00");
    const [plain] = await prepared.query<{ at: Date }>("SELECT at FROM t WHERE id = $1", [1]);
    expect(plain!.at).toBeInstanceOf(Date);
  });

  it("throws the database's error on a bad value and leaves the backend ready for the next statement", async () => {
    await expect(prepared.query("SELECT id FROM t WHERE id = $1::int", ["no es un número"])).rejects.toMatchObject({ code: "22P02" });
    expect(await prepared.query("SELECT id FROM t WHERE id = $1::int", ["2"])).toEqual([{ id: 2 }]);
    expect((await client.query("SELECT count(*)::int AS n FROM t")).rows).toEqual([{ n: 3 }]);
    await expect(prepared.query("SELEC nada", [])).rejects.toMatchObject({ code: "42601" });
    expect(await prepared.query("SELECT 5 AS n", [])).toEqual([{ n: 5 }]);
  });

  it("parses a statement again after a schema change made it fail", async () => {
    const text = "SELECT * FROM v WHERE id = $1";
    await client.exec("CREATE VIEW v AS SELECT id, label FROM t");
    expect(await prepared.query(text, [1])).toEqual([{ id: 1, label: "uno" }]);
    await client.exec("DROP VIEW v; CREATE VIEW v AS SELECT id, label, active FROM t");
    // the kept plan no longer describes the view's rows: PostgreSQL refuses it once
    const first = await prepared.query(text, [1]).catch((e: Error) => e);
    const rows = first instanceof Error ? await prepared.query(text, [1]) : first;
    expect(rows).toEqual([{ id: 1, label: "uno", active: true }]);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let inserted!: () => void;
    const insertedNow = new Promise<void>((r) => (inserted = r));
    let rollBack!: () => void;
    const rollBackNow = new Promise<void>((r) => (rollBack = r));
    const transaction = client.transaction(async (tx) => {
      await tx.query("INSERT INTO t (id, label) VALUES (9, 'sin confirmar')");
      inserted();
      await rollBackNow;
      await tx.rollback();
    }).catch(() => undefined);
    await insertedNow;
    const counted = prepared.query<{ n: number }>("SELECT count(*)::int AS n FROM t WHERE id > $1", [0]);
    rollBack();
    await transaction;
    // inside the transaction it would have counted the uncommitted row
    expect(await counted).toEqual([{ n: 3 }]);
  });
});

describe("the server's embedded database runs prepared statements named", () => {
  let database: Database;
  let copy: TestDatabase;
  beforeAll(async () => {
    copy = await openTestDatabase("pglite");
    database = copy.database;
    // bench trips on top of the demo data
    await seed(database, { size: "bench", trips: 2000, shape: "realistic" });
  });
  afterAll(async () => copy?.close());

  const ctx = () => ({ database, session: { idempresa: 1, idusuario: 1 } as Context["session"] });
  const FILTERS = mapFilters(fixedTripFilters(TRIPS_LISTS.viajes)) as FilterArg[];
  const names = () => database.query<{ name: string }>("SELECT name FROM pg_prepared_statements").then((r) => r.map((x) => x.name));

  it("names the trips list's page, with the rows and dates of the unnamed statement", async () => {
    const args = { filters: FILTERS, orders: [{ field: "fechahoraproximallamada", type: "ASC" as const }], pagination: { fields: 20, page: 1 } };
    const page = await runList(ctx(), VIAJES_LIST, args, VIAJE_COLUMNS, { timestampsAsIso: true });
    expect(page.data.length).toBeGreaterThan(0);
    expect((await names()).some((n) => n.startsWith("l_"))).toBe(true);
    // the same page through unnamed statements: the list's text run without `prepare`
    const original = database.query.bind(database);
    database.query = ((text: string, params?: unknown[], options?: object) => original(text, params, { ...options, prepare: false })) as typeof database.query;
    try {
      const unnamed = await runList(ctx(), VIAJES_LIST, args, VIAJE_COLUMNS, { timestampsAsIso: true });
      expect(page).toEqual(unnamed);
    } finally {
      database.query = original;
    }
    const dates = page.data.map((r) => (r as { fecha?: unknown }).fecha).filter((d) => d != null);
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
