// Starts the real server in process for one test file, on a database of its own: a copy of the run's demo (or empty)
// database on embedded PGlite by default, or on the PostgreSQL server named by TEST_DATABASE_URL when
// `engine: "postgres"` (tests/support/test-databases.ts).
import type { AddressInfo } from "node:net";
import { createApp, type App } from "@server/app";
import type { ExtraModule } from "@server/graphql/schema";
import type { Database } from "@server/db/client";
import { openTestDatabase, type Engine } from "../../support/test-databases";
import { createLiveBus, type LiveBus } from "@server/live/bus";
import { featureRoutes } from "@server/rest/routes";
import { createMetrics, type Metrics } from "@server/metrics/metrics";
import type { CounterStore, LoginLimiter } from "@server/security/login-limiter";
import type { ApiKeyLimits } from "@server/rest/v1/api-key-auth";
import { startWebhookWorker, type WebhookWorker, type WorkerOptions } from "@server/webhooks/worker";
import { webhookHandler } from "@server/rest/webhooks/route";
import { entities as registry } from "@entities";
import { syncTableSettings } from "@server/db/table-settings";
import { tableDefinitions } from "@server/db/seed/tables";
import type { EntityDefinition } from "@shared/entities/types";

export type { Engine };

export { enginesOf } from "../../support/engine-split";

/**
 * The one engine for a test whose subject does not depend on it and whose many statements make it long: PostgreSQL
 * when there is one (a statement costs a third of PGlite's there), PGlite otherwise.
 */
export const ONE_ENGINE: Engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export interface TestServer {
  url: string;
  app: App;
  database: Database;
  live: LiveBus;
  engine: Engine;
  /** POST /api/login; returns the parsed body and status */
  login(username: string, password: string): Promise<{ status: number; body: LoginBody }>;
  /** logs in and returns headers ready for GraphQL calls */
  auth(username: string, password: string): Promise<AuthHeaders>;
  /** POST /graphql with the given headers */
  gql<T = Record<string, unknown>>(headers: AuthHeaders | Record<string, string>, query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>>;
  /** the webhook worker of the running server (null when started with `webhooks: false`) */
  webhooks: WebhookWorker | null;
  /** how many feed subscriptions (newReport) the server has started since it first started */
  feedSubscriptions(): number;
  /**
   * Stops the HTTP/WebSocket server (clients see their sockets close, 1001), runs `whileDown`, and starts a
   * new one on the same port over the same database and live bus.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface LoginBody {
  token: string;
  idempresa: number;
  usuario: { idusuario: number; name: string; idrol: number; urllogo: string | null };
  message?: string;
}
export interface AuthHeaders {
  authorization: string;
  idapp: string;
  idempresa: string;
  [key: string]: string;
}
export interface GqlResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface StartOptions {
  engine?: Engine;
  /** demo data (default) or an empty migrated database */
  seed?: "demo" | "none";
  redisUrl?: string;
  /** serve the built UI from this folder (end-to-end tests) */
  uiDir?: string;
  /**
   * the master entities the server serves (default: the product's registry); a test adds its own entity with
   * `[...registry, itsEntity]`, creating its table with `setupSql`. Their lists' settings (`tablas`) are added as a
   * start adds them.
   */
  entities?: readonly EntityDefinition[];
  /** GraphQL modules added to the schema, and SQL run after migrations (e.g. to create a test entity's table) */
  extraModules?: ExtraModule[];
  setupSql?: string;
  /** the login limiter (default: the app's own, in memory) */
  loginLimiter?: LoginLimiter;
  /** serve GET /metrics with this bearer token (default: METRICS_TOKEN, normally unset: off) */
  metricsToken?: string;
  /** requests per API key and window (default: the app's, from the environment) */
  apiKeyLimits?: ApiKeyLimits;
  /** the API keys' rate counters (default: the app's own, in memory) */
  apiKeyCounters?: CounterStore;
  /**
   * the webhook worker's settings (default: a fast poll, private addresses allowed so receivers on 127.0.0.1
   * work); false: no worker (deliveries stay queued)
   */
  webhooks?: Partial<WorkerOptions> | false;
  /** PostgreSQL only: the URL the server connects through, given the throw-away database's (e.g. a TCP proxy's) */
  connectVia?: (url: string) => Promise<string>;
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const engine = options.engine ?? "pglite";
  const copy = await openTestDatabase(engine, options.seed === "none" ? "empty" : "demo", options.connectVia);
  const database = copy.database;
  if (options.setupSql) await database.exec(options.setupSql);
  if (options.entities) await syncTableSettings(database, tableDefinitions(options.entities));
  const live = createLiveBus(options.redisUrl);
  let feedSubscriptions = 0;
  const countedLive: LiveBus = {
    publish: (idempresa, messages) => live.publish(idempresa, messages),
    subscribe: (idempresa) => {
      feedSubscriptions += 1;
      return live.subscribe(idempresa);
    },
    close: () => live.close(),
  };
  // the attempts are counted in the running app's metrics (a restart makes a new app with a registry of its own)
  let metrics: Metrics | undefined;
  const startWorker = () => (options.webhooks === false ? null : startWebhookWorker(database, {
    pollMs: 50, allowPrivate: true, onSettled: (outcome) => metrics?.webhookAttempts.inc({ outcome }), ...options.webhooks,
  }));
  let worker = startWorker();
  const newApp = () => {
    const appMetrics = createMetrics();
    metrics = appMetrics;
    const allowPrivate = options.webhooks === false ? true : (options.webhooks?.allowPrivate ?? true);
    const services = { database, live: countedLive, metrics: appMetrics, entities: options.entities ?? registry };
    return createApp({
      ...services, uiDir: options.uiDir, extraModules: options.extraModules, routes: featureRoutes(services),
      handlers: [webhookHandler(services, { allowPrivate, onQueued: () => worker?.nudge() })],
      loginLimiter: options.loginLimiter, metricsToken: options.metricsToken, apiKeyLimits: options.apiKeyLimits, apiKeyCounters: options.apiKeyCounters,
    });
  };
  const listen = (app: App, port: number) => new Promise<void>((resolve) => app.server.listen(port, "127.0.0.1", resolve));
  const app = newApp();
  await listen(app, 0);
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;

  const server: TestServer = {
    url: base,
    app,
    database,
    live,
    engine,
    webhooks: worker,
    feedSubscriptions: () => feedSubscriptions,
    async restart(whileDown) {
      await server.app.close();
      await worker?.stop();
      await whileDown?.();
      worker = startWorker();
      server.webhooks = worker;
      const next = newApp();
      await listen(next, port);
      server.app = next;
    },
    async login(username, password) {
      const res = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password, extra: { code: 12 } }),
      });
      return { status: res.status, body: (await res.json()) as LoginBody };
    },
    async auth(username, password) {
      const { status, body } = await server.login(username, password);
      if (status !== 200) throw new Error(`login ${username} answered ${status}`);
      return { authorization: body.token, idapp: "12", idempresa: String(body.idempresa) };
    },
    async gql(headers, query, variables) {
      const res = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as GqlResult<never>;
    },
    async close() {
      await server.app.close();
      await worker?.stop();
      await live.close();
      await copy.close();
    },
  };
  return server;
}
