// `npm run bench`: prints one JSON object of figures. Sizes: BENCH_TRIPS_PGLITE (default 145000: company 1 gets about 70 %, so its export reaches 100,000 rows),
// BENCH_TRIPS_POSTGRES (default 1000000, only with TEST_DATABASE_URL; the export is measured there too), BENCH_VIAJES_REQUESTS
// (default 200: the timed trips-list pages, after up to 10 warm-up ones; on PostgreSQL the trips list's default view is
// also timed next to its raw-SQL floor, one request at a time and 20 / 100 at once, under viajesPostgres.<shape>.defaultView.floor, and the
// server process's own CPU per request, BENCH_LIST_CPU_REQUESTS distinct ones (default 400), under viajesPostgres.<shape>.defaultView.serverCpu;
// `npm run bench:list-cpu` measures that figure alone, bench/list-cpu.ts). Bench data shapes: BENCH_SHAPE_PGLITE
// (default realistic), BENCH_SHAPES_POSTGRES (default realistic,stress: each shape on its own scratch database, figures
// under viajesPostgres.<shape>), BENCH_LOAD_SHAPE (default realistic); realistic: ≤ 1 % open trips, stress: 63 % open. BENCH_SKIP (comma list of sections to skip:
// viajes,postgres,pgliteServer,export,import,rest,feed,feedRefetch,downloadZip,bundle,bundleBrowser,startup,restart,load,abuse; restart: the start-up figure on a fresh data
// folder only). pgliteServer: the compiled server on its own PGlite with the demo data (a fresh folder, as `npm start`
// makes it; with TEST_DATABASE_URL, unless postgres is skipped, also on a scratch PostgreSQL database seeded with the
// same demo data, and the ratio of the two medians), BENCH_PGLITE_SERVER_REQUESTS (default 200) trips-list pages after BENCH_PGLITE_SERVER_WARMUP (default 100), its CPU
// per request and its RSS. UI_DIR: the built UI whose login-route JavaScript is measured (default dist); bundleBrowser: the
// compressed JavaScript a real Chromium receives for the login route, the trips list after sign-in, and the first visit of the fleet map and of the statistics. The load section (PostgreSQL only):
// BENCH_LOAD_TRIPS (default 100000), BENCH_LOAD_OPERATORS (default 200), BENCH_LOAD_SECONDS (default 60),
// BENCH_LOAD_THINK_MS (default 250, each operator's mean pause between steps), BENCH_SERVER_NODE_ARGS (node flags for the
// server process, e.g. "--cpu-prof --cpu-prof-dir=prof"), BENCH_PG_TCP=1 (the server reaches a PostgreSQL of this machine
// over TCP instead of its Unix socket; the JSON says which as load.pgConnection).
// The feed section: BENCH_FEED_CLIENTS (default 1000), BENCH_FEED_REPORTS (default 50); server processes on PGlite, or on
// PostgreSQL with TEST_DATABASE_URL; two processes sharing Redis with REDIS_URL and TEST_DATABASE_URL.
// The REST list against the GraphQL list: BENCH_REST_REQUESTS (default 200). The xlsx import: BENCH_IMPORT_ROWS (default 10000 new routes, dry run then apply, a server process on PGlite).
// The download manager's zip: BENCH_ZIP_MB (default 200 MB of 1 MB photos).
// The abuse section (a server process on PGlite): BENCH_ABUSE_FILTERS (default 15000), BENCH_ABUSE_LOGINS (default 20),
// BENCH_ABUSE_GUESSES (default 100); its searches by one user against another's trips list: BENCH_ABUSE_REQUESTS (default 40, the
// other user's timed requests), on PGlite (demo data) and, with TEST_DATABASE_URL, PostgreSQL (BENCH_ABUSE_TRIPS_POSTGRES, default 100000).
import "./log-level";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../server/db/client";
import { seed, seedDemoIfEmpty } from "../server/db/seed";
import { BENCH_SHAPES, type BenchShape } from "../server/db/seed/bench";
import { benchAbuse } from "./abuse";
import { benchPatternAbuse } from "./abuse-patterns";
import { loginRouteJs } from "./bundle";
import { benchBundleInBrowser } from "./bundle-browser";
import { benchDownloadZip } from "./download-zip";
import { benchExport } from "./export";
import { benchImport } from "./import";
import { benchRest } from "./rest";
import { benchFeed } from "./feed";
import { benchFeedRefetch } from "./feed-refetch";
import { benchLoad, withScratchDatabase } from "./load";
import { loadFailure } from "./stats";
import { benchStartup } from "./startup";
import { benchViajes } from "./viajes";
import { benchTripsListServerCpu } from "./trips-list-cpu";

