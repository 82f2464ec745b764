// The plans PostgreSQL picks for the trips list's default view, the history and the statistics on a
// realistic bench history. The SQL is the server's own: the GraphQL request is made and the statements the
// resolver sends to the database are captured, then EXPLAINed with the same parameters. No timings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBench } from "@server/db/seed/bench";
import { mapFilters } from "@shared/domain/crud-mapping";
import { DEFAULT_PAGE_SIZE } from "@shared/config";
import { TRIPS_LISTS, fixedTripFilters } from "@/custom-pages/trips-list/trips-config";
import { historyFixedFilters } from "@/custom-pages/history/history-rules";
import { captureStatements, type Captured } from "./helpers/capture";
import { startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const BENCH_TRIPS = 6000;

const LIST_QUERY = `query ($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  viajes(filters: $filters, orders: $orders, pagination: $pagination) { totalreg data { id idsysestado } }
}`;
const STATISTICS_QUERY = `query ($field: String!, $filters: [FilterInput!]) {
  viajesStadistics(field: $field, filters: $filters) { totalreg data { value total } }
}`;

const dayRange = (days: number): [string, string] => {
  const to = new Date();
  const from = new Date(to.getTime() - days * 86_400_000);
  return [from.toISOString(), to.toISOString()];
};

describe.skipIf(!POSTGRES)("list plans on a realistic history (PostgreSQL)", () => {
  let server: TestServer;
  let headers: AuthHeaders;

  beforeAll(async () => {
    server = await startTestServer({ engine: "postgres" });
    // the realistic shape: a few thousand trips over three years, the newest 0.8 % open; VACUUM ANALYZE after
    await seedBench(server.database, BENCH_TRIPS, { shape: "realistic" });
    headers = await server.auth("admin", "admin123");
  }, 120_000);
  afterAll(async () => server?.close());

  /** the statements `run` sends to the database that read the trips, their view or their kept totals */
  const capture = (run: () => Promise<void>) => captureStatements(server.database, /"viajes(lista|conteo)?"/, run);

  const explain = async ({ text, params }: Captured) =>
    (await server.database.query<{ "QUERY PLAN": string }>(`EXPLAIN ${text}`, params)).map((r) => r["QUERY PLAN"]).join("\n");

  async function listStatements(filters: unknown[], orders?: unknown[]) {
    const seen = await capture(async () => {
      const res = await server.gql<{ viajes: { totalreg: number } }>(headers, LIST_QUERY, {
        filters, ...(orders ? { orders } : {}), pagination: { fields: DEFAULT_PAGE_SIZE, page: 1 },
      });
      expect(res.errors).toBeUndefined();
    });
    const page = seen.find((s) => /\bLIMIT\b/.test(s.text));
    // a total summed from the kept totals rides in the page's statement
    const count = seen.find((s) => /count\(\*\)/.test(s.text)) ?? (page && /sum\(/.test(page.text) ? page : undefined);
    if (!count || !page) throw new Error(`statements not captured: ${seen.map((s) => s.text.slice(0, 80)).join(" | ")}`);
    return { count, page };
  }

  it("is a realistic shape: at most 1 % of the bench trips open, dates spread in id order", async () => {
    const [shape] = await server.database.query<{ open: number; total: number; days: number }>(
      `SELECT count(*) FILTER (WHERE idsysestado NOT IN (4, 7, 14, 15, 16, 17))::int AS open, count(*)::int AS total,
              extract(day FROM max(fecha) - min(fecha))::int AS days
         FROM viajes WHERE id > (SELECT max(id) FROM viajes) - $1`, [BENCH_TRIPS]);
    expect(shape.total).toBe(BENCH_TRIPS);
    expect(shape.open).toBeGreaterThan(0);
    expect(shape.open / shape.total).toBeLessThanOrEqual(0.01);
    expect(shape.days).toBeGreaterThan(3 * 365 - 30);
  });

  it("serves the default trips list (its page and its totalreg) from the open-trips index, integer-typed", async () => {
    const filters = mapFilters(fixedTripFilters(TRIPS_LISTS.viajes));
    const { count, page } = await listStatements(filters);
    const plan = await explain(page);
    expect(plan).not.toMatch(/Seq Scan on viajes\b/);
    expect(plan).not.toMatch(/double precision|numeric/);
    expect(plan).toMatch(/viajes_abiertos_\w+_idx/);
    expect(plan).toMatch(/::integer\[\]/);
    // the page's 20 ids are chosen on "viajes", then only those rows are joined (a deferred join)
    expect(page.text).toMatch(/WHERE "id" = ANY\(ARRAY\(SELECT "id" FROM "viajes" WHERE /);
    expect(await explain(page)).toMatch(/Index Scan using viajes_pkey on viajes v/);
    // the total is the sum of the company's kept totals, in the page's own statement: no trip is counted
    expect(count).toBe(page);
    expect(page.text).toMatch(/\(SELECT coalesce\(sum\("cantidad"\), 0\)::int AS n FROM "viajesconteo" WHERE /);
    expect(plan).toMatch(/on viajesconteo/);
  });

  it("reads the open trips sorted by date from the open trips' date index, not from the company's whole history", async () => {
    // without viajes_abiertos_fecha_idx the page walked the company-date index from the oldest trip (all closed)
    const filters = mapFilters(fixedTripFilters(TRIPS_LISTS.viajes));
    for (const type of ["ASC", "DESC"]) {
      const { page } = await listStatements(filters, [{ field: "fecha", type }]);
      const plan = await explain(page);
      expect(plan).toMatch(/viajes_abiertos_fecha_idx/);
      expect(plan).not.toMatch(/viajes_empresa_fecha_estado_idx|Seq Scan on viajes\b/);
    }
  });

  it("counts and pages by the vehicle's plate on the trips joined to their vehicle, not on the view's eleven joins", async () => {
    const [from, to] = dayRange(30);
    const filters = mapFilters(historyFixedFilters(null)).concat([
      { field: "fecha", operator: "between", value: [from, to] },
      { field: "placa", operator: "contains", value: "A" },
    ]);
    const { count, page } = await listStatements(filters, [{ field: "placa", type: "ASC" }]);
    expect(count.text).toMatch(/^SELECT count\(\*\)::int AS n FROM \(SELECT "viajes"\.\*, ve\."placa"/);
    expect(page.text).toMatch(/WHERE "id" = ANY\(ARRAY\(SELECT "id" FROM \(SELECT "viajes"\.\*, ve\."placa"/);
    const countPlan = await explain(count);
    expect(countPlan).toMatch(/vehiculos/);
    expect(countPlan).not.toMatch(/conductores|rutas|clientes|usuarios|puestoscontrol|Seq Scan on viajes\b/);
    // the view's other tables are joined to the page's rows only
    expect(await explain(page)).not.toMatch(/Seq Scan on viajes\b/);
  });

  it("serves the containers list the same way", async () => {
    const filters = mapFilters(fixedTripFilters(TRIPS_LISTS.contenedorespendientes));
    const { count, page } = await listStatements(filters);
    expect(count).toBe(page);
    const plan = await explain(page);
    expect(plan).toMatch(/on viajesconteo/);
    expect(plan).toMatch(/viajes_abiertos_\w+_idx/);
  });

  it("counts the history's 30-day range from the company-date index alone", async () => {
    const [from, to] = dayRange(30);
    const filters = mapFilters(historyFixedFilters(null)).concat([{ field: "fecha", operator: "between", value: [from, to] }]);
    const { count, page } = await listStatements(filters, [{ field: "fechahoraproximallamada", type: "ASC" }]);
    const countPlan = await explain(count);
    expect(countPlan).toMatch(/Index Only Scan using viajes_empresa_fecha_estado_idx on viajes/);
    expect(countPlan).toMatch(/timestamp with time zone/);
    const pagePlan = await explain(page);
    expect(pagePlan).not.toMatch(/Seq Scan on viajes\b/);
    // sorted by a column no company-wide index follows: the planner reads the range first by itself
    expect(page.text).not.toMatch(/enrango/);
    expect(`${countPlan}\n${pagePlan}`).not.toMatch(/double precision/);
  });

  it("reads the history's range first when sorted by number, not the company's trips in that order", async () => {
    const [from, to] = dayRange(30);
    const filters = mapFilters(historyFixedFilters(null)).concat([{ field: "fecha", operator: "between", value: [from, to] }]);
    const { page } = await listStatements(filters, [{ field: "numero", type: "ASC" }]);
    // the range's rows read first, with only the key and the order's column
    expect(page.text).toMatch(/SELECT "id" FROM \(SELECT "id", "numero" FROM "viajes" WHERE .* OFFSET 0\) AS "enrango" ORDER BY "numero" ASC/);
    const plan = await explain(page);
    expect(plan).toMatch(/viajes_empresa_fecha_estado_idx/);
    expect(plan).not.toMatch(/viajes_empresa_numero_idx|Seq Scan on viajes\b/);
  });

  it("groups the statistics of a 90-day period without a sequential scan of the trips", async () => {
    const [from, to] = dayRange(90);
    const seen = await capture(async () => {
      const res = await server.gql(headers, STATISTICS_QUERY, { field: "ruta", filters: [{ field: "fecha", operator: "between", value: [from, to] }] });
      expect(res.errors).toBeUndefined();
    });
    expect(seen).toHaveLength(1);
    const plan = await explain(seen[0]);
    expect(plan).not.toMatch(/Seq Scan on viajes\b/);
    expect(plan).toMatch(/viajes_empresa_fecha_estado_idx/);
  });
});
