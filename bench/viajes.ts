// Latency of the trips-list screens on bench-size data, through the real server over HTTP, next to the same
// SQL run directly (runList: the resolver's own statements, without GraphQL and HTTP):
// - the original three-filter page (page size 20, three filters, an order, totalreg): matchingTrips, graphqlOverHttp, rawSql;
// - defaultView: the trips list as the browser opens it: the screen's own request (document, columns and variables,
//   bench/trips-list-request.ts), pages 1-10 over HTTP; on PostgreSQL also next to its raw-SQL floor, one at a time
//   and 20 / 100 distinct requests at once (those also through the server in a process of its own: oursServerProcess),
//   with PostgreSQL's planning and execution time (bench/trips-list-floor.ts);
// - history30Days: the history's page for the last 30 days; statisticsRuta90Days: the statistics by ruta over 90 days;
// - etaColumn: the trips list's default page with its timer columns and settings, without and with the ETA
//   column (the estimate each trip keeps), the two kinds of request taking turns so both see the same machine: the
//   screen's request, and the same without the ETA;
// - screenOverBare: the screen's request next to a bare page of the same trips asking nine fields (ratioP50);
// - orderedByClient: the screen's request sorted by its client column (a column of the view's joined tables).
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app";
import type { Database } from "../server/db/client";
import { createLiveBus } from "../server/live/bus";
import { VIAJE_COLUMNS, VIAJES_LIST } from "../server/graphql/modules/viajes/fields";
import { companyTripOrder } from "../server/graphql/modules/viajes/company-order";
import { runList, type FilterArg, type OrderArg } from "../server/graphql/paging";
import type { Context } from "../server/context";
import { historyFixedFilters } from "../src/custom-pages/history/history-rules";
import { mapFilters } from "@shared/domain/crud-mapping";
import { summarize, timeIt } from "./stats";
import { bareViewRequest, defaultViewRequest, tripsListColumnFields, type Post } from "./trips-list-request";
import { benchTripsListFloor, ensureBenchUsers } from "./trips-list-floor";
import { companyOneLogins, startServerProcess } from "./load";

const QUERY = `query Bench($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  viajes(filters: $filters, orders: $orders, pagination: $pagination) {
    totalreg
    data { id numero placa nombreconductor ruta estado tiporiesgo fechahoraproximallamada fechahoraultimallamada }
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

/** `url`: the PostgreSQL database's (the raw-SQL floor runs on PostgreSQL only) */
/** a session of `username` on the server at `base`, and a `post` of GraphQL requests with it */
export async function loggedIn(base: string, username: string, password: string) {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, extra: { code: 12 } }),
  });
  const answer = (await login.json()) as { token: string; idempresa: number; usuario?: { idusuario: number }; message?: string };
  if (!answer.usuario) throw new Error(`login ${username} answered ${login.status}: ${answer.message ?? ""}`);
  const { token, idempresa, usuario } = answer as typeof answer & { usuario: { idusuario: number } };
  const headers = { "content-type": "application/json", authorization: token, idapp: "12", idempresa: String(idempresa) };
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
  return { post, idempresa, idusuario: usuario.idusuario };
}

/** `count` company-1 users logged in one after another, each with its `post` */
async function manyUsers(base: string, url: string, count: number) {
  await ensureBenchUsers(url, count);
  const posts = [];
  for (const l of await companyOneLogins(url, count)) posts.push((await loggedIn(base, l.username, l.password)).post);
  return posts;
}

/**
 * The floor's figures with the server also running in a process of its own (the compiled server, as deployed,
 * on the same database over the same connection as the floor's pools), its users logged in there.
 */
async function floorWithServerProcess<T>(url: string, run: (serverProcessPosts: Post[]) => Promise<T>): Promise<T> {
  const server = await startServerProcess(url);
  try {
    return await run(await manyUsers(server.base, url, 34));
  } finally {
    await server.stop();
  }
}

export async function benchViajes(database: Database, requests = 200, url?: string) {
  const live = createLiveBus();
  const app = createApp({ database, live });
  await new Promise<void>((r) => app.server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const { post, idempresa, idusuario } = await loggedIn(base, "admin", "admin123");
    const ctx = { database, session: { idempresa } as Context["session"] };
    const warmUp = Math.min(10, requests);
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
    const history30Days = await listScreen(
      [...(mapFilters(historyFixedFilters(null)) as FilterArg[]), lastDays(30)],
      [{ field: "fechahoraproximallamada", type: "ASC" }],
    );
    // the trips list as the screen opens it: its own document and variables, its columns as the screen loads them
    const columnFields = await tripsListColumnFields(post, idusuario);
    const screenPage = (i: number, eta = true) => {
      const request = defaultViewRequest(columnFields, 1 + (i % 10));
      if (eta) return request;
      const withoutEta = request.query.replace(/\beta\s*\{[^}]*\}/, "");
      if (withoutEta === request.query) throw new Error("the screen's request has no ETA field to leave out");
      return { ...request, query: withoutEta };
    };
    let defaultViewTotal = 0;
    const defaultView = {
      graphqlOverHttp: await timed(async (i) => {
        const { query, variables } = screenPage(i);
        defaultViewTotal = (await post<{ viajes: { totalreg: number } }>(query, variables)).viajes.totalreg;
      }),
      ...(url ? { floor: await floorWithServerProcess(url, async (serverProcessPosts) => benchTripsListFloor({
        database, url, post, columnFields, requests, poolSize: Number(process.env.PG_POOL_SIZE ?? 10),
        // a user runs at most three lists at once (server/db/read-limiter.ts): the concurrent requests come from many
        posts: await manyUsers(base, url, 34),
        serverProcessPosts,
      })) } : {}),
    };
    // the ETA column's cost, and the screen's selection next to a bare nine-field page of the same trips (same
    // filters, order and size): the three kinds of request take turns so all see the same machine
    const kinds = {
      bare: (i: number) => bareViewRequest(1 + (i % 10)),
      withoutEta: (i: number) => screenPage(i, false),
      withEta: (i: number) => screenPage(i),
    };
    for (let i = 0; i < warmUp; i++) for (const request of Object.values(kinds)) await post(request(i).query, request(i).variables);
    const samples = { bare: [] as number[], withoutEta: [] as number[], withEta: [] as number[] };
    for (let i = 0; i < requests; i++) {
      for (const [kind, request] of Object.entries(kinds) as [keyof typeof kinds, (i: number) => { query: string; variables: unknown }][]) {
        const { query, variables } = request(i);
        samples[kind].push(await timeIt(() => post(query, variables)));
      }
    }
    const etaColumn = { withoutEta: summarize(samples.withoutEta), withEta: summarize(samples.withEta) };
    const bare = summarize(samples.bare);
    const screenOverBare = {
      bareFields: bare,
      screen: etaColumn.withEta,
      ratioP50: Math.round((etaColumn.withEta.p50Ms / bare.p50Ms) * 100) / 100,
    };
    // the same screen sorted by its client column, a column of the view's joined tables
    const byClient = (i: number) => {
      const request = screenPage(i);
      return { ...request, variables: { ...request.variables, orders: [{ field: "cliente", type: "ASC" }] } };
    };
    const orderedByClient = await timed(async (i) => {
      const { query, variables } = byClient(i);
      await post(query, variables);
    });
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
      defaultView: { totalreg: defaultViewTotal, ...defaultView },
      history30Days,
      etaColumn,
      screenOverBare,
      orderedByClient,
      statisticsRuta90Days: { groups, ...statisticsRuta90Days },
    };
  } finally {
    await app.close();
    await live.close();
  }
}
