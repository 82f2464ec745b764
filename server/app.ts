// The HTTP server: REST endpoints, GraphQL over HTTP (yoga) and over WebSocket (graphql-ws), and the built UI.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { GraphQLError, type ValidationRule } from "graphql";
import { createYoga, maskError } from "graphql-yoga";
import { availabilityError, availabilityFault } from "./db/availability";
import { useServer as attachGraphqlWs } from "graphql-ws/lib/use/ws";
import { WebSocketServer, type WebSocket } from "ws";
import { authenticate, credentialsFromHeaders, type AppServices, type Context } from "./context";
import { inputErrorCodesPlugin } from "./graphql/input-error-codes";
import { buildSchema, type ExtraModule } from "./graphql/schema";
import { API_NOT_FOUND, dispatch, sendJson, type Route } from "./rest/http";
import { loginRoutes } from "./rest/login";
import { clientConfigRoutes, mapTilesFromEnv } from "./rest/client-config/route";
import { serveUi } from "./rest/static-ui";
import { tokenFromHeader } from "./auth/session";
import { tokenFromCookies } from "./auth/session-cookie";
import { sameOriginOrAllowed } from "./security/ws-origin";
import { tokenLimitPlugin } from "./security/graphql-limits";
import { compiledQueriesPlugin } from "./graphql/compiled-queries";
import { tripsPagePlugin } from "./graphql/trips-page-plugin";
import { operationLimitRules } from "./security/operation-limits";
import { wsExecution, type WsInitialContext } from "./graphql/ws-execution";
import { boundGraphqlBody } from "./security/graphql-body";
import { drainServer } from "./security/drain";
import { CORS_HEADERS, CORS_METHODS, corsOriginsFromEnv, httpHardening } from "./security/http-headers";
import { introspectionGuard } from "./security/introspection";
import { inputShapePlugin } from "./security/input-shape";
import { assignRequestId, logRequestError, safeYogaLogger, tagErrors } from "./security/log";
import { CLOSE_TOO_MANY_SOCKETS, MAX_WS_MESSAGE_BYTES, wsLimits } from "./security/ws-limits";
import { logProtocolErrorsQuietly } from "./security/ws-protocol-errors";
import { createLoginLimiter, loginLimitsFromEnv, type LoginLimiter } from "./security/login-limiter";
import { createMetrics, type Metrics } from "./metrics/metrics";
import { metricsPlugin } from "./metrics/graphql-plugin";
import { metricsRoutes } from "./metrics/route";
import { webhookQueueState } from "./webhooks/queue-state";
import { logAccess, type AccessRecord } from "./log/access";
import { accessLogPlugin } from "./log/graphql-plugin";
import { MESSAGES } from "@shared/i18n/messages";
import { v1Router } from "./rest/v1/router";
import { apiKeyLimitsFromEnv, createApiKeyAuth, type ApiKeyLimits } from "./rest/v1/api-key-auth";
import { memoryStore, type CounterStore } from "./security/login-limiter";
import { entities as registry } from "@entities";
import type { EntityDefinition } from "@shared/entities/types";
import { assertDefinitions } from "@shared/entities/definition-check";
import { WS_LIMIT_TEXTS } from "@shared/i18n/requests";

