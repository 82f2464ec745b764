// Feed latency: a report made with createReporteV2 (a GPS report, HTTP POST) until its arrival
// at every one of N subscribed graphql-ws clients, p50/p95 over all arrivals. The servers are real server
// processes (`node server/main.ts`); the clients run in this process.
//  - "oneServer": every client on one server process (its in-process bus).
//  - "twoServersRedis" (REDIS_URL and TEST_DATABASE_URL): two server processes on one PostgreSQL database whose
//    buses share Redis, half the clients on each, every report made through server A.
// The commit itself cannot be seen from outside the server: the clock starts when the mutation is sent, so
// the figures are an upper bound of commit-to-arrival; `mutation` gives the send-to-answer time of the same
// calls (the feed is published after the commit, before the answer is written).
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { openDatabase } from "../server/db/client";
import { seed } from "../server/db/seed";
import { startServerProcess, withScratchDatabase, type ServerProcess } from "./load";
import { summarize } from "./stats";
import { CLOSE_TOO_MANY_SOCKETS, MAX_SOCKETS_PER_SESSION } from "../server/security/ws-limits";
import { WS_LIMIT_TEXTS } from "../shared/i18n/requests";

export interface FeedBenchOptions {
  clients?: number;
  reports?: number;
  redisUrl?: string;
  /** PostgreSQL server for a scratch database (required for two processes; one process uses PGlite without it) */
  databaseUrl?: string;
}

const FEED = "subscription ($idempresa: Int!) { newReport(idempresa: $idempresa) { id idviaje idsysevento } }";
const REPORT = "mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Session {
  base: string;
  headers: Record<string, string>;
}

export async function login(base: string): Promise<Session> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "operador", password: "operador123", extra: { code: 12 } }),
  });
  const body = (await res.json()) as { token: string; idempresa: number };
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return { base, headers: { "content-type": "application/json", authorization: body.token, idapp: "12", idempresa: String(body.idempresa) } };
}

/**
 * Enough sessions for `clients` sockets across the servers: a session holds at most MAX_SOCKETS_PER_SESSION live
 * sockets (as a browser per operator would), so the sessions are interleaved by server for subscribeAll's round robin.
 */
export async function sessionsFor(bases: readonly string[], clients: number): Promise<Session[]> {
  const perServer = Math.max(1, Math.ceil(clients / MAX_SOCKETS_PER_SESSION / bases.length));
  const sessions: Session[] = [];
  for (let k = 0; k < perServer; k++) sessions.push(...(await Promise.all(bases.map((base) => login(base)))));
  return sessions;
}

/** An open company-1 trip to report on (asked of the server, so it works on PGlite too). */
export async function openTrip(session: Session): Promise<number> {
  const res = await fetch(`${session.base}/graphql`, {
    method: "POST",
    headers: session.headers,
    body: JSON.stringify({
      query: `query { viajes(filters: [{ field: "idsysestado", value: 10 }], pagination: { fields: 1, page: 1 }) { data { id } } }`,
    }),
  });
  const body = (await res.json()) as { data?: { viajes: { data: { id: number }[] } } };
  const id = body.data?.viajes.data[0]?.id;
  if (!id) throw new Error("no open trip of company 1");
  return id;
}

/** createReporteV2: the report's id and the send-to-answer time. */
export async function report(session: Session, idviaje: number): Promise<{ id: number; ms: number }> {
  const t = performance.now();
  const res = await fetch(`${session.base}/graphql`, {
    method: "POST",
    headers: session.headers,
    body: JSON.stringify({ query: REPORT, variables: { r: [{ idviaje, idsysevento: 11, lugar: "Bench", novedad: "Sin Novedad", retraso: 0 }] } }),
  });
  const body = (await res.json()) as { data?: { createReporteV2: { id: number }[] }; errors?: { message: string }[] };
  if (!body.data) throw new Error(`createReporteV2: ${body.errors?.[0]?.message ?? res.status}`);
  return { id: body.data.createReporteV2[0].id, ms: performance.now() - t };
}

