// Load: N simulated operators of company 1 against the real server, run as a child process
// (the compiled server, `node dist-server/main.js`, as `npm start` runs it; BENCH_SERVER=source: its sources with tsx) on a bench-seeded PostgreSQL database, for a fixed time. Each operator
// loops: a page of the trips list, the containers list or the history (the trips list screen's own document, the screens' filters, a random order and
// page), the detail of one trip of that page (viaje, then trazabilidadInfo + remesasInfo + planviajePorViaje together, as the detail screen does), and
// every `reportEvery` iterations a call report (sysevento 12) at the current Bogota minute on one of the open
// trips it alone reports on (so no two operators race on a trip's last-report time), with a think time between
// steps. Figures: requests, errors (non-200 answers, GraphQL errors and failed requests, by message),
// throughput, p50/p95/p99 per operation, and the server's RSS (VmRSS from /proc) before, during and after.
// Traffic goes to 127.0.0.1 only.
import { spawn, type ChildProcess } from "node:child_process";
import { Agent, request } from "node:http";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { fixedTripFilters, headerTripFilters, TRIPS_LISTS } from "../src/custom-pages/trips-list/trips-config";
import { historyFixedFilters } from "../src/custom-pages/history/history-rules";
import { datePresets, todayInBusinessZone } from "@shared/domain/date-range";
import { partsOf } from "@shared/domain/report-time";
import { builtServerArgs, serverArgs } from "../scripts/server-command.mjs";
import { buildServer, serverBuildIsStale } from "../scripts/build-server.mjs";
import { localSocketUrl } from "./pg-socket";
import { defaultViewRequest } from "./trips-list-request";
import { TABLE_DEFINITIONS } from "../server/db/seed/tables";
import { TABLE_IDS } from "@shared/config";
import { latencyWindows, percentile } from "./stats";
import { ensureBenchUsers } from "./trips-list-floor";
import { copyTestDemoInto } from "./demo-data";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** trip states that accept no call report */
const CLOSED_STATES = [4, 7, 14, 15, 16, 17];
const CALL = 12;
const REQUEST_TIMEOUT_MS = 30_000;
/** access-log times kept by request id (an older slow request's server time is then reported as null) */
const SERVER_TIMES_KEPT = 200_000;

export interface LoadOptions {
  /** a migrated, bench-seeded PostgreSQL database */
  url: string;
  operators?: number;
  seconds?: number;
  /**
   * login sessions, each a company-1 user of its own, shared by the operators (default: one per operator, as
   * each controller signs in as themself)
   */
  sessions?: number;
  /** mean think time between steps; each pause is uniform in [0.5, 1.5] × this */
  thinkMs?: number;
  /** one call report every this many iterations of an operator */
  reportEvery?: number;
  /** upper bound of iterations per operator (the run also stops at `seconds`) */
  maxIterations?: number;
  /** also record the server's RSS every this many seconds (the soak run) */
  rssEverySeconds?: number;
}

type Kind = "viajes" | "viaje" | "trazabilidadInfo" | "remesasInfo" | "planviajePorViaje" | "createReporteV2";
const KINDS: Kind[] = ["viajes", "viaje", "trazabilidadInfo", "remesasInfo", "planviajePorViaje", "createReporteV2"];

