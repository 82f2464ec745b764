// The server as a cluster: the compiled server with WEB_CONCURRENCY=2 on PostgreSQL serves requests from both of
// its worker processes, a report made through one worker reaches feed sockets on the other, and the two share the
// login limit and an API key's allowance: over PostgreSQL (LISTEN/NOTIFY, the counters' table) without Redis and
// over Redis with REDIS_URL. The workers name themselves in `x-server-pid` (SERVER_PID_HEADER, for tests only).
// Needs TEST_DATABASE_URL (and REDIS_URL for the Redis case).
import { request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { builtServerArgs } from "../../scripts/server-command.mjs";
import { openTestDatabase, type TestDatabase } from "../support/test-databases";
import { childAuth, startChildServer, type ChildServer } from "./helpers/child-server";
import { FEED, sleep, type FeedReport } from "./helpers/feed";

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const REPORT = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id idviaje idsysevento } }`;
type Report = FeedReport;

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; !condition(); await sleep(50)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}

/** the worker that answers a request on a new connection (no keep-alive: the cluster hands each connection out) */
function pidOfAnswer(url: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(Number(res.headers["x-server-pid"])));
    });
    req.on("error", reject);
    req.end();
  });
}

/** a feed socket, with the worker that took its handshake */
function openFeed(url: string, auth: Record<string, string>) {
  const feed = { pid: 0, reports: [] as Report[], errors: [] as unknown[], client: undefined as unknown as Client };
  class PidSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      this.on("upgrade", (res) => (feed.pid = Number(res.headers["x-server-pid"])));
    }
  }
  feed.client = createClient({
    url: `${url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: PidSocket,
    retryAttempts: 0,
    connectionParams: { token: auth.authorization, idapp: auth.idapp, idempresa: auth.idempresa },
  });
  feed.client.subscribe<{ newReport: Report[] }>(
    { query: FEED, variables: { idempresa: Number(auth.idempresa) } },
    {
      next: (r) => {
        if (r.data) feed.reports.push(...r.data.newReport);
        if (r.errors) feed.errors.push(...r.errors);
      },
      error: (e) => void feed.errors.push(e),
      complete: () => {},
    },
  );
  return feed;
}

/**
 * A request on a new connection (the primary hands each connection to the next worker): its status, its JSON body
 * and the worker that answered.
 */
