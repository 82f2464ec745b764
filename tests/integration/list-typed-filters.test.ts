// The trips' filters bound as their columns' own types (int4, timestamptz, text, bool), without the
// NULL branch on NOT NULL columns and counted on "viajes" itself, select the very rows the untyped binding did.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBench } from "@server/db/seed/bench";
import { VIAJE_FIELDS, VIAJES_LIST } from "@server/graphql/modules/viajes/fields";
import { runList, type FilterArg, type ListSpec } from "@server/graphql/paging";
import type { Context } from "@server/context";
import { enginesOf, startTestServer, type TestServer } from "./helpers/server";

/** the spec as it was before: no declared types, no NOT NULL facts, counted and paged on the view */
const UNTYPED: ListSpec = {
  ...VIAJES_LIST,
  countFrom: undefined,
  countFromJoined: undefined,
  fields: Object.fromEntries(Object.entries(VIAJE_FIELDS).map(([name, f]) => [name, { sql: f.sql, kind: f.kind }])),
};

const day = 86_400_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

const CASES: [string, FilterArg[]][] = [
  ["the trips list's default", [
    { field: "devolviendocontenedor", operator: "eq", value: false },
    { field: "idsysestado", operator: "nin", value: [4, 7, 12, 14, 13, 15, 8, 17, 16] },
  ]],
  ["the history's default", [
    { field: "idsysestado", operator: "nin", value: [1, 2, 3, 5, 6, 8, 9, 10, 11, 12, 13] },
    { field: "fecha", operator: "between", value: [iso(400 * day), iso(0)] },
  ]],
  ["int in", [{ field: "idsysestado", operator: "in", value: [1, 10, "7"] }]],
  ["int eq / ne", [{ field: "idsysestado", operator: "eq", value: 10 }, { field: "tiporiesgo", operator: "ne", value: 2 }]],
  ["int gte / lt / between", [
    { field: "tiporiesgo", operator: "gte", value: 1 }, { field: "tiporiesgo", operator: "lt", value: 4 },
    { field: "id", operator: "between", value: [1, 100_000] },
  ]],
  ["nullable int nin / ne", [{ field: "idvehiculo", operator: "nin", value: [1, 2, 3] }, { field: "idproximopuestocontrol", operator: "ne", value: 1 }]],
  ["view-only int in (joined, renamed)", [{ field: "idclientes", operator: "in", value: [1, 2, 3] }, { field: "idorigen", operator: "ne", value: 1 }]],
  ["ints beyond int4", [{ field: "idsysestado", operator: "in", value: [1.5, 10, 1e12] }, { field: "id", operator: "lt", value: 1e10 }]],
  ["dates", [
    { field: "fechahoraultimallamada", operator: "gte", value: iso(30 * day) },
    { field: "fechahoraproximallamada", operator: "lt", value: iso(-day) },
  ]],
  ["view-only dates", [{ field: "ultimo_reporte_gps", operator: "between", value: [iso(90 * day), iso(0)] }]],
  ["text", [{ field: "numero", operator: "ne", value: "10000005" }, { field: "placa", operator: "contains", value: "a" }]],
  // counted and paged on the trips joined to their vehicle alone
  ["the vehicle's columns", [
    { field: "idsysestado", operator: "nin", value: [4, 7, 14, 15, 16, 17] },
    { field: "placa", operator: "ncontains", value: "b" },
    { field: "$or", value: [{ field: "tipovehiculo", operator: "contains", value: "a" }, { field: "nombrepropietariovehiculo", operator: "isnull" }] },
  ]],
  ["text in / eq", [{ field: "estado", operator: "in", value: ["EN RUTA", "TERMINADO"] }, { field: "mercancias", operator: "eq", value: "MERCANCIA GENERAL" }]],
  ["booleans", [{ field: "indicadorurgente", operator: "eq", value: true }, { field: "retenerviaje", operator: "ne", value: true }]],
  ["$or of int and date", [{ field: "$or", value: [
    { field: "idsysestado", operator: "in", value: [10] },
    { field: "fecha", operator: "gte", value: iso(10 * day) },
  ] }]],
  ["isnull", [{ field: "idproximopuestocontrol", operator: "isnull" }]],
];

describe.each(enginesOf(import.meta.url, "both"))("typed trips filters select the same rows (%s)", (engine) => {
  let server: TestServer;
  let ctx: Pick<Context, "database" | "session">;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    await seedBench(server.database, 1500, { shape: "stress" });
    await seedBench(server.database, 1500, { shape: "realistic" });
    ctx = { database: server.database, session: { idempresa: 1 } as Context["session"] };
  }, 120_000);
  afterAll(async () => server?.close());

  it("declares each typed field with its column's type in the trips view", async () => {
    const columns = await server.database.query<{ name: string; type: string }>(
      `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
        WHERE a.attrelid = 'viajeslista'::regclass AND a.attnum > 0`);
    const types = new Map(columns.map((c) => [c.name, c.type]));
    const names = { int4: "integer", int8: "bigint", float8: "double precision", timestamptz: "timestamp with time zone", text: "text", bool: "boolean" } as Record<string, string>;
    const typed = Object.values(VIAJE_FIELDS).filter((f) => f.type);
    expect(typed.length).toBeGreaterThan(50);
    for (const f of typed) expect(types.get(f.sql.replaceAll('"', "")), f.sql).toBe(names[f.type as string]);
    // NOT NULL facts: the column holds no NULL in the seeded trips
    for (const f of Object.values(VIAJE_FIELDS).filter((x) => x.notNull)) {
      const [row] = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "viajeslista" WHERE ${f.sql} IS NULL`);
      expect(row.n, f.sql).toBe(0);
    }
  });

  it.each(CASES)("%s", async (_name, filters) => {
    const pagination = { fields: 500, page: 1 };
    // by id, by the trip's number, by the vehicle's plate (its page's keys chosen on the trips joined to their
    // vehicle) and by date; a date range is read first unless the page is ordered by date
    const byField = (field: string, type: "ASC" | "DESC") => [{ field, type }];
    for (const orders of [byField("id", "ASC"), byField("numero", "ASC"), byField("placa", "DESC"), byField("fecha", "DESC")]) {
      const typed = await runList<{ id: number }>(ctx, VIAJES_LIST, { filters, orders, pagination }, `"id"`);
      const untyped = await runList<{ id: number }>(ctx, UNTYPED, { filters, orders, pagination }, `"id"`);
      expect(typed.totalreg).toBe(untyped.totalreg);
      expect(typed.data.map((r) => r.id)).toEqual(untyped.data.map((r) => r.id));
    }
    const typed = await runList<{ id: number }>(ctx, VIAJES_LIST, { filters, pagination }, `"id"`);
    // each case selects something and leaves something out, or it would prove little
    const [all] = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "viajes" WHERE "idempresa" = 1`);
    expect(typed.totalreg).toBeGreaterThan(0);
    expect(typed.totalreg).toBeLessThan(all.n);
  });
});
