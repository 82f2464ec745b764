// Latency of the trips-list screens on bench-size data, through the real server over HTTP, next to the same
// SQL run directly (runList: the resolver's own statements, without GraphQL and HTTP):
// - the original three-filter page (page size 20, three filters, an order, totalreg): matchingTrips, graphqlOverHttp, rawSql;
// - defaultView: the trips list as the browser opens it (its fixed filters, the company's order), issue 15;
// - history30Days: the history's page for the last 30 days; statisticsRuta90Days: the statistics by ruta over 90 days;
// - etaColumn: the trips list's default page with its timer columns and settings, without and with the ETA
//   column (the estimate each trip keeps), the two kinds of request taking turns so both see the same machine.
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app";
import type { Database } from "../server/db/client";
import { createLiveBus } from "../server/live/bus";
import { VIAJE_COLUMNS, VIAJES_LIST } from "../server/graphql/modules/viajes/fields";
import { companyTripOrder } from "../server/graphql/modules/viajes/company-order";
import { runList, type FilterArg, type OrderArg } from "../server/graphql/paging";
import type { Context } from "../server/context";
import { TRIPS_LISTS, fixedTripFilters } from "../src/custom-pages/trips-list/trips-config";
import { historyFixedFilters } from "../src/custom-pages/history/history-rules";
import { mapFilters } from "../src/domain/crud-mapping";
import { TIMER_COLUMNS, TIMER_SETTING_FIELDS } from "../src/domain/timers";
import { ETA_SELECTION } from "../src/custom-pages/fleet-map/queries";
import { summarize, timeIt } from "./stats";

const QUERY = `query Bench($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  viajes(filters: $filters, orders: $orders, pagination: $pagination) {
    totalreg
    data { id numero placa nombreconductor ruta estado tiporiesgo fechahoraproximallamada fechahoraultimallamada }
  }
}`;
/** the trips list's page as the browser asks for it (its timer columns and their settings), with or without the ETA */
const listPage = (eta: boolean) => `query BenchList($filters: [FilterInput!], $pagination: PaginationInput) {
  viajes(filters: $filters, pagination: $pagination) {
    totalreg
    data { id numero placa nombreconductor ruta estado tiporiesgo ultimoevento fechahoraultimoevento ${Object.keys(TIMER_COLUMNS).join(" ")}
      ${TIMER_SETTING_FIELDS.join(" ")} ${eta ? ETA_SELECTION : ""} }
  }
}`;
const STATISTICS = `query Stats($field: String!, $filters: [FilterInput!]) {
  viajesStadistics(field: $field, filters: $filters) { totalreg data { value total } }
}`;

const EXCLUDED_STATES = [4, 7, 14, 15, 16, 17];
const DAY_MS = 86_400_000;

function lastDays(days: number): FilterArg {
  const to = new Date();
  return { field: "fecha", operator: "between", value: [new Date(to.getTime() - days * DAY_MS).toISOString(), to.toISOString()] };
}

export async function benchViajes(database: Database, requests = 200) {
  const live = createLiveBus();
  const app = createApp({ database, live });
  await new Promise<void>((r) => app.server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123", extra: { code: 12 } }),
    });
    const { token, idempresa } = (await login.json()) as { token: string; idempresa: number };
    const headers = { "content-type": "application/json", authorization: token, idapp: "12", idempresa: String(idempresa) };
    const ctx = { database, session: { idempresa } as Context["session"] };
    const warmUp = Math.min(10, requests);

    const send = (query: string, variables: unknown) =>
      fetch(`${base}/graphql`, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
    const post = async <T>(query: string, variables: unknown): Promise<T> => {
      // a kept-alive socket the server closed while the direct SQL runs were timed fails the next request once
      // (ECONNRESET): these queries only read, so that one is sent again
      const res = await send(query, variables).catch((e: { cause?: { code?: string } }) => {
        if (e.cause?.code === "ECONNRESET") return send(query, variables);
        throw e;
      });
      const body = (await res.json()) as { data?: T; errors?: unknown };
      if (!body.data) throw new Error(`bench query failed: ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    /** warm-up, then `requests` timed calls of `call(i)` */
    const timed = async (call: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < warmUp; i++) await call(i);
      const samples: number[] = [];
      for (let i = 0; i < requests; i++) samples.push(await timeIt(() => call(i)));
      return summarize(samples);
    };
    /** one list screen: its pages 1-10 over HTTP and through runList; orders null: the company's order */
    const listScreen = async (filters: FilterArg[], orders: OrderArg[] | null) => {
      let totalreg = 0;
      const variables = (i: number) => ({ filters, ...(orders ? { orders } : {}), pagination: { fields: 20, page: 1 + (i % 10) } });
      const graphqlOverHttp = await timed(async (i) => {
        totalreg = (await post<{ viajes: { totalreg: number } }>(QUERY, variables(i))).viajes.totalreg;
      });
      const rawSql = await timed(async (i) =>
        runList(ctx, VIAJES_LIST, { filters, orders: orders ?? (await companyTripOrder(ctx)), pagination: variables(i).pagination }, VIAJE_COLUMNS));
      return { totalreg, graphqlOverHttp, rawSql };
    };

    const original = await listScreen(
      [
        { field: "idsysestado", operator: "nin", value: EXCLUDED_STATES },
        { field: "tiporiesgo", operator: "gte", value: 1 },
        { field: "devolviendocontenedor", operator: "eq", value: false },
      ],
      [{ field: "fechahoraproximallamada", type: "ASC" }],
    );
    const defaultView = await listScreen(mapFilters(fixedTripFilters(TRIPS_LISTS.viajes)) as FilterArg[], null);
    const history30Days = await listScreen(
      [...(mapFilters(historyFixedFilters(null)) as FilterArg[]), lastDays(30)],
      [{ field: "fechahoraproximallamada", type: "ASC" }],
    );
    // the ETA column's cost: the same page without and with it, one of each in turn
    const listFilters = mapFilters(fixedTripFilters(TRIPS_LISTS.viajes)) as FilterArg[];
    const listVariables = (i: number) => ({ filters: listFilters, pagination: { fields: 20, page: 1 + (i % 10) } });
    for (let i = 0; i < warmUp; i++) for (const eta of [false, true]) await post(listPage(eta), listVariables(i));
    const withoutEta: number[] = [];
    const withEta: number[] = [];
    for (let i = 0; i < requests; i++) {
      withoutEta.push(await timeIt(() => post(listPage(false), listVariables(i))));
      withEta.push(await timeIt(() => post(listPage(true), listVariables(i))));
    }
    const etaColumn = { withoutEta: summarize(withoutEta), withEta: summarize(withEta) };
    let groups = 0;
    const statisticsRuta90Days = {
      graphqlOverHttp: await timed(async () => {
        groups = (await post<{ viajesStadistics: { totalreg: number } }>(STATISTICS, { field: "ruta", filters: [lastDays(90)] })).viajesStadistics.totalreg;
      }),
    };
    return {
      matchingTrips: original.totalreg,
      graphqlOverHttp: original.graphqlOverHttp,
      rawSql: original.rawSql,
      defaultView,
      history30Days,
      etaColumn,
      statisticsRuta90Days: { groups, ...statisticsRuta90Days },
    };
  } finally {
    await app.close();
    await live.close();
  }
}