function answerOnNewConnection(url: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; pid: number; body: unknown }>((resolve, reject) => {
    const req = request(`${url}${path}`, { agent: false, method: init.method ?? "GET", headers: init.headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, pid: Number(res.headers["x-server-pid"]), body: text ? JSON.parse(text) : null }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

const loginOnNewConnection = (url: string, username: string, password: string) =>
  answerOnNewConnection(url, "/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, extra: { code: 12 } }),
  });

/** the login limit per user name (the server's default) and the API keys' allowance the cluster is started with */
const LOGIN_LIMIT = 5;
const API_KEY_LIMIT = 4;

const MODES = [
  { name: "without Redis: the feed over LISTEN/NOTIFY, the counters in PostgreSQL", redis: false },
  ...(REDIS_URL ? [{ name: "with Redis", redis: true }] : []),
];

describe.skipIf(!PG_URL).each(MODES)("a cluster of two workers on PostgreSQL, $name", ({ redis }) => {
  let folder = "";
  let copy: TestDatabase | undefined;
  let server: ChildServer | undefined;
  let url = "";

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "tdc-cluster-"));
    copy = await openTestDatabase("postgres");
    server = await startChildServer({
      DATABASE_URL: copy.url!, WEB_CONCURRENCY: "2", SERVER_PID_HEADER: "1", DATA_DIR: join(folder, "data"), UPLOADS_DIR: join(folder, "uploads"),
      // an API key's allowance small enough to use up, and the address's login limit out of the way (every request
      // comes from 127.0.0.1, and a Redis keeps its count between runs)
      API_KEY_RATE_LIMIT: String(API_KEY_LIMIT), API_KEY_RATE_WINDOW_SECONDS: "600", LOGIN_MAX_ADDRESS_FAILURES: "1000",
      ...(redis ? { REDIS_URL: REDIS_URL! } : {}),
    }, 180_000, undefined, builtServerArgs());
    url = server.url;
  });

  afterAll(async () => {
    if (server && server.proc.exitCode === null) {
      server.proc.kill("SIGTERM");
      await server.exited;
    }
    await copy?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("serves from both workers, and a report made on one reaches a socket on the other", async () => {
    // both workers answer: the primary hands connections out in turn (the second may still be starting)
    const pids = new Set<number>();
    for (let i = 0; i < 400 && pids.size < 2; i++) {
      pids.add(await pidOfAnswer(url, "/healthz"));
      if (pids.size < 2) await sleep(25);
    }
    expect(pids.size).toBe(2);
    expect(pids.has(server!.proc.pid!)).toBe(false);

    // feed sockets until both workers hold one
    const auth = await childAuth(url, "operador", "operador123");
    const feeds: ReturnType<typeof openFeed>[] = [];
    while (feeds.length < 8 && new Set(feeds.map((f) => f.pid)).size < 2) {
      const feed = openFeed(url, auth);
      await until(() => feed.pid > 0, "a feed socket's handshake");
      feeds.push(feed);
    }
    expect(new Set(feeds.map((f) => f.pid)).size).toBe(2);
    // the subscriptions are under way on both workers before the report (its feed message is not kept)
    await sleep(1_500);

    const [trip] = await copy!.database.query<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 ORDER BY id LIMIT 1`);
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", connection: "close", ...auth },
      body: JSON.stringify({ query: REPORT, variables: { r: [{ idviaje: Number(trip!.id), idsysevento: 11, lugar: "Honda", novedad: "Sin Novedad", retraso: 0 }] } }),
    });
    const reportedBy = Number(res.headers.get("x-server-pid"));
    const body = (await res.json()) as { data?: { createReporteV2: Report[] }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    const report = body.data!.createReporteV2[0]!;
    const elsewhere = feeds.filter((f) => f.pid !== reportedBy);
    expect(elsewhere.length).toBeGreaterThan(0);
    // every socket hears it: those on the worker that made it and those on the other one
    await until(() => feeds.every((f) => f.reports.some((r) => r.id === report.id)), "the report on every feed socket");
    expect(feeds.flatMap((f) => f.errors)).toEqual([]);
    await Promise.all(feeds.map((f) => f.client.dispose()));
  });

  it("shares the login limit: failures made on both workers lock the name on both", async () => {
    // a name of this run's own (an unknown user's attempts count the same): a Redis outlives the run
    const user = `nadie-${process.pid}-${Date.now()}`;
    const failures = [];
    for (let i = 0; i < LOGIN_LIMIT; i++) failures.push(await loginOnNewConnection(url, user, `mala-${i}`));
    expect(failures.map((f) => f.status)).toEqual(Array(LOGIN_LIMIT).fill(401));
    // the failures were counted on both workers (each saw fewer than the limit of them)
    expect(new Set(failures.map((f) => f.pid)).size).toBe(2);
    // the next attempt is refused unchecked by whichever worker answers
    const refusedBy = new Set<number>();
    for (let i = 0; i < 10 && refusedBy.size < 2; i++) {
      const answer = await loginOnNewConnection(url, user, `mala-otra-${i}`);
      expect(answer.status).toBe(429);
      expect((answer.body as { message: string }).message).toMatch(/^Demasiados intentos/);
      refusedBy.add(answer.pid);
    }
    expect(refusedBy.size).toBe(2);
  });

  it("shares an API key's allowance: requests made on both workers use it up on both", async () => {
    const auth = await childAuth(url, "admin", "admin123");
    const created = await fetch(`${url}/api/v1/api-keys`, {
      method: "POST",
      headers: { "content-type": "application/json", connection: "close", ...auth },
      body: JSON.stringify({ nombre: `Cluster ${redis ? "Redis" : "PostgreSQL"}`, alcance: "lectura" }),
    });
    expect(created.status).toBe(201);
    const { clave } = (await created.json()) as { clave: string };
    const read = () => answerOnNewConnection(url, "/api/v1/rutas?_start=0&_end=1", { headers: { "x-api-key": clave } });
    const allowed = [];
    for (let i = 0; i < API_KEY_LIMIT; i++) allowed.push(await read());
    expect(allowed.map((a) => a.status)).toEqual(Array(API_KEY_LIMIT).fill(200));
    expect(new Set(allowed.map((a) => a.pid)).size).toBe(2);
    const refusedBy = new Set<number>();
    for (let i = 0; i < 10 && refusedBy.size < 2; i++) {
      const answer = await read();
      expect(answer.status).toBe(429);
      refusedBy.add(answer.pid);
    }
    expect(refusedBy.size).toBe(2);
  });
});