export interface AppOptions extends Omit<AppServices, "entities"> {
  /**
   * the master entities the app serves (the product's registry by default): its contract, REST resources, OpenAPI
   * document, import and webhook events are derived from this list; the feature routes and handlers given below
   * are given the same list in their services
   */
  entities?: readonly EntityDefinition[];
  /** folder of the built UI to serve (production); none in development and tests */
  uiDir?: string;
  /** extra REST routes contributed by feature modules */
  routes?: Route[];
  /** REST handlers matching their own paths (e.g. with ids in them); each answers true when it took the request */
  handlers?: ((req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>)[];
  /** GraphQL modules added at start-up (tests of the resource engine) */
  extraModules?: ExtraModule[];
  /** failed-login counters (in this process by default; main.ts passes a Redis-backed one with REDIS_URL) */
  loginLimiter?: LoginLimiter;
  /** the app's metrics (main.ts shares them with the feature routes); a registry of the app's own by default */
  metrics?: Metrics;
  /** the bearer token of GET /metrics (METRICS_TOKEN by default); without one the endpoint is off (404) */
  metricsToken?: string;
  /** the API keys' request counters (in this process by default; main.ts passes Redis-backed ones with REDIS_URL) */
  apiKeyCounters?: CounterStore;
  /** requests per key and window (API_KEY_RATE_LIMIT, API_KEY_RATE_WINDOW_SECONDS by default) */
  apiKeyLimits?: ApiKeyLimits;
  /**
   * every answer (and WebSocket handshake) names the process that served it in `x-server-pid`: for tests of a
   * cluster (SERVER_PID_HEADER=1), never in production, where it would tell the world about the processes
   */
  pidHeader?: boolean;
}

export interface App {
  server: Server;
  /** the master entities the app serves */
  entities: readonly EntityDefinition[];
  yoga: ReturnType<typeof createYoga<Record<string, unknown>, Context>>;
  metrics: Metrics;
  close(): Promise<void>;
}

export function createApp(options: AppOptions): App {
  // a wrong definition in a list given here stops the start, as one in the registry does
  if (options.entities) assertDefinitions(options.entities);
  const metrics = options.metrics ?? createMetrics();
  const metricsToken = options.metricsToken ?? (process.env.METRICS_TOKEN || undefined);
  if (metricsToken) metrics.collectDefaults();
  const services: AppServices = { database: options.database, live: options.live, metrics, entities: options.entities ?? registry };
  const schema = buildSchema(services.entities, options.extraModules);
  // a raster tile server for the maps (MAP_TILES_URL): told to the browser by /api/config, allowed by the CSP
  const tiles = mapTilesFromEnv();
  const hardening = httpHardening(corsOriginsFromEnv(), tiles ? [tiles.origin] : []);
  const yoga = createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    // the body is read and bounded before yoga sees it (boundGraphqlBody: MAX_GRAPHQL_BODY_BYTES, 413); yoga's own
    // limit would pipe that read body through one more stream per request
    maxRequestBodySize: false,
    // production never shows stack traces; unexpected errors are masked as "Unexpected error.", except a database
    // that cannot answer: 503 'Servicio no disponible' / 'La consulta tardó demasiado'
    maskedErrors: {
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? error.originalError ?? error : error;
        const fault = availabilityFault(original);
        if (fault) {
          metrics.databaseFaults.inc({ kind: fault });
          return availabilityError(fault);
        }
        return maskError(error, message, isDev);
      },
    },
    graphiql: process.env.NODE_ENV !== "production",
    logging: safeYogaLogger,
    // a failure is tagged with its request's id (given by the HTTP handler below) for yoga's log line
    // a WebSocket operation brings its socket's credentials (wsExecution); an HTTP request, its headers
    context: async (initial) => {
      const { request, requestId } = initial;
      const ws = (initial as Partial<WsInitialContext>).wsCredentials;
      try {
        return await authenticate(services, ws ?? credentialsFromHeaders(request.headers));
      } catch (error) {
        tagErrors(requestId as string | undefined, [error]);
        throw error;
      }
    },
    // only the origins of CORS_ORIGINS, never a reflected or 'null' one (yoga's default reflects any origin)
    cors: (request) => {
      const origin = hardening.allowedOrigin(request.headers.get("origin"));
      return origin ? { origin, credentials: true, methods: CORS_METHODS, allowedHeaders: CORS_HEADERS } : false;
    },
    plugins: [
      compiledQueriesPlugin(),
      // after the compiled executor: the trips page's answer from its rows' JSON, the executor for everything else
      tripsPagePlugin(),
      metricsPlugin(metrics),
      accessLogPlugin(),
      {
        // before yoga masks and logs them (its masking plugin comes after these): a field's errors name the request
        onExecute: ({ args }: { args: { contextValue: unknown } }) => ({
          onExecuteDone: ({ result }: { result: unknown }) => {
            const errors = (result as { errors?: readonly unknown[] }).errors;
            if (errors) tagErrors((args.contextValue as { requestId?: string }).requestId, errors);
          },
        }),
      },
      introspectionGuard(),
      inputShapePlugin(),
      tokenLimitPlugin(),
      inputErrorCodesPlugin(),
      {
        onValidate: ({ addValidationRule }: { addValidationRule: (rule: ValidationRule) => void }) => {
          for (const rule of operationLimitRules()) addValidationRule(rule);
        },
      },
    ],
  });

  const limiter = options.loginLimiter ?? createLoginLimiter({ limits: loginLimitsFromEnv() });
  const apiKeyCounters = options.apiKeyCounters ?? memoryStore();
  const apiKeys = createApiKeyAuth(services, apiKeyCounters, options.apiKeyLimits ?? apiKeyLimitsFromEnv());
  // /api/v1's path patterns, after the exact routes (which keep their paths)
  const v1 = v1Router(schema, services, apiKeys);
  const routes: Route[] = [...loginRoutes(options.database, limiter, metrics), ...clientConfigRoutes(tiles), ...(options.routes ?? []), ...metricsRoutes(metrics, metricsToken)];

  const server = createServer((req, res) => {
    // one request never stops the server: whatever it throws is answered here (500, no stack)
    const id = assignRequestId(res);
    if (options.pidHeader) res.setHeader("x-server-pid", String(process.pid));
    const access = logAccess(req, res, id);
    void handle(req, res, id, access).catch((error: unknown) => {
      logRequestError(res, `HTTP ${req.method ?? "?"}:`, error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Error interno del servidor");
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse, requestId: string, access: AccessRecord): Promise<void> {
    hardening.secure(res);
    const url = requestUrl(req.url);
    if (!url) {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8", connection: "close" }).end(MESSAGES.badRequest);
      return;
    }
    if (url.pathname === "/graphql") {
      if (await boundGraphqlBody(req, res)) void yoga.handle(req, res, { requestId, access });
      return;
    }
    if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/dev/")) {
      if (hardening.preflight(req, res)) return;
      hardening.cors(req, res);
    }
    if (await dispatch(routes, req, res, url, metrics)) return;
    for (const handler of options.handlers ?? []) if (await handler(req, res, url)) return;
    if (await v1.handle(req, res, url)) return;
    // an API path no route answers is the API's 404, never the app's page
    if (url.pathname.startsWith("/api/")) return sendJson(res, 404, { message: API_NOT_FOUND });
    if (options.uiDir) return serveUi(options.uiDir, req, res, url);
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("No encontrado");
  }

  // a page of another origin may not open the feed with this site's session cookie
  const wss = new WebSocketServer({ server, path: "/graphql", maxPayload: MAX_WS_MESSAGE_BYTES, verifyClient: ({ req }: { req: IncomingMessage }) => sameOriginOrAllowed(req, hardening.allowedOrigin) });
  if (options.pidHeader) wss.on("headers", (headers) => headers.push(`x-server-pid: ${process.pid}`));
  const sockets = wsLimits();
  metrics.observe({
    reads: () => options.database.reads.load(), openSockets: () => sockets.open(), webhookQueue: () => webhookQueueState(options.database),
  });
  // the connection carries token, idapp and idempresa; a browser's token is its session cookie
  const wsCredentials = (params: Record<string, unknown> | undefined, request: IncomingMessage) => {
    const p = params ?? {};
    return {
      token: tokenFromHeader(String(p.token ?? p.Authorization ?? p.authorization ?? "")) ?? tokenFromCookies(request.headers.cookie),
      idapp: p.idapp == null ? null : String(p.idapp),
      idempresa: p.idempresa == null ? null : String(p.idempresa),
    };
  };
  const operations = wsExecution(yoga);
  const wsServer = attachGraphqlWs<Record<string, unknown>, { socket: WebSocket; request: IncomingMessage }>(
    {
      schema,
      execute: operations.execute,
      subscribe: operations.subscribe,
      onConnect: async (ctx) => {
        const credentials = wsCredentials(ctx.connectionParams, ctx.extra.request);
        try {
          await authenticate(services, credentials);
        } catch {
          return false;
        }
        if (!sockets.enter(ctx.extra.socket, credentials.token ?? "")) {
          ctx.extra.socket.close(CLOSE_TOO_MANY_SOCKETS, WS_LIMIT_TEXTS.sockets);
          return false;
        }
        return true;
      },
      onSubscribe: async (ctx, message) => {
        const refused = sockets.subscribe(ctx.extra.socket, message.id);
        if (refused) return refused;
        const prepared = await operations.prepare(message.payload, { wsCredentials: wsCredentials(ctx.connectionParams, ctx.extra.request) });
        // a refused operation ends here (graphql-ws calls no onComplete for it): its place is given back
        if (Array.isArray(prepared)) sockets.complete(ctx.extra.socket, message.id);
        return prepared;
      },
      onComplete: (ctx, message) => sockets.complete(ctx.extra.socket, message.id),
      // the count is released by the socket's own 'close' (sockets.enter); graphql-ws's onClose comes only
      // after every subscription of the socket has returned, so it is not where a place is given back
      onClose: (ctx) => sockets.leave(ctx.extra.socket),
    },
    wss,
  );
  // after graphql-ws: a socket's protocol error is one line, at most one a minute per address (no stack)
  logProtocolErrorsQuietly(wss);

  return {
    server,
    entities: services.entities,
    yoga,
    metrics,
    // graceful: requests in flight finish, subscribers see their socket close (1001), then the server stops
    async close() {
      const drained = drainServer(server);
      await wsServer.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await drained;
      await apiKeys.close();
      if (!options.apiKeyCounters) await apiKeyCounters.close();
      if (!options.loginLimiter) await limiter.close();
    },
  };
}

/**
 * The request's URL, or null when it is malformed: `//[`, `http://[/` (no valid URL) or a path whose percent
 * escapes do not decode (`/%zz`, `/%E0%A4%A`) — each once stopped the process.
 */
export function requestUrl(raw: string | undefined): URL | null {
  try {
    const url = new URL(raw ?? "/", "http://localhost");
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}