const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
const figures: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);
const viajesRequests = Number(process.env.BENCH_VIAJES_REQUESTS ?? 200);
const uiDir = process.env.UI_DIR || "dist";

function shapes(value: string | undefined, fallback: BenchShape[]): BenchShape[] {
  const list = value ? value.split(",").filter(Boolean) : fallback;
  for (const s of list) if (!BENCH_SHAPES.includes(s as BenchShape)) throw new Error(`unknown bench shape '${s}' (${BENCH_SHAPES.join(", ")})`);
  return list as BenchShape[];
}
const pgliteShape = shapes(process.env.BENCH_SHAPE_PGLITE, ["realistic"])[0];
const postgresShapes = shapes(process.env.BENCH_SHAPES_POSTGRES, ["realistic", "stress"]);
const loadShape = shapes(process.env.BENCH_LOAD_SHAPE, ["realistic"])[0];

/** PGlite in a scratch folder (as `npm start` keeps it), so the export's child processes can open it too */
async function seededPglite(trips: number, dataDir: string) {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const t = performance.now();
  await seed(database, { size: "bench", trips, shape: pgliteShape });
  return { database, seedSeconds: Math.round((performance.now() - t) / 100) / 10 };
}

if (!skip.has("viajes")) {
  const trips = Number(process.env.BENCH_TRIPS_PGLITE ?? 145_000);
  const dataDir = mkdtempSync(join(tmpdir(), "tdc-bench-"));
  try {
    log(`seeding ${trips} trips on PGlite`);
    const { database, seedSeconds } = await seededPglite(trips, dataDir);
    log("viajes page latency on PGlite");
    figures.viajesPglite = { trips, shape: pgliteShape, seedSeconds, ...(await benchViajes(database, viajesRequests)) };
    if (!skip.has("export")) {
      log("xlsx export of the trips list (idquery 2) at 10,000 and 100,000 rows, one fresh process each");
      // closes the database: each size's process opens it in turn
      figures.exportTrips = await benchExport(database, { dataDir }, [10_000, Math.min(100_000, trips)]);
    } else {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!skip.has("postgres") && !skip.has("viajes") && process.env.TEST_DATABASE_URL) {
  const trips = Number(process.env.BENCH_TRIPS_POSTGRES ?? 1_000_000);
  const byShape: Record<string, unknown> = {};
  for (const [index, shape] of postgresShapes.entries()) {
    byShape[shape] = await withScratchDatabase(process.env.TEST_DATABASE_URL, `tdc_bench_${shape}`, async (url) => {
      const database = await openDatabase({ url });
      try {
        await database.migrate();
        log(`seeding ${trips} trips (${shape}) on PostgreSQL`);
        const t = performance.now();
        await seed(database, { size: "bench", trips, shape });
        const seedSeconds = Math.round((performance.now() - t) / 100) / 10;
        log(`viajes screens' latency on PostgreSQL (${shape})`);
        const screens = await benchViajes(database, viajesRequests, url);
        log(`the server process's CPU per trips-list request (${shape})`);
        const serverCpu = await benchTripsListServerCpu({ url, requests: Number(process.env.BENCH_LIST_CPU_REQUESTS ?? 400) });
        const latency = { trips, seedSeconds, ...screens, defaultView: { ...screens.defaultView, serverCpu } };
        if (!skip.has("export") && index === 0) {
          // the database in its own process: the RSS is the Node server's alone
          log("xlsx export of the trips list on PostgreSQL at 10,000 and 100,000 rows, one fresh process each");
          figures.exportTripsPostgres = await benchExport(database, { url }, [10_000, Math.min(100_000, trips)]);
        }
        return latency;
      } finally {
        await database.close().catch(() => undefined);
      }
    });
  }
  figures.viajesPostgres = byShape;
}

if (!skip.has("pgliteServer")) {
  log("the server on its own PGlite (demo data): CPU per trips-list request and RSS");
  figures.pgliteServer = await benchTripsListServerCpu({
    url: null,
    requests: Number(process.env.BENCH_PGLITE_SERVER_REQUESTS ?? 200),
    warmUp: Number(process.env.BENCH_PGLITE_SERVER_WARMUP ?? 100),
  });
  if (process.env.TEST_DATABASE_URL && !skip.has("postgres")) {
    // the same server, requests and demo data on PostgreSQL: the embedded engine's cost is the ratio of the two
    log("the same server on PostgreSQL with the demo data, for comparison");
    const onPostgres = await withScratchDatabase(process.env.TEST_DATABASE_URL, "tdc_demo_compare", async (url) => {
      const database = await openDatabase({ url });
      try {
        await database.migrate();
        await seedDemoIfEmpty(database);
      } finally {
        await database.close();
      }
      // one server process, as on PGlite (which always runs one)
      const processes = process.env.WEB_CONCURRENCY;
      process.env.WEB_CONCURRENCY = "1";
      try {
        return await benchTripsListServerCpu({
          url,
          requests: Number(process.env.BENCH_PGLITE_SERVER_REQUESTS ?? 200),
          warmUp: Number(process.env.BENCH_PGLITE_SERVER_WARMUP ?? 100),
        });
      } finally {
        if (processes === undefined) delete process.env.WEB_CONCURRENCY;
        else process.env.WEB_CONCURRENCY = processes;
      }
    });
    const pglite = figures.pgliteServer as { p50Ms: number };
    figures.pgliteServerOverPostgres = { postgres: onPostgres, p50Ratio: Math.round((100 * pglite.p50Ms) / onPostgres.p50Ms) / 100 };
  }
}

/**
 * `run` on a scratch PostgreSQL database next to TEST_DATABASE_URL's, migrated and seeded with `trips` bench trips
 * in the load's shape; without TEST_DATABASE_URL, why it was skipped.
 */
async function onSeededPostgres<T>(name: string, purpose: string, trips: number, run: (url: string) => Promise<T>): Promise<T | string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return `skipped: TEST_DATABASE_URL is not set (${purpose} is on PostgreSQL)`;
  return withScratchDatabase(adminUrl, name, async (url) => {
    const database = await openDatabase({ url });
    try {
      await database.migrate();
      log(`seeding ${trips} trips (${loadShape}) on PostgreSQL for ${purpose}`);
      await seed(database, { size: "bench", trips, shape: loadShape });
    } finally {
      await database.close();
    }
    return run(url);
  });
}

if (!skip.has("load")) {
  const trips = Number(process.env.BENCH_LOAD_TRIPS ?? 100_000);
  const operators = Number(process.env.BENCH_LOAD_OPERATORS ?? 200);
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  figures.load = await onSeededPostgres("tdc_load", "the load run", trips, async (url) => {
    log(`load: ${operators} operators for ${seconds} s against a server process`);
    const thinkMs = Number(process.env.BENCH_LOAD_THINK_MS ?? 250);
    return { trips, shape: loadShape, ...(await benchLoad({ url, operators, seconds, thinkMs })) };
  });
}

// The soak (opt-in: BENCH_SOAK_MINUTES, e.g. 30): the load run's operators for that long against one server
// process, its RSS recorded every minute; growth is the last sample against the one at the end of the first
// minute (warmed up). BENCH_SOAK_TRIPS (default 20000), BENCH_SOAK_OPERATORS (default 50). PostgreSQL only.
const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES ?? 0);
if (soakMinutes > 0) {
  const trips = Number(process.env.BENCH_SOAK_TRIPS ?? 20_000);
  const operators = Number(process.env.BENCH_SOAK_OPERATORS ?? 50);
  figures.soak = await onSeededPostgres("tdc_soak", "the soak", trips, async (url) => {
    log(`soak: ${operators} operators for ${soakMinutes} min against a server process`);
    const run = await benchLoad({ url, operators, seconds: soakMinutes * 60, thinkMs: Number(process.env.BENCH_LOAD_THINK_MS ?? 250), rssEverySeconds: 60 });
    const series = run.serverMemory.rssSeries ?? [];
    const first = series[0]?.rssMb;
    const last = series.at(-1)?.rssMb;
    return { minutes: soakMinutes, trips, ...run, rssGrowthAfterFirstMinuteMb: first == null || last == null ? null : Math.round((last - first) * 10) / 10 };
  });
}