const QUERIES: Record<Kind, string> = {
  // the trips list's own document (its columns as seeded: the load's users keep no column settings of their own)
  viajes: defaultViewRequest(TABLE_DEFINITIONS.find((t) => t.id === TABLE_IDS.viajes)!.columns.map((c) => c.field)).query,
  viaje: `query Viaje($id: Int!) {
    viaje(id: $id) { id numero placa idvehiculo idconductor idsysestado estado ruta cliente origen destino nombreconductor
      telefonoconductor idproximosysevento idproximopuestocontrol proximopuestocontrol fechahoraproximallamada
      fechahoraultimallamada fechahoraultimoevento ultimoevento novedad lugar mercancias idplanviaje geolocalizacion { latitud longitud } }
  }`,
  trazabilidadInfo: `query Traza($id: Int!, $pagination: PaginationInput) {
    trazabilidadInfo(id: $id, pagination: $pagination) {
      totalreg
      data { id idsysevento sysevento evento novedad lugar fechahora fechareporte usuario puestocontrol numberdocs remesas }
    }
  }`,
  remesasInfo: `query Remesas($idviaje: Int!) {
    remesasInfo(idviaje: $idviaje) { id numeroremesa estado idsysestado clienteempresatransportadora origen destino contenido
      pesomercancia numerounidades fechahoracitacargue fechahoracitadescargue }
  }`,
  planviajePorViaje: `query Plan($idviaje: Int!) {
    planviajePorViaje(idviaje: $idviaje) {
      id codigo descripcion primerreporte puestosreportados
      planviajedetalles { id idpuestocontrol puestocontrol duracion distancia orden indicadorfisico }
    }
  }`,
  createReporteV2: `mutation Reportar($reportes: [ReporteInput!]!) {
    createReporteV2(reportes: $reportes) { id idviaje idsysevento fechahora }
  }`,
};

/**
 * The list requests an operator's screens send, built by the screens' own rules: the trips list and the
 * containers list always carry their fixed filters (the variant and the hidden states), with or
 * without the header's and a column's filters; the history carries its states and its date range (it opens on
 * the last month). No screen asks for the whole history without a range.
 */
function filterSets(): unknown[][] {
  const trips = fixedTripFilters(TRIPS_LISTS.viajes);
  const containers = fixedTripFilters(TRIPS_LISTS.contenedorespendientes);
  const lastMonth = datePresets(todayInBusinessZone()).find((p) => p.label === "Último mes")!.range;
  const history = historyFixedFilters(lastMonth);
  return [
    trips,
    trips,
    [...trips, ...headerTripFilters({ riesgo: [2, 3] })],
    [...trips, ...headerTripFilters({ estados: [10, 11] })],
    [...trips, { field: "indicadoraltoriesgo", operator: "eq", value: true }],
    [...trips, { field: "placa", operator: "contains", value: "A" }],
    containers,
    history,
    [...history, { field: "placa", operator: "contains", value: "A" }],
  ];
}
const FILTER_SETS = filterSets();
const ORDER_FIELDS = ["fechahoraproximallamada", "fechahoraultimoevento", "numero", "placa", "fecha"];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** VmRSS and VmHWM of a process, in MB (Linux /proc); a cluster's primary with its live workers added. */
export function memoryOf(pid: number): { rssMb: number; hwmMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  const own = { rssMb: kb("VmRSS") / 1024, hwmMb: kb("VmHWM") / 1024 };
  for (const child of childrenOf(pid)) {
    const memory = memoryOf(child);
    own.rssMb += memory.rssMb;
    own.hwmMb += memory.hwmMb;
  }
  return { rssMb: round(own.rssMb), hwmMb: round(own.hwmMb) };
}

/** User + system CPU seconds a process has used (Linux /proc/<pid>/stat, clock ticks of 100 Hz). */
export function cpuSecondsOf(pid: number): number {
  const { user, system } = cpuSplitOf(pid);
  return user + system;
}

/** The process's CPU seconds so far in user mode and in the kernel (its system calls: sockets, files). */
export function cpuSplitOf(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // the fields after the command name (which may hold spaces) start at state; utime and stime are 14th and 15th
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const own = { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  // a cluster's primary serves nothing: its workers (live children) count with it
  for (const child of childrenOf(pid)) {
    const split = cpuSplitOf(child);
    own.user += split.user;
    own.system += split.system;
  }
  return own;
}

/** the live child processes of `pid` (every thread's list) */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/**
 * CPU seconds used so far by every PostgreSQL process of this machine (its backends and helpers, by /proc's
 * command name), or null when none is visible (a database on another machine). A backend that exits during
 * the run takes its time with it: the pool keeps its connections, so the figure is the run's.
 */
function postgresCpuSeconds(): number | null {
  let total = 0;
  let found = false;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() !== "postgres") continue;
      total += cpuSecondsOf(Number(entry));
      found = true;
    } catch {
      // the process ended while the list was read
    }
  }
  return found ? total : null;
}

