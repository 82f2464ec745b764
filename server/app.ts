// The HTTP server: REST endpoints, GraphQL over HTTP (yoga) and over WebSocket (graphql-ws), and the built UI.
import { createServer, type Server } from "node:http";
import type { ValidationRule } from "graphql";
import { createYoga } from "graphql-yoga";
import { useServer as attachGraphqlWs } from "graphql-ws/lib/use/ws";
import { WebSocketServer } from "ws";
import { authenticate, credentialsFromHeaders, type AppServices, type Context } from "./context";
import { inputErrorCodesPlugin } from "./graphql/input-error-codes";
import { buildSchema, type ExtraModule } from "./graphql/schema";
import { dispatch, type Route } from "./rest/http";
import { loginRoutes } from "./rest/login";
import { serveUi } from "./rest/static-ui";
import { tokenFromHeader } from "./auth/session";
import { MAX_QUERY_DEPTH, depthLimitRule } from "./graphql/depth-limit";
import { selectionLimitRule, tokenLimitPlugin } from "./security/graphql-limits";
import { boundGraphqlBody } from "./security/graphql-body";
import { drainServer } from "./security/drain";
import { createLoginLimiter, loginLimitsFromEnv, type LoginLimiter } from "./security/login-limiter";

export interface AppOptions extends AppServices {
  /** folder of the built UI to serve (production); none in development and tests */
  uiDir?: string;
  /** extra REST routes contributed by feature modules */
  routes?: Route[];
  /** GraphQL modules added at start-up (tests of the resource engine) */
  extraModules?: ExtraModule[];
  /** failed-login counters (in this process by default; main.ts passes a Redis-backed one with REDIS_URL) */
  loginLimiter?: LoginLimiter;
}

export interface App {
  server: Server;
  yoga: ReturnType<typeof createYoga<Record<string, unknown>, Context>>;
  close(): Promise<void>;
}

export function createApp(options: AppOptions): App {
  const services: AppServices = { database: options.database, live: options.live };
  const schema = buildSchema(options.extraModules);
  const yoga = createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    // production never shows stack traces; unexpected errors are masked as "Unexpected error."
    maskedErrors: true,
    graphiql: process.env.NODE_ENV !== "production",
    context: async ({ request }) => authenticate(services, credentialsFromHeaders(request.headers)),
    plugins: [
      tokenLimitPlugin(),
      inputErrorCodesPlugin(),
      {
        onValidate: ({ addValidationRule }: { addValidationRule: (rule: ValidationRule) => void }) => {
          addValidationRule(depthLimitRule(MAX_QUERY_DEPTH));
          addValidationRule(selectionLimitRule());
        },
      },
    ],
  });

  const limiter = options.loginLimiter ?? createLoginLimiter({ limits: loginLimitsFromEnv() });
  const routes: Route[] = [...loginRoutes(options.database, limiter), ...(options.routes ?? [])];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/graphql") {
      if (await boundGraphqlBody(req, res)) void yoga.handle(req, res);
      return;
    }
    if (await dispatch(routes, req, res, url)) return;
    if (options.uiDir) return serveUi(options.uiDir, req, res, url);
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("No encontrado");
  });

  const wss = new WebSocketServer({ server, path: "/graphql" });
  const wsServer = attachGraphqlWs<Record<string, unknown>>(
    {
      schema,
      // spec 2 §7: the connection carries token, idapp and idempresa
      context: async (ctx) => {
        const p = ctx.connectionParams ?? {};
        return authenticate(services, {
          token: tokenFromHeader(String(p.token ?? p.Authorization ?? p.authorization ?? "")),
          idapp: p.idapp == null ? null : String(p.idapp),
          idempresa: p.idempresa == null ? null : String(p.idempresa),
        });
      },
      onConnect: async (ctx) => {
        const p = ctx.connectionParams ?? {};
        try {
          await authenticate(services, {
            token: tokenFromHeader(String(p.token ?? p.Authorization ?? p.authorization ?? "")),
            idapp: p.idapp == null ? null : String(p.idapp),
            idempresa: p.idempresa == null ? null : String(p.idempresa),
          });
          return true;
        } catch {
          return false;
        }
      },
    },
    wss,
  );

  return {
    server,
    yoga,
    // graceful: requests in flight finish, subscribers see their socket close (1001), then the server stops
    async close() {
      const drained = drainServer(server);
      await wsServer.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await drained;
      if (!options.loginLimiter) await limiter.close();
    },
  };
}