if (!skip.has("import")) {
  const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
  log(`xlsx import of ${rows} new routes (dry run, then apply) in a fresh server process on PGlite`);
  figures.importRutas = await benchImport(rows);
}

if (!skip.has("rest")) {
  const requests = Number(process.env.BENCH_REST_REQUESTS ?? 200);
  log(`REST list (API key) next to the GraphQL list it runs: ${requests} requests each on PGlite`);
  figures.restList = await benchRest(requests);
}

if (!skip.has("feed")) {
  log("report feed: createReporteV2 to arrival at the WebSocket clients, server processes");
  figures.feed = await benchFeed({
    clients: Number(process.env.BENCH_FEED_CLIENTS ?? 1000),
    reports: Number(process.env.BENCH_FEED_REPORTS ?? 50),
    redisUrl: process.env.REDIS_URL,
    databaseUrl: process.env.TEST_DATABASE_URL,
  });
}

if (!skip.has("feedRefetch")) {
  log("refetch storm: trips-list SQL statements per report with BENCH_REFETCH_LISTS (default 200) open lists");
  figures.feedRefetch = await benchFeedRefetch({ clients: Number(process.env.BENCH_REFETCH_LISTS ?? 200), postgres: Boolean(process.env.TEST_DATABASE_URL) });
}