export interface ServerProcess {
  base: string;
  proc: ChildProcess;
  /** from the server's own "listening" record: ms from the process's start, and its RSS then */
  startup: { ms: number | null; rssMb: number | null };
  /**
   * what the server's access log says each request took, by its id (x-request-id), from the handler's start; the
   * latest SERVER_TIMES_KEPT requests
   */
  serverMs: Map<string, number>;
  stop(): Promise<void>;
}

/** The start-up figures of the server's "listening" log record. */
function startupOf(output: string): ServerProcess["startup"] {
  const line = output.split("\n").find((l) => l.includes("escuchando en"));
  try {
    const record = JSON.parse(line ?? "") as { startupMs?: number; rssMb?: number };
    return { ms: record.startupMs ?? null, rssMb: record.rssMb ?? null };
  } catch {
    return { ms: null, rssMb: null };
  }
}

/**
 * The real server in its own process, listening on a free port of 127.0.0.1: on the PostgreSQL database `url`
 * (null: an embedded PGlite database in a temporary folder, seeded with the demo data on start), with its
 * in-process live bus unless `redisUrl` names the Redis it shares with other processes.
 */
/**
 * The server as a child process, on PostgreSQL (`url`) or on an embedded database in a scratch folder. There the
 * server seeds the empty folder itself; inside the test suite the folder gets the run's demo copy instead, unless
 * the figure is about a fresh folder (`fresh`: as `npm start` makes it).
 */