/** N clients of company 1 on the given servers (round robin), connected in batches (the listen backlog). */
export async function subscribeAll(sessions: Session[], n: number, onReport: (id: number) => void): Promise<Client[]> {
  const clients: Client[] = [];
  const BATCH = 50;
  for (let start = 0; start < n; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, n - start) }, (_, k) => {
      const s = sessions[(start + k) % sessions.length];
      return new Promise<Client>((resolve, reject) => {
        const client = createClient({
          url: `${s.base.replace(/^http/, "ws")}/graphql`,
          webSocketImpl: WebSocket,
          lazy: false,
          retryAttempts: 20,
          connectionParams: { token: s.headers.authorization, idapp: 12, idempresa: 1 },
          on: {
            connected: () => resolve(client),
            // a socket the server refuses for good (the session's socket limit) fails the run instead of hanging it
            closed: (event) => {
              if ((event as { code?: number }).code === CLOSE_TOO_MANY_SOCKETS) reject(new Error(WS_LIMIT_TEXTS.sockets));
            },
          },
        });
        client.subscribe<{ newReport: { id: number }[] }>(
          { query: FEED, variables: { idempresa: 1 } },
          { next: (r) => r.data?.newReport.forEach((x) => onReport(x.id)), error: () => {}, complete: () => {} },
        );
      });
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

/** Subscribes `clients` across `servers`, then makes `reports` reports through the first server, one at a time. */
async function measure(servers: ServerProcess[], clients: number, reports: number) {
  const sessions = await sessionsFor(servers.map((s) => s.base), clients);
  const publisher = sessions[0];
  const trip = await openTrip(publisher);
  const sentAt = new Map<number, number>();
  const early = new Map<number, number[]>();
  const arrived = new Map<number, number>();
  const samples: number[] = [];
  const sockets = await subscribeAll(sessions, clients, (id) => {
    const now = performance.now();
    arrived.set(id, (arrived.get(id) ?? 0) + 1);
    const t = sentAt.get(id);
    // an arrival may beat the mutation's answer (which tells the id): kept until the id is known
    if (t === undefined) early.set(id, [...(early.get(id) ?? []), now]);
    else samples.push(now - t);
  });
  const waitAll = async (id: number, timeoutMs: number) => {
    const end = Date.now() + timeoutMs;
    while ((arrived.get(id) ?? 0) < clients && Date.now() < end) await sleep(2);
    return (arrived.get(id) ?? 0) >= clients;
  };
  // warm-up: real reports until one reaches every client (the subscriptions start asynchronously); not measured
  const warmEnd = Date.now() + 60_000;
  for (;;) {
    const { id } = await report(publisher, trip);
    if (await waitAll(id, 1_000)) break;
    if (Date.now() > warmEnd) throw new Error("not every client subscribed within 60 s");
  }
  let lost = 0;
  const mutation: number[] = [];
  for (let k = 0; k < reports; k++) {
    const t = performance.now();
    const { id, ms } = await report(publisher, trip);
    mutation.push(ms);
    sentAt.set(id, t);
    for (const at of early.get(id) ?? []) samples.push(at - t);
    early.delete(id);
    if (!(await waitAll(id, 10_000))) lost += clients - (arrived.get(id) ?? 0);
  }
  await Promise.all(sockets.map((c) => c.dispose()));
  return { clients, servers: servers.length, reports, lostArrivals: lost, sendToArrival: summarize(samples), mutation: summarize(mutation) };
}

async function seededScratch(url: string): Promise<void> {
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    await seed(database, { size: "demo" });
  } finally {
    await database.close();
  }
}

export async function benchFeed(options: FeedBenchOptions = {}) {
  const clients = options.clients ?? 1000;
  const reports = options.reports ?? 50;
  const figures: Record<string, unknown> = {};
  const { databaseUrl, redisUrl } = options;

  const oneServer = async (url: string | null) => {
    const server = await startServerProcess(url);
    try {
      return { engine: url ? "postgres" : "pglite", ...(await measure([server], clients, reports)) };
    } finally {
      await server.stop();
    }
  };
  figures.oneServer = databaseUrl ? await withScratchDatabase(databaseUrl, "tdc_feed1", async (url) => {
    await seededScratch(url);
    return oneServer(url);
  }) : await oneServer(null);

  if (!redisUrl || !databaseUrl) {
    figures.twoServersRedis = `skipped: ${[redisUrl ? null : "REDIS_URL", databaseUrl ? null : "TEST_DATABASE_URL"].filter(Boolean).join(" and ")} not set`;
    return figures;
  }
  figures.twoServersRedis = await withScratchDatabase(databaseUrl, "tdc_feed2", async (url) => {
    await seededScratch(url);
    const servers: ServerProcess[] = [];
    try {
      servers.push(...(await Promise.all([startServerProcess(url, redisUrl), startServerProcess(url, redisUrl)])));
      return { engine: "postgres", ...(await measure(servers, clients, reports)) };
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
  return figures;
}

if (process.argv[1]?.endsWith("feed.ts")) {
  const figures = await benchFeed({
    clients: Number(process.env.BENCH_FEED_CLIENTS ?? 1000),
    reports: Number(process.env.BENCH_FEED_REPORTS ?? 50),
    redisUrl: process.env.REDIS_URL,
    databaseUrl: process.env.TEST_DATABASE_URL,
  });
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  process.exit(0);
}
