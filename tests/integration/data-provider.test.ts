// The browser's GraphQL client, data provider and live provider against the real server:
// Refine filters, sorters and pagination give exactly the rows and total raw SQL gives over
// viajeslista; server errors reach Refine with their message and code; the report feed arrives.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { DataProvider, LiveEvent } from "@refinedev/core";
import dayjs from "dayjs";
import { useServer } from "graphql-ws/lib/use/ws";
import { createPubSub, createSchema } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { createGraphqlClient, type GraphqlSession } from "@/providers/graphql-client";
import { createDataProvider } from "@/providers/data";
import { createLiveProvider, type ReportLiveProvider } from "@/providers/live";
import { enginesOf, startTestServer, type TestServer } from "./helpers/server";

/** The server side of the feed is another issue's: its test runs once `newReport` is in the schema. */
const MODULES = join(process.cwd(), "server/graphql/modules");
const HAS_NEW_REPORT = readdirSync(MODULES).some((m) => {
  const file = join(MODULES, m, "schema.graphql");
  return existsSync(file) && /\bnewReport\s*\(/.test(readFileSync(file, "utf8"));
});

const FIELDS = ["id", "numero", "placa", "fecha", "idsysestado", { geolocalizacion: ["latitud", "longitud"] }];

describe.each(enginesOf(import.meta.url))("data provider against the server on %s", (engine) => {
  let server: TestServer;
  let session: GraphqlSession | null = null;
  const unauthenticated: unknown[] = [];
  let provider: DataProvider;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

  const connect = () => {
    const client = createGraphqlClient({
      url: `${server.url}/graphql`,
      wsUrl: `${server.url.replace(/^http/, "ws")}/graphql`,
      getSession: () => session,
      onUnauthenticated: (e) => unauthenticated.push(e),
      webSocketImpl: WebSocket,
    });
    return { client, provider: createDataProvider(client, { apiUrl: `${server.url}/graphql` }) };
  };
  const login = async (username: string, password: string): Promise<GraphqlSession> => {
    const { status, body } = await server.login(username, password);
    expect(status).toBe(200);
    return { token: body.token, idcompany: body.idempresa };
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    session = await login("admin", "admin123");
    provider = connect().provider;
  });
  afterAll(async () => server?.close());

  it("getList: filters (nin, contains, date range), sorters and a page equal raw SQL over viajeslista", async () => {
    const [range] = await sql<{ a: Date; b: Date }>(
      `SELECT percentile_disc(0.05) WITHIN GROUP (ORDER BY fecha) AS a, percentile_disc(0.9) WITHIN GROUP (ORDER BY fecha) AS b
       FROM viajeslista WHERE idempresa = 1`,
    );
    const from = dayjs(range.a);
    const to = dayjs(range.b);
    const where = `idempresa = 1 AND NOT (idsysestado = ANY('{4,7}')) AND placa ILIKE $1 AND fecha >= $2 AND fecha <= $3`;
    // the commonest first letter of a plate, searched in lower case (contains is case-insensitive)
    const [{ c }] = await sql<{ c: string }>(
      `SELECT lower(substr(placa, 1, 1)) AS c FROM viajeslista WHERE idempresa = 1 AND placa IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const params = [`%${c}%`, from.toISOString(), to.toISOString()];
    const [{ n: total }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM viajeslista WHERE ${where}`, params);
    expect(Number(total)).toBeGreaterThan(5);
    const rows = await sql<{ id: number; numero: string; placa: string }>(
      `SELECT id, numero, placa FROM viajeslista WHERE ${where} ORDER BY fecha DESC NULLS FIRST, placa ASC NULLS LAST, id ASC LIMIT 4 OFFSET 4`,
      params,
    );

    const result = await provider.getList({
      resource: "viajes",
      pagination: { currentPage: 2, pageSize: 4, mode: "server" },
      filters: [
        { field: "idsysestado", operator: "nin", value: [4, 7] },
        { field: "placa", operator: "contains", value: c },
        { field: "fecha", operator: "between", value: [from, to] },
        { field: "numero", operator: "eq", value: "" },
      ],
      sorters: [
        { field: "fecha", order: "desc" },
        { field: "placa", order: "asc" },
      ],
      meta: { fields: FIELDS },
    });
    expect(result.total).toBe(Number(total));
    expect(result.data.map((r) => ({ id: r.id, numero: r.numero, placa: r.placa }))).toEqual(
      rows.map((r) => ({ id: Number(r.id), numero: r.numero, placa: r.placa })),
    );
    expect(result.data[0]).toHaveProperty("geolocalizacion");
  });

  it("getList: an or-filter and the last page", async () => {
    const [{ numero }] = await sql<{ numero: string }>(`SELECT numero FROM viajeslista WHERE idempresa = 1 ORDER BY id DESC LIMIT 1`);
    const where = `idempresa = 1 AND (idsysestado = ANY('{4,7}') OR numero = $1)`;
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM viajeslista WHERE ${where}`, [numero]);
    const total = Number(n);
    expect(total).toBeGreaterThan(3);
    const pageSize = 3;
    const lastPage = Math.ceil(total / pageSize);
    const expected = await sql<{ id: number }>(`SELECT id FROM viajeslista WHERE ${where} ORDER BY id DESC OFFSET $2`, [numero, (lastPage - 1) * pageSize]);

    const result = await provider.getList({
      resource: "viajes",
      pagination: { currentPage: lastPage, pageSize },
      filters: [{ operator: "or", value: [{ field: "idsysestado", operator: "in", value: [4, 7] }, { field: "numero", operator: "eq", value: numero }] }],
      sorters: [{ field: "id", order: "desc" }],
    });
    expect(result.total).toBe(total);
    expect(result.data.map((r) => r.id)).toEqual(expected.map((r) => Number(r.id)));
  });

  it("getOne and getMany", async () => {
    const rows = await sql<{ id: number; numero: string; placa: string }>(`SELECT id, numero, placa FROM viajeslista WHERE idempresa = 1 ORDER BY id LIMIT 3`);
    const one = await provider.getOne({ resource: "viajes", id: String(rows[0].id), meta: { fields: ["id", "numero", "placa"] } });
    expect(one.data).toEqual({ id: Number(rows[0].id), numero: rows[0].numero, placa: rows[0].placa });
    const many = await provider.getMany!({ resource: "viajes", ids: rows.map((r) => r.id) });
    expect(many.data.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(rows.map((r) => Number(r.id)));
  });

  it("an unknown filter or order field rejects with the server's BAD_USER_INPUT message", async () => {
    await expect(provider.getList({ resource: "viajes", filters: [{ field: "nope", operator: "eq", value: 1 }] })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      statusCode: 400,
      message: "Campo de filtro no permitido: nope",
    });
    await expect(provider.getList({ resource: "viajes", sorters: [{ field: "nope", order: "asc" }] })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      message: "Campo de orden no permitido: nope",
    });
    expect(unauthenticated).toHaveLength(0);
  });

  it("a save the server refuses field by field carries each field's message for the form", async () => {
    const meta = { operations: { create: "createRuta", inputName: "ruta", inputType: "RutaInput" }, fields: ["id"] };
    const ruta = { idorigen: 1, iddestino: 2, via: "PRUEBA CAMPOS", distancia: 0, tiempoestimado: 60 };
    const error = (await provider.create({ resource: "rutas", variables: ruta, meta }).catch((e: unknown) => e)) as { errors?: Record<string, string> };
    expect(error).toMatchObject({ code: "BAD_USER_INPUT", statusCode: 400, errors: { distancia: expect.any(String) } });
    expect(Object.keys(error.errors!)).toEqual(["distancia"]);
    expect(error).toMatchObject({ message: `distancia: ${error.errors!.distancia}` });
    expect(unauthenticated).toHaveLength(0);
  });

  it.runIf(HAS_NEW_REPORT)("the live provider delivers the company's reports to the resource channels", async () => {
    const { client } = connect();
    const live: ReportLiveProvider = createLiveProvider(client, { getCompanyId: () => session?.idcompany });
    const trips: LiveEvent[] = [];
    const shipments: LiveEvent[] = [];
    live.subscribe({ channel: "resources/viajes", types: ["*"], callback: (e) => trips.push(e) });
    live.subscribe({ channel: "resources/remesas", types: ["*"], callback: (e) => shipments.push(e) });
    try {
      // the socket connects lazily: publish until the subscription is live
      for (let i = 0; i < 50 && !trips.length; i++) {
        server.live.publish(3, [{ id: 800 + i, idviaje: 77, idsysevento: 3 }]);
        server.live.publish(1, [{ id: 900 + i, idviaje: 55, idsysevento: 7 }]);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(trips.length).toBeGreaterThan(0);
      expect(trips[0].payload).toMatchObject({ ids: [55], reports: [{ idviaje: 55, idsysevento: 7 }] });
      expect(shipments[0].payload.ids).toEqual([55]);
      expect(trips.every((e) => e.payload.ids?.[0] === 55)).toBe(true);
    } finally {
      live.close();
    }
  });

  it("after logout the token is refused: UNAUTHENTICATED surfaces with its code", async () => {
    session = await login("admin", "admin123");
    const res = await fetch(`${server.url}/api/logout`, { method: "POST", headers: { authorization: session.token! } });
    expect(res.status).toBe(200);
    const error = await provider.getList({ resource: "viajes" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "UNAUTHENTICATED", statusCode: 401 });
    // a provider call's 401 is Refine's to act on (authProvider.onError): the client's own handler stays out
    expect(unauthenticated).toHaveLength(0);
    // a query sent past Refine ends the session through the client's handler
    const direct = await connect().client.query("{ __typename }", {}).toPromise();
    expect(direct.error?.graphQLErrors[0]?.extensions.code).toBe("UNAUTHENTICATED");
    expect(unauthenticated.length).toBeGreaterThan(0);
  });
});

/**
 * The socket half of the client against a stand-in for the feed (same graphql-ws server library and
 * close codes as server/app.ts), so connection params, re-subscription after a drop and the refused
 * session are checked whatever the state of the real `newReport` module.
 */
describe("graphql-ws client and live provider against a stand-in feed", () => {
  type Report = { id: number; idviaje: number; idsysevento: number };
  const pubSub = createPubSub<{ [key: `r:${number}`]: [Report[]] }>();
  const schema = createSchema({
    typeDefs: `type NewReport { id: Int! idviaje: Int idsysevento: Int }
      type Query { ok: Boolean }
      type Subscription { newReport(idempresa: Int!): [NewReport!]! }`,
    resolvers: {
      Subscription: {
        newReport: {
          subscribe: (_: unknown, args: { idempresa: number }) => pubSub.subscribe(`r:${args.idempresa}`),
          resolve: (payload: Report[]) => payload,
        },
      },
    },
  });
  const params: Record<string, unknown>[] = [];
  let http: Server;
  let wss: WebSocketServer;
  let wsUrl = "";

  beforeAll(async () => {
    http = createServer();
    wss = new WebSocketServer({ server: http, path: "/graphql" });
    useServer({ schema, onConnect: (ctx) => (params.push(ctx.connectionParams ?? {}), ctx.connectionParams?.token === "good") }, wss);
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    wsUrl = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    wss.clients.forEach((c) => c.terminate());
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  const feed = (token: string, onUnauthenticated: (e: unknown) => void = () => {}) => {
    const client = createGraphqlClient({ url: "http://127.0.0.1:1/graphql", wsUrl, getSession: () => ({ token, idcompany: 1 }), onUnauthenticated, webSocketImpl: WebSocket });
    const live = createLiveProvider(client, { getCompanyId: () => 1 });
    const trips: LiveEvent[] = [];
    live.subscribe({ channel: "resources/viajes", types: ["*"], callback: (e) => trips.push(e) });
    return { live, trips };
  };
  const publishUntil = async (done: () => boolean, report: Report) => {
    for (let i = 0; i < 60 && !done(); i++) {
      pubSub.publish("r:1", [report]);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it("sends token, idapp 12 and idempresa, and re-subscribes after the connection drops", async () => {
    const { live, trips } = feed("good");
    try {
      await publishUntil(() => trips.length > 0, { id: 1, idviaje: 10, idsysevento: 12 });
      expect(params.at(-1)).toEqual({ token: "good", idapp: 12, idempresa: 1 });
      expect(trips[0].payload.ids).toEqual([10]);
      wss.clients.forEach((c) => c.terminate());
      await publishUntil(() => trips.some((e) => e.payload.ids?.[0] === 11), { id: 2, idviaje: 11, idsysevento: 12 });
      expect(trips.some((e) => e.payload.ids?.[0] === 11)).toBe(true);
      expect(params.length).toBeGreaterThanOrEqual(2);
    } finally {
      live.close();
    }
  });

  it("a refused session surfaces as UNAUTHENTICATED and is not retried", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const seen: unknown[] = [];
    const before = params.length;
    const { live } = feed("bad", (e) => seen.push(e));
    try {
      for (let i = 0; i < 50 && !seen.length; i++) await new Promise((r) => setTimeout(r, 100));
      expect(seen).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 1500));
      expect(params.length - before).toBe(1);
    } finally {
      live.close();
      log.mockRestore();
    }
  });
});