export async function startServerProcess(url: string | null, redisUrl?: string, { fresh = false }: { fresh?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "tdc-load-"));
  if (!url && !fresh) await copyTestDemoInto(dataDir);
  // LOG_LEVEL info as in production: a record a request is part of what a request costs (BENCH_LOG_LEVEL to change it)
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };
  if (url) env.DATABASE_URL = url;
  else delete env.DATABASE_URL;
  if (redisUrl) env.REDIS_URL = redisUrl;
  else delete env.REDIS_URL; // one server, its in-process bus and login limiter
  delete env.UI_DIR;
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=prof" to profile it
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const proc = spawn(process.execPath, await serverCommand(nodeArgs), { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const serverMs = new Map<string, number>();
  let partialLine = "";
  proc.stdout!.on("data", (chunk: Buffer) => {
    const lines = (partialLine + chunk.toString()).split("\n");
    partialLine = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.includes('"durationMs"') || !line.includes('"reqId"')) continue;
      try {
        const record = JSON.parse(line) as { reqId?: string; durationMs?: number };
        if (record.reqId && typeof record.durationMs === "number") {
          serverMs.set(record.reqId, record.durationMs);
          // a long run (the soak) keeps the most recent records only: the bench's own memory stays bounded
          if (serverMs.size > SERVER_TIMES_KEPT) serverMs.delete(serverMs.keys().next().value!);
        }
      } catch {
        // not a record of ours
      }
    }
  });
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start within 120 s:\n${log}`)), 120_000);
      proc.stdout!.on("data", (chunk: Buffer) => {
        // a record a request: only the end of the output is kept for a failure's message
        log = (log + chunk.toString()).slice(-20_000);
        if (log.includes("escuchando en")) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.stderr!.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
      let gone = false;
      void exited.then(() => {
        gone = true;
        clearTimeout(timer);
        reject(new Error(`the server exited before listening:\n${log}`));
      });
      // below info the server does not log that it listens: it is asked instead (no start-up figures then)
      if (!["info", "debug", "trace"].includes(env.LOG_LEVEL!)) {
        void (async () => {
          while (!gone) {
            const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.ok, () => false);
            if (answered) {
              clearTimeout(timer);
              return resolve();
            }
            await sleep(100);
          }
        })();
      }
    });
  } catch (error) {
    proc.kill("SIGKILL");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    proc,
    startup: startupOf(log),
    serverMs,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill("SIGTERM");
        const killer = setTimeout(() => proc.kill("SIGKILL"), 20_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let built: Promise<unknown> | null = null;
/**
 * The server's command line: the compiled server, as `npm start` runs it (built once per bench run when older
 * than its sources), or its sources with tsx's loader when BENCH_SERVER=source.
 */
async function serverCommand(nodeArgs: string[]): Promise<string[]> {
  if (process.env.BENCH_SERVER === "source") return serverArgs(nodeArgs);
  built ??= serverBuildIsStale() ? buildServer() : Promise.resolve();
  await built;
  return builtServerArgs(nodeArgs);
}

/** Company-1 users to log in with (the demo operator and the traffic controllers, password demo1234). */
export async function companyOneLogins(url: string, count: number): Promise<{ username: string; password: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ username: string }>(
      `SELECT username FROM usuarios
       WHERE idempresa = 1 AND idsysperfil = 1 AND indicadoractivo AND NOT debecambiarclave AND username NOT IN ('admin', 'operador')
       ORDER BY id LIMIT $1`,
      [Math.max(0, count - 1)],
    );
    return [{ username: "operador", password: "operador123" }, ...rows.map((r) => ({ username: r.username, password: "demo1234" }))];
  } finally {
    await client.end();
  }
}

/** Open company-1 trips, dealt to the operators: operator i reports only on trips[i], so none races another. */
async function openTripsByOperator(url: string, operators: number, perOperator = 3): Promise<number[][]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `SELECT id FROM viajes WHERE idempresa = 1 AND NOT (idsysestado = ANY($1::int[])) ORDER BY id LIMIT $2`,
      [CLOSED_STATES, operators * perOperator],
    );
    const ids = rows.map((r) => Number(r.id));
    return Array.from({ length: operators }, (_, i) => ids.filter((_, k) => k % operators === i));
  } finally {
    await client.end();
  }
}

interface Session {
  headers: Record<string, string>;
}

async function login(base: string, username: string, password: string): Promise<Session> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, extra: { code: 12 } }),
  });
  const body = (await res.json()) as { token: string; idempresa: number };
  if (res.status !== 200) throw new Error(`login ${username} answered ${res.status}`);
  if (body.idempresa !== 1) throw new Error(`login ${username} is not of company 1`);
  return { headers: { "content-type": "application/json", authorization: body.token, idapp: "12", idempresa: "1" } };
}

/**
 * The simulated operators' HTTP client: node:http on kept-alive connections, as a browser keeps its own. It
 * costs the machine a third of what fetch() (undici) did per request, CPU the server under test then has: the
 * operators run on the same two cores as the server and PostgreSQL (bench/results/2026-11-26-planning-join-collapse.md).
 */
const operatorsAgent = new Agent({
  keepAlive: true,
  maxSockets: 512,
  // with a timeout of its own the agent also honours the server's `Keep-Alive: timeout=5` and closes an idle
  // socket a second before the server would (node reads the hint only then): no request leaves on a socket the
  // server is closing. An answer's own limit is REQUEST_TIMEOUT_MS.
  timeout: 60_000,
});

interface Answer {
  status: number;
  text: string;
  /** the server's id of the request (x-request-id) */
  requestId: string | null;
  /** sent on a connection opened for it (the first of an operator's connections, or a retry) */
  newConnection: boolean;
}

function postJson(url: string, headers: Record<string, string>, body: string, retried = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // a retry goes on a new connection of its own (agent: false), never on another kept-alive one
    const req = request(url, { method: "POST", agent: retried ? false : operatorsAgent, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        clearTimeout(timer);
        const requestId = res.headers["x-request-id"];
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), requestId: typeof requestId === "string" ? requestId : null, newConnection: !req.reusedSocket });
      });
      res.on("error", reject);
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
    req.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // a kept-alive connection the server closed as the request left: sent again once on a new connection, as
      // a browser does (node's documented pattern for `reusedSocket`)
      if (!retried && req.reusedSocket && error.code === "ECONNRESET") resolve(postJson(url, headers, body, true));
      else reject(error);
    });
    req.end(body);
  });
}

/** One of the slowest requests of a run, to tell where a tail comes from. */
interface SlowRequest {
  kind: Kind;
  ms: number;
  /** seconds from the run's start when it was sent */
  atSeconds: number;
  requestId: string | null;
  newConnection: boolean;
}
const SLOWEST_KEPT = 8;

class Recorder {
  readonly samples = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  /** when each sample's request was sent, in seconds from the run's start (same order as `samples`) */
  readonly sentAt = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  readonly slowest: SlowRequest[] = [];
  readonly started = performance.now();
  readonly errors = new Map<string, number>();
  requests = 0;
  failed = 0;

  async call<T>(base: string, session: Session, kind: Kind, variables: Record<string, unknown>): Promise<T | null> {
    this.requests++;
    const t = performance.now();
    let problem: string | null = null;
    let data: T | null = null;
    let answer: Answer | null = null;
    try {
      const res = await postJson(`${base}/graphql`, session.headers, JSON.stringify({ query: QUERIES[kind], variables }));
      answer = res;
      let body: { data?: T | null; errors?: { message?: string }[] } = {};
      try {
        body = JSON.parse(res.text) as typeof body;
      } catch {
        problem = `HTTP ${res.status}: not JSON`;
      }
      if (!problem && body.errors?.length) problem = `GraphQL: ${body.errors[0]?.message ?? "error without message"}`;
      else if (!problem && res.status !== 200) problem = `HTTP ${res.status}`;
      else if (!problem) data = body.data ?? null;
    } catch (error) {
      problem = `request failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    const ms = performance.now() - t;
    this.samples.get(kind)!.push(ms);
    this.sentAt.get(kind)!.push((t - this.started) / 1000);
    if (this.slowest.length < SLOWEST_KEPT || ms > this.slowest[this.slowest.length - 1]!.ms) {
      this.slowest.push({ kind, ms, atSeconds: (t - this.started) / 1000, requestId: answer?.requestId ?? null, newConnection: answer?.newConnection ?? true });
      this.slowest.sort((a, b) => b.ms - a.ms);
      this.slowest.length = Math.min(this.slowest.length, SLOWEST_KEPT);
    }
    if (problem) {
      this.failed++;
      const key = `${kind}: ${problem.slice(0, 200)}`;
      this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
    }
    return data;
  }

  /**
   * The slowest requests next to what the server's access log says they took from its handler's start: a
   * server time far below the client's is a wait before the handler (the connection's accept, an event loop
   * busy elsewhere, this process's own), not work on the request.
   */
  slowestWith(serverMs: Map<string, number>) {
    return this.slowest.map((s) => ({
      kind: s.kind, ms: round(s.ms), serverMs: s.requestId ? (serverMs.get(s.requestId) ?? null) : null, atSeconds: round(s.atSeconds), newConnection: s.newConnection,
    }));
  }

  /** every request's latency by the 5-second window it was sent in: where in the run the tail is */
  windows() {
    return latencyWindows(KINDS.flatMap((kind) => {
      const sent = this.sentAt.get(kind)!;
      return this.samples.get(kind)!.map((ms, i) => ({ sentAtSeconds: sent[i]!, ms }));
    }));
  }

  summary(seconds: number) {
    const latency = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      if (!s.length) return { n: 0 };
      return { n: s.length, p50Ms: round(percentile(s, 50)), p95Ms: round(percentile(s, 95)), p99Ms: round(percentile(s, 99)), maxMs: round(s[s.length - 1] ?? NaN) };
    };
    return {
      requests: this.requests,
      errors: this.failed,
      errorsByMessage: Object.fromEntries([...this.errors].sort((a, b) => b[1] - a[1])),
      requestsPerSecond: round(this.requests / seconds),
      latency: {
        all: latency(KINDS.flatMap((k) => this.samples.get(k)!)),
        ...Object.fromEntries(KINDS.map((k) => [k, latency(this.samples.get(k)!)])),
      },
    };
  }
}

