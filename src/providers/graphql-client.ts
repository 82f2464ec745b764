// The one GraphQL client of the app (urql): queries and mutations over HTTP POST, subscriptions over
// graphql-ws. Every request carries idapp 12 and idempresa and the session's HttpOnly cookie (the
// token, which script never reads); the socket sends idapp and idempresa in its connection params and reconnects with back-off capped at 10 s.
import { Client, fetchExchange, mapExchange, subscriptionExchange, type CombinedError } from "@urql/core";
import { createClient as createWsClient, type Client as WsClient } from "graphql-ws";
import { APP_ID, SOCKET_MAX_RECONNECT_MS } from "@shared/config";
import { VIA_PROVIDER } from "./data/client";
import { errorCodes, UNAUTHENTICATED } from "./data/errors";
import { MESSAGES } from "@shared/i18n/messages";

/** What the client needs of the session cookies. */
export interface GraphqlSession {
  idcompany: number | string;
  /** a caller outside the browser (tools, tests) sends its token itself; the browser has none to send */
  token?: string;
}

export interface GraphqlClientOptions {
  /** HTTP endpoint, e.g. "/graphql" or "https://api.example.com/graphql" */
  url: string;
  /** WebSocket endpoint, e.g. "wss://api.example.com/graphql" */
  wsUrl: string;
  /** read on every request and every (re)connection, so a new login is picked up */
  getSession: () => GraphqlSession | null | undefined;
  /**
   * called when the server answers UNAUTHENTICATED outside Refine: a subscription, the socket refusing the session,
   * or a query sent to urql directly. The data provider's operations are Refine's: authProvider.onError ends the
   * session for them (docs/adr/0006-sessions-cookies-and-login-limits.md).
   */
  onUnauthenticated?: (error: CombinedError | Error) => void;
  /** WebSocket implementation where there is no global one (Node: `WebSocket` from "ws") */
  webSocketImpl?: unknown;
}

/** HTTP headers of the contract; none of the session ones when there is no session. */
export function sessionHeaders(session: GraphqlSession | null | undefined): Record<string, string> {
  const headers: Record<string, string> = { idapp: String(APP_ID) };
  if (session?.token) headers.Authorization = session.token;
  if (session?.idcompany != null && session.idcompany !== "") headers.idempresa = String(session.idcompany);
  return headers;
}

/** graphql-ws connection params (idapp 12, idempresa; the token travels as the upgrade's cookie). */
export function connectionParams(session: GraphqlSession | null | undefined): Record<string, unknown> {
  const idempresa = Number(session?.idcompany);
  return { ...(session?.token ? { token: session.token } : {}), idapp: APP_ID, idempresa: Number.isFinite(idempresa) ? idempresa : null };
}

/** Reconnection delay: 1 s, 2 s, 4 s, 8 s, then 10 s for every further attempt. */
export function reconnectDelay(retries: number): number {
  return Math.min(1000 * 2 ** Math.max(0, retries), SOCKET_MAX_RECONNECT_MS);
}

/** The server closes the socket with 4403 when the connection params carry no live session. */
const FORBIDDEN_CLOSE = 4403;
const closeCode = (e: unknown): number | null =>
  e && typeof e === "object" && typeof (e as { code?: unknown }).code === "number" ? (e as { code: number }).code : null;

/**
 * Endpoints from the API base URL (`VITE_API_URL`): empty means the page's own origin.
 * `location` is the page's; only needed for the same-origin WebSocket URL.
 */
export function resolveGraphqlUrls(apiUrl: string | undefined, location?: { protocol: string; host: string }): { url: string; wsUrl: string } {
  const base = (apiUrl ?? "").trim().replace(/\/+$/, "");
  if (base) return { url: `${base}/graphql`, wsUrl: `${base.replace(/^http/i, "ws")}/graphql` };
  const protocol = location?.protocol === "https:" ? "wss:" : "ws:";
  return { url: "/graphql", wsUrl: `${protocol}//${location?.host ?? "localhost"}/graphql` };
}

/** The endpoints this build talks to: VITE_API_URL, or the same origin. */
export function configuredGraphqlUrls(): { url: string; wsUrl: string } {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  return resolveGraphqlUrls(env?.VITE_API_URL, typeof window === "undefined" ? undefined : window.location);
}

export function createGraphqlWsClient(options: GraphqlClientOptions): WsClient {
  return createWsClient({
    url: options.wsUrl,
    lazy: true,
    connectionParams: () => connectionParams(options.getSession()),
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
    // every drop is retried (network errors too) except the server refusing the session
    shouldRetry: (e) => closeCode(e) !== FORBIDDEN_CLOSE,
    webSocketImpl: options.webSocketImpl,
  });
}

/** `ws`: the socket client, when the caller also listens to it (the feed's status); else one of its own */
export function createGraphqlClient(options: GraphqlClientOptions, ws: WsClient = createGraphqlWsClient(options)): Client {
  return new Client({
    url: options.url,
    preferGetMethod: false,
    requestPolicy: "network-only",
    // "include": the session cookie also reaches an API on another origin of CORS_ORIGINS (VITE_API_URL)
    fetchOptions: () => ({ headers: sessionHeaders(options.getSession()), credentials: "include" }),
    exchanges: [
      mapExchange({
        onError(error, operation) {
          // GraphQL and network errors are only logged; UNAUTHENTICATED ends the session
          console.error("[graphql]", error.message);
          const viaRefine = (operation.context as Partial<typeof VIA_PROVIDER>).viaDataProvider === true;
          if (!viaRefine && errorCodes(error).includes(UNAUTHENTICATED)) options.onUnauthenticated?.(error);
        },
      }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => {
            const dispose = ws.subscribe(
              { ...request, query: request.query ?? "" },
              {
                next: (value) => sink.next(value as Parameters<typeof sink.next>[0]),
                complete: () => sink.complete(),
                error: (err) => sink.error(socketError(err)),
              },
            );
            return { unsubscribe: dispose };
          },
        }),
      }),
    ],
  });
}

/** A socket failure as urql understands it: 4403 → an UNAUTHENTICATED GraphQL error, else an Error. */
function socketError(err: unknown): unknown {
  if (Array.isArray(err)) return err;
  if (closeCode(err) === FORBIDDEN_CLOSE) {
    return [{ message: MESSAGES.sessionExpired, extensions: { code: UNAUTHENTICATED } }];
  }
  if (err instanceof Error) return err;
  const code = closeCode(err);
  const reason = err && typeof err === "object" ? String((err as { reason?: unknown }).reason ?? "") : "";
  return new Error(code !== null ? `Socket closed (${code}${reason ? `: ${reason}` : ""})` : "Socket error");
}