if (!skip.has("downloadZip")) {
  log("download manager zip: peak memory while zipping the photos");
  figures.downloadZip = benchDownloadZip(Number(process.env.BENCH_ZIP_MB ?? 200));
}

if (!skip.has("bundle")) {
  if (!existsSync(join(uiDir, "index.html"))) {
    const { spawnSync } = await import("node:child_process");
    spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", uiDir, "--emptyOutDir"], { stdio: ["ignore", "ignore", "inherit"] });
  }
  figures.loginRouteJs = loginRouteJs(uiDir);
  if (!skip.has("bundleBrowser")) {
    log("JavaScript transferred to Chromium: login route, then the trips list after sign-in");
    figures.routeJsTransfer = await benchBundleInBrowser(uiDir);
  }
}

if (!skip.has("abuse")) {
  log("abuse: crash paths, a list query with thousands of nested filters during logins, concurrent password guesses");
  figures.abuse = await benchAbuse({
    filters: Number(process.env.BENCH_ABUSE_FILTERS ?? 15_000),
    logins: Number(process.env.BENCH_ABUSE_LOGINS ?? 20),
    guesses: Number(process.env.BENCH_ABUSE_GUESSES ?? 100),
  });
  // one user's abusive searches against another user's trips list, on the embedded database (demo data) and,
  // with TEST_DATABASE_URL, on PostgreSQL with BENCH_ABUSE_TRIPS_POSTGRES (default 100000) realistic trips
  const requests = Number(process.env.BENCH_ABUSE_REQUESTS ?? 40);
  log("abuse: a 100,000-character search and waves of 24 heavy searches by one user, another user's trips list meanwhile (PGlite)");
  const patterns: Record<string, unknown> = { pglite: await benchPatternAbuse(null, { requests }) };
  if (process.env.TEST_DATABASE_URL && !skip.has("postgres")) {
    const trips = Number(process.env.BENCH_ABUSE_TRIPS_POSTGRES ?? 100_000);
    patterns.postgres = await withScratchDatabase(process.env.TEST_DATABASE_URL, "tdc_abuse", async (url) => {
      const database = await openDatabase({ url });
      try {
        await database.migrate();
        log(`seeding ${trips} trips (realistic) on PostgreSQL for the abusive searches`);
        await seed(database, { size: "bench", trips, shape: "realistic" });
      } finally {
        await database.close();
      }
      log("abuse: the same searches on PostgreSQL");
      return { trips, ...(await benchPatternAbuse(url, { requests })) };
    });
  }
  (figures.abuse as Record<string, unknown>).patterns = patterns;
}

if (!skip.has("startup")) {
  log("time from npm start to the first GraphQL answer");
  figures.startToFirstGraphql = await benchStartup({ restart: !skip.has("restart") });
}

console.log(JSON.stringify(figures, null, 2));
// the load run's acceptance is 0 errors: a run with errors fails the command
const failure = loadFailure(figures.load);
if (failure) log(failure);
process.exit(failure ? 1 : 0);
