// One server process: reads the environment, opens and migrates the database, seeds an empty one with the demo
// data (a new embedded folder is prepared in a child process first, server/db/new-data-dir.ts), and serves HTTP + WebSocket on the port (alone, or as one of the cluster's workers sharing it).
import { resolve } from "node:path";
import { createApp } from "./app";
import { createMetrics } from "./metrics/metrics";
import { describeError } from "./security/log";
import { logger } from "./log/logger";
import { openDatabase, servingLimitsFromEnv } from "./db/client";
import { seedDemoIfEmpty, DEMO_LOGINS } from "./db/seed";
import { writeDemoPhotos } from "./db/seed/photos";
import { prepareNewDataDir } from "./db/new-data-dir";
import { syncTableSettings } from "./db/table-settings";
import { tableDefinitions } from "./db/seed/tables";
import { fillMissingEtas } from "./graphql/modules/eta/store";
import { liveBusFromEnv } from "./live/bus-from-env";
import { featureRoutes } from "./rest/routes";
import { healthRoutes } from "./rest/health/route";
import { redisTimeoutFromEnv } from "./redis/bounded-options";
import { createRedisPing } from "./redis/ping";
import { createLoginLimiter, loginLimitsFromEnv } from "./security/login-limiter";
import { sharedCounterStore } from "./security/shared-counters";
import { installProcessGuards } from "./security/process-guards";
import { SHUTDOWN_GRACE_MS } from "./security/drain";
import { createDemoActivity, demoActivityEnabled } from "./demo/activity";
import { startWebhookWorker, workerOptionsFromEnv, allowPrivateFromEnv } from "./webhooks/worker";
import { webhookHandler } from "./rest/webhooks/route";
import { entities } from "@entities";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = resolve(process.env.DATA_DIR ?? "./data");
const uiDir = process.env.UI_DIR ? resolve(process.env.UI_DIR) : undefined;

// a new embedded folder: created, migrated and seeded in a child process, whose memory goes with it
const seededApart = process.env.DATABASE_URL ? false : await prepareNewDataDir(dataDir);
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir, ...servingLimitsFromEnv() });
await database.migrate();
const seededHere = await seedDemoIfEmpty(database);
// the demo's report photos: real image files in the uploads folder, written only with the demo data
if (seededHere) await writeDemoPhotos(database);
const seeded = seededApart || seededHere;
// lists added to the product since this database was seeded get their settings (rows already there stay as they are)
await syncTableSettings(database, tableDefinitions(entities));
// open trips of a database from before estimates were kept get theirs (the others get one with each report)
await fillMissingEtas(database.db);
// every Redis call a request waits for has this budget, past which the server goes on without Redis
const redisTimeoutMs = redisTimeoutFromEnv();
// the feed between processes: Redis with REDIS_URL, else PostgreSQL's LISTEN/NOTIFY, else this process alone (PGlite)
const live = liveBusFromEnv(process.env, { redisTimeoutMs });
// the failed-login and the API keys' request counters, shared by every process: in Redis with REDIS_URL, else in
// PostgreSQL's table on a database server, in this process on the embedded database (and while the store fails)
const redisUrl = process.env.REDIS_URL;
const loginLimiter = createLoginLimiter({ limits: loginLimitsFromEnv(), store: sharedCounterStore(database, { redisUrl, redisTimeoutMs }) });
const apiKeyCounters = sharedCounterStore(database, { redisUrl, redisTimeoutMs, counters: "Límite de las claves API" });
const redisPing = process.env.REDIS_URL ? createRedisPing(process.env.REDIS_URL, redisTimeoutMs) : null;
// one registry for the app and its feature routes (exports); GET /metrics serves it with METRICS_TOKEN
const metrics = createMetrics();
// the product's master entities (entities/index.ts): the app, its feature routes and handlers serve this one list
const services = { database, live, metrics, entities };
const routes = [...featureRoutes(services), ...healthRoutes({ database, pingRedis: redisPing?.ping })];
// the webhooks' deliveries: a worker posting the database queue (every replica runs one; they share the queue)
const webhookWorker = startWebhookWorker(database, { ...workerOptionsFromEnv(), onSettled: (outcome) => metrics.webhookAttempts.inc({ outcome }) });
const handlers = [webhookHandler(services, { allowPrivate: allowPrivateFromEnv(), onQueued: webhookWorker.nudge })];
const app = createApp({ ...services, uiDir, loginLimiter, routes, handlers, metrics, apiKeyCounters, pidHeader: process.env.SERVER_PID_HEADER === "1" });
// the demo's trips keep getting routine reports, so its trips list shows every alert level all day
// (docs/adr/0002-demo-and-bench-data.md); never on a database named by DATABASE_URL, off with DEMO_ACTIVITY=0
const demoActivity = demoActivityEnabled(process.env) ? createDemoActivity({ database, live, entities }) : null;
demoActivity?.start();

app.server.listen(port, host, () => {
  const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  const where = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite en ${dataDir}`;
  logger.info({ url, startupMs: Math.round(performance.now()), rssMb: Math.round(process.memoryUsage.rss() / 1e6) }, `Torre de Control escuchando en ${url}`);
  logger.info(`Base de datos: ${where}${seeded ? " (datos de demostración cargados)" : ""}`);
  // the demo sign-ins only on the start that loaded the demo data: a database that already held data may be a
  // real one, whose log should not advertise them (README lists them too)
  if (demoActivity) logger.info("Actividad demo: los viajes en curso reciben reportes de rutina cada minuto (DEMO_ACTIVITY=0 la apaga)");
  if (seeded) logger.info(`Usuarios de demostración: ${DEMO_LOGINS.map((l) => `${l.username} / ${l.password} (${l.description})`).join("; ")}`);
});

/**
 * The longest a graceful shutdown may take: the drain cuts the HTTP connections at SHUTDOWN_GRACE_MS, and 5 s
 * later the process exits 1 whatever still holds it (a WebSocket peer that never answers the close, a bus or a
 * pool that does not end), so a stopped server never stays alive.
 */
const shutdownLimitMs = SHUTDOWN_GRACE_MS + 5_000;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info(`${signal}: cerrando conexiones...`);
  setTimeout(() => {
    logger.error(`${signal}: las conexiones no se cerraron en ${shutdownLimitMs} ms; el proceso termina igual`);
    process.exit(1);
  }, shutdownLimitMs).unref();
  try {
    await demoActivity?.stop();
    await app.close();
    await webhookWorker.stop();
    await loginLimiter.close();
    await apiKeyCounters.close();
    await redisPing?.close();
    await live.close();
    await database.close();
  } catch (error) {
    logger.error(describeError(error));
    process.exit(1);
  }
  process.exit(0);
}
installProcessGuards();
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
