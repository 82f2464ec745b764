// The trips list ordered or filtered by a column of the view's joined tables (a trip's client, route, state,
// controller…): the page's keys are chosen on the view reading only "id", so PostgreSQL joins, for every matching
// trip, only the tables those filters and orders name, and the view's other joins are made for the page's rows.
// The pages and totals equal the same list read in one statement over the whole view. No timings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBench } from "@server/db/seed/bench";
import { VIAJE_COLUMNS, VIAJES_LIST } from "@server/graphql/modules/viajes/fields";
import { runList, type FilterArg, type ListArgs, type ListSpec, type OrderArg } from "@server/graphql/paging";
import type { Context } from "@server/context";
import { mapFilters } from "@shared/domain/crud-mapping";
import { TRIPS_LISTS, fixedTripFilters } from "@/custom-pages/trips-list/trips-config";
import { captureStatements } from "./helpers/capture";
import { enginesOf, startTestServer, type TestServer } from "./helpers/server";

const DEFAULT_FILTERS = mapFilters(fixedTripFilters(TRIPS_LISTS.viajes)) as FilterArg[];
/** the same list without its keyed table: every page one statement over the whole view (the reference) */
const WHOLE_VIEW: ListSpec = { ...VIAJES_LIST, countFrom: undefined, countFromJoined: undefined, countTotals: undefined };

const CASES: [string, FilterArg[], OrderArg[]][] = [
  ["by client", DEFAULT_FILTERS, [{ field: "cliente", type: "ASC" }]],
  ["by route, descending", DEFAULT_FILTERS, [{ field: "ruta", type: "DESC" }]],
  ["by state, then number", DEFAULT_FILTERS, [{ field: "estado", type: "ASC" }, { field: "numero", type: "DESC" }]],
  ["by controller", DEFAULT_FILTERS, [{ field: "controlador", type: "DESC" }]],
  ["by next control post, filtered by client", [...DEFAULT_FILTERS, { field: "cliente", operator: "contains", value: "a" }], [{ field: "proximopuestocontrol", type: "ASC" }]],
];

/** the tables a plan (EXPLAIN's JSON) reads under `node` */
function relations(node: PlanNode): string[] {
  return [...(node["Relation Name"] ? [node["Relation Name"]] : []), ...(node.Plans ?? []).flatMap(relations)];
}
interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Parent Relationship"?: string;
  Plans?: PlanNode[];
}

describe.each(enginesOf(import.meta.url, "both"))("a trips page ordered by the view's joined columns on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    // most trips open: the default view holds most of the company's trips
    await seedBench(server.database, 3000, { shape: "stress" });
  }, 120_000);
  afterAll(async () => server?.close());

  const ctx = () => ({ database: server.database, session: { idempresa: 1, idusuario: 1 } as Context["session"] });
  const page = (spec: ListSpec, args: ListArgs) => runList<{ id: number }>(ctx(), spec, args, VIAJE_COLUMNS);

  it.each(CASES)("%s: the same pages and total as one statement over the whole view, keys chosen on the view", async (_name, filters, orders) => {
    for (const n of [1, 3]) {
      const args = { filters, orders, pagination: { fields: 20, page: n } };
      let deferred: Awaited<ReturnType<typeof page>> | undefined;
      const seen = await captureStatements(server.database, /\bLIMIT\b/, async () => {
        deferred = await page(VIAJES_LIST, args);
      });
      const whole = await page(WHOLE_VIEW, args);
      expect(deferred!.data.length).toBe(20);
      expect(deferred!.data).toEqual(whole.data);
      expect(deferred!.totalreg).toBe(whole.totalreg);
      expect(seen.map((s) => s.text)).toEqual([expect.stringMatching(/WHERE "id" = ANY\(ARRAY\(SELECT "id" FROM "viajeslista" WHERE /)]);
    }
  });

  it("joins every matching trip only to the table its order names", async () => {
    const args = { filters: DEFAULT_FILTERS, orders: [{ field: "cliente", type: "ASC" as const }], pagination: { fields: 20, page: 2 } };
    const [statement] = await captureStatements(server.database, /\bLIMIT\b/, () => page(VIAJES_LIST, args));
    const [row] = await server.database.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (FORMAT JSON) ${statement!.text}`, statement!.params);
    const plan = row!["QUERY PLAN"];
    const root = (typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
    // the keys' subplan reads the trips and their clients; the view's other tables only in the outer join
    const keys = (root.Plans ?? []).flatMap(function inits(node: PlanNode): PlanNode[] {
      return [...(node["Parent Relationship"] === "InitPlan" ? [node] : []), ...(node.Plans ?? []).flatMap(inits)];
    }).filter((node) => relations(node).includes("viajes"));
    expect(keys).toHaveLength(1);
    expect([...new Set(relations(keys[0]!))].sort()).toEqual(["clientes", "viajes"]);
    expect(relations(root)).toEqual(expect.arrayContaining(["conductores", "vehiculos", "rutas", "usuarios"]));
  });
});