interface TripRow {
  id: number;
}

/** One simulated operator: list, detail, sometimes a call report, with think time; stops at `deadline`. */
async function operator(
  index: number, base: string, session: Session, rec: Recorder, ownTrips: number[], deadline: number, o: Required<Omit<LoadOptions, "url" | "rssEverySeconds">>,
  counters: { iterations: number; reports: number; detailLoads: number },
) {
  const think = () => sleep(o.thinkMs * (0.5 + Math.random()));
  let fallbackTrip = ownTrips[0] ?? null;
  // operators start spread over one think time, as a shift does not start on one click
  await sleep(Math.random() * o.thinkMs * 2);
  for (let i = 0; i < o.maxIterations && performance.now() < deadline; i++) {
    counters.iterations++;
    const page = await rec.call<{ viajes: { totalreg: number; data: TripRow[] } }>(base, session, "viajes", {
      filters: pick(FILTER_SETS),
      orders: [{ field: pick(ORDER_FIELDS), type: pick(["ASC", "DESC"]) }],
      pagination: { fields: pick([20, 20, 50]), page: 1 + Math.floor(Math.random() * 5) },
    });
    if (performance.now() >= deadline) break;
    await think();
    const rows = page?.viajes.data ?? [];
    const id = rows.length ? pick(rows).id : fallbackTrip;
    if (id !== null && performance.now() < deadline) {
      fallbackTrip = id;
      counters.detailLoads++;
      await rec.call(base, session, "viaje", { id });
      await Promise.all([
        rec.call(base, session, "trazabilidadInfo", { id, pagination: { fields: 20, page: 1 } }),
        rec.call(base, session, "remesasInfo", { idviaje: id }),
        rec.call(base, session, "planviajePorViaje", { idviaje: id }),
      ]);
      await think();
    }
    // the operators' report iterations are staggered (operator k reports at iterations ≡ k mod reportEvery)
    if (i % o.reportEvery === index % o.reportEvery && ownTrips.length && performance.now() < deadline) {
      const idviaje = ownTrips[Math.floor(i / o.reportEvery) % ownTrips.length]!;
      const now = partsOf(new Date());
      counters.reports++;
      await rec.call(base, session, "createReporteV2", {
        reportes: [{
          clientrequestid: randomUUID(),
          idviaje,
          idsysevento: CALL,
          fecha: `${now.year}-${now.month}-${now.day}`,
          hora: `${now.hour}:${now.minute}`,
          lugar: "Base de operaciones",
          novedad: "Sin novedad (bench)",
          indicadornocoincide: false,
        }],
      });
      await think();
    }
  }
}

