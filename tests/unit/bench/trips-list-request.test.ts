// The bench's trips-list request is the Seguimiento screen's: the same document text and variables the app's
// data provider puts in the request body for the list's default view, with the list's columns, the timers'
// settings, the estimated arrival and the triage fields; and the screen builds its request from the module the
// bench reads.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Client, fetchExchange } from "@urql/core";
import { TABLE_IDS } from "@shared/config";
import { createDataProvider } from "@/providers/data";
import { TRIPS_LISTS } from "@/custom-pages/trips-list/trips-config";
import { ETA_SELECTION } from "@/custom-pages/fleet-map/queries";
import {
  TRIPS_LIST_EXTRA_FIELDS, tripsListFixedFilters, tripsTableMeta, tripsTableSelection,
} from "@/custom-pages/trips-list/list-request";
import { TABLE_DEFINITIONS } from "../../../server/db/seed/tables";
import { BARE_PAGE_FIELDS, bareViewRequest, defaultViewRequest } from "../../../bench/trips-list-request";
import { distinctRequests } from "../../../bench/trips-list-floor";

const COLUMN_FIELDS = TABLE_DEFINITIONS.find((t) => t.id === TABLE_IDS.viajes)!.columns.map((c) => c.field);

/** the body the app's data provider sends for `getList` with these parameters (the answer is an empty page) */
async function sentBody(params: Parameters<ReturnType<typeof createDataProvider>["getList"]>[0]) {
  const bodies: { query: string; variables: Record<string, unknown> }[] = [];
  const client = new Client({
    url: "http://127.0.0.1/graphql",
    exchanges: [fetchExchange],
    fetch: (async (_url: string, init: { body: string }) => {
      bodies.push(JSON.parse(init.body) as { query: string; variables: Record<string, unknown> });
      return new Response(JSON.stringify({ data: { viajes: { data: [], totalreg: 0 } } }), { headers: { "content-type": "application/json" } });
    }) as unknown as typeof fetch,
  });
  await createDataProvider(client).getList(params);
  expect(bodies).toHaveLength(1);
  return bodies[0]!;
}

/** the parameters Refine's useTable gives the provider on the screen's first page (use-trips-table) */
const screenParams = (page: number, pageSize: number) => ({
  resource: "viajes",
  meta: tripsTableMeta(tripsTableSelection(TRIPS_LIST_EXTRA_FIELDS, COLUMN_FIELDS)),
  filters: tripsListFixedFilters(TRIPS_LISTS.viajes),
  sorters: [],
  pagination: { currentPage: page, pageSize, mode: "server" as const },
});

describe("the bench's trips-list request", () => {
  it("is the document and variables the screen's data provider sends", async () => {
    for (const [page, pageSize] of [[1, 20], [3, 20], [2, 17]] as const) {
      const body = await sentBody(screenParams(page, pageSize));
      const bench = defaultViewRequest(COLUMN_FIELDS, page, pageSize);
      expect(bench.query).toBe(body.query);
      expect(bench.variables).toEqual(body.variables);
    }
  });

  it("asks for the list's columns, the timers' settings, the estimated arrival and the triage fields", () => {
    const { query } = defaultViewRequest(COLUMN_FIELDS);
    const selection = tripsTableSelection(TRIPS_LIST_EXTRA_FIELDS, COLUMN_FIELDS);
    expect(selection.length).toBeGreaterThanOrEqual(50);
    expect(TRIPS_LIST_EXTRA_FIELDS).toContain(ETA_SELECTION);
    expect(query.replace(/\s+/g, " ")).toContain(ETA_SELECTION);
    for (const field of [...COLUMN_FIELDS, "idusuarioatendiendo", "silenciadohasta", "alerta_llamada"]) {
      expect(query).toMatch(new RegExp(`\\b${field}\\b`));
    }
  });

  it("is built from the module the screen builds its own request with", () => {
    const page = readFileSync(join(process.cwd(), "src/custom-pages/trips-list/TripsListPage.tsx"), "utf8");
    const table = readFileSync(join(process.cwd(), "src/custom-pages/trips-list/use-trips-table.ts"), "utf8");
    expect(page).toContain("extraFields: TRIPS_LIST_EXTRA_FIELDS,");
    expect(page).toContain("tripsListFixedFilters(config, levelFilters(triage.level))");
    expect(table).toContain("tripsTableSelection(options.extraFields, columns.all.map((c) => c.field))");
    expect(table).toContain("meta: tripsTableMeta(selection),");
  });

  it("sends distinct pages for the concurrent runs, so none shares another's run", () => {
    const requests = distinctRequests(COLUMN_FIELDS, 728, 100);
    expect(new Set(requests.map((r) => JSON.stringify(r.variables.pagination))).size).toBe(100);
    expect(new Set(requests.map((r) => r.query)).size).toBe(1);
    // every page lies within the list
    for (const r of requests) {
      const { fields, page } = r.variables.pagination as { fields: number; page: number };
      expect((page - 1) * fields).toBeLessThan(728);
    }
  });

  it("weighs the screen's selection against a bare page of the same trips: same variables, nine fields", () => {
    for (const [page, pageSize] of [[1, 20], [4, 17]] as const) {
      const bare = bareViewRequest(page, pageSize);
      expect(bare.variables).toEqual(defaultViewRequest(COLUMN_FIELDS, page, pageSize).variables);
      const selection = /data\s*\{([^}]*)\}/.exec(bare.query)![1]!.trim().split(/\s+/);
      expect(selection).toEqual(["id", ...BARE_PAGE_FIELDS]);
    }
  });
});