export async function benchLoad(options: LoadOptions) {
  const o = {
    operators: options.operators ?? 200,
    seconds: options.seconds ?? 60,
    sessions: options.sessions ?? options.operators ?? 200,
    thinkMs: options.thinkMs ?? 250,
    reportEvery: options.reportEvery ?? 10,
    maxIterations: options.maxIterations ?? 100_000,
  };
  // each session its own user: the server's read turns are per user, so sessions of one user would share that
  // user's turns (the demo data has six company-1 controllers; the rest are added to the scratch database)
  await ensureBenchUsers(options.url, o.sessions);
  const [logins, ownTrips] = await Promise.all([companyOneLogins(options.url, o.sessions), openTripsByOperator(options.url, o.operators)]);
  if (logins.length < o.sessions) throw new Error(`only ${logins.length} company-1 users for ${o.sessions} sessions`);
  const socketUrl = localSocketUrl(options.url);
  const server = await startServerProcess(socketUrl ?? options.url);
  try {
    const sessions: Session[] = [];
    for (const l of logins) sessions.push(await login(server.base, l.username, l.password));
    // warm-up (module loading, JIT, the pool's connections) is not measured
    const warm = new Recorder();
    await Promise.all(sessions.map((s) => warm.call(server.base, s, "viajes", { pagination: { fields: 20, page: 1 } })));
    if (warm.failed) throw new Error(`warm-up failed: ${JSON.stringify(Object.fromEntries(warm.errors))}`);
    await sleep(1000);
    const before = memoryOf(server.proc.pid!);
    const cpuBefore = cpuSecondsOf(server.proc.pid!);
    const postgresBefore = postgresCpuSeconds();
    const operatorsBefore = process.cpuUsage();

    const rec = new Recorder();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const counters = { iterations: 0, reports: 0, detailLoads: 0 };
    let peakRssMb = before.rssMb;
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, memoryOf(server.proc.pid!).rssMb);
    }, 250);
    const t0 = performance.now();
    const rssSeries: { atSeconds: number; rssMb: number }[] = [];
    const seriesSampler = options.rssEverySeconds
      ? setInterval(() => rssSeries.push({ atSeconds: Math.round((performance.now() - t0) / 1000), rssMb: memoryOf(server.proc.pid!).rssMb }), options.rssEverySeconds * 1000)
      : null;
    const deadline = t0 + o.seconds * 1000;
    try {
      await Promise.all(
        Array.from({ length: o.operators }, (_, i) => operator(i, server.base, sessions[i % sessions.length]!, rec, ownTrips[i] ?? [], deadline, o, counters)),
      );
    } finally {
      clearInterval(sampler);
      loopDelay.disable();
      if (seriesSampler) clearInterval(seriesSampler);
    }
    const elapsed = (performance.now() - t0) / 1000;
    const after = memoryOf(server.proc.pid!);
    const cpuSeconds = cpuSecondsOf(server.proc.pid!) - cpuBefore;
    const postgresAfter = postgresCpuSeconds();
    const operatorsUsage = process.cpuUsage(operatorsBefore);
    const postgresSeconds = postgresBefore != null && postgresAfter != null ? postgresAfter - postgresBefore : null;
    const operatorsSeconds = (operatorsUsage.user + operatorsUsage.system) / 1e6;
    const perRequestMs = (seconds: number | null) => (seconds == null ? null : round((1000 * seconds) / Math.max(1, rec.requests), 2));
    peakRssMb = Math.max(peakRssMb, after.rssMb);
    const summary = rec.summary(elapsed);
    const all = summary.latency.all as { p99Ms?: number; maxMs?: number };
    return {
      operators: o.operators,
      sessions: sessions.length,
      seconds: round(elapsed),
      thinkMs: o.thinkMs,
      reportEvery: o.reportEvery,
      pgPoolSize: Number(process.env.PG_POOL_SIZE ?? 10),
      pgConnection: socketUrl ? "unix socket" : "tcp",
      iterations: counters.iterations,
      detailLoads: counters.detailLoads,
      reports: counters.reports,
      ...summary,
      // the slowest request against the 99th percentile (the tail's target: within 4×), where the tail is in the
      // run, and its slowest requests with the server's own time for them
      maxOverP99: all.p99Ms && all.maxMs ? round(all.maxMs / all.p99Ms) : null,
      windows: rec.windows(),
      slowest: rec.slowestWith(server.serverMs),
      // how late this process's (the operators') event loop ran its timers: a client-side share of the latencies
      operatorsEventLoopDelayMs: { p99: round(loopDelay.percentile(99) / 1e6), max: round(loopDelay.max / 1e6) },
      serverCpu: { seconds: round(cpuSeconds), percentOfOneCore: round((100 * cpuSeconds) / elapsed) },
      // what one request costs the machine's CPU, by tier: the server process, PostgreSQL (null when it runs
      // elsewhere) and the simulated operators themselves (this process), which share the same cores
      cpuPerRequestMs: {
        server: perRequestMs(cpuSeconds),
        postgres: perRequestMs(postgresSeconds),
        operators: perRequestMs(operatorsSeconds),
        total: postgresSeconds == null ? null : perRequestMs(cpuSeconds + postgresSeconds + operatorsSeconds),
      },
      server: process.env.BENCH_SERVER === "source" ? "sources with tsx" : "compiled (dist-server)",
      serverStartup: server.startup,
      serverMemory: { rssBeforeMb: before.rssMb, rssAfterMb: after.rssMb, rssPeakMb: peakRssMb, hwmAfterMb: after.hwmMb, ...(options.rssEverySeconds ? { rssSeries } : {}) },
    };
  } finally {
    operatorsAgent.destroy();
    await server.stop();
  }
}

/**
 * Runs `fn` on a fresh database next to TEST_DATABASE_URL's, dropped afterwards. pg's pool.end() resolves
 * before its backends have gone, and DROP ... WITH (FORCE) would then kill them under a still-listening
 * pool (an unhandled 57P01 'error' event that ends this process): the drop waits for them first.
 */
export async function withScratchDatabase<T>(adminUrl: string, prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    for (const end = Date.now() + 10_000; Date.now() < end; await sleep(50)) {
      const { rows } = await admin.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
      if (Number(rows[0]?.n) === 0) break;
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
