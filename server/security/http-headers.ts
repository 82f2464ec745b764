// Browser-facing hardening of every HTTP answer (UI, REST, GraphQL): a content security policy, no framing,
// no MIME sniffing, a same-origin referrer; and CORS only for the origins listed in CORS_ORIGINS.
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * What the built UI needs, and no more: its own scripts; antd's CSS-in-JS writes inline styles; images of
 * reports and maps come as data: / blob: URLs; the maps draw in blob: workers; the live feed is a WebSocket
 * to this server (or to the API origin the build names). A raster tile server (MAP_TILES_URL) is allowed for
 * images and connections (the maps fetch tiles), and only when configured.
 */
export function contentSecurityPolicy(apiOrigins: readonly string[] = [], tileOrigins: readonly string[] = []): string {
  const connect = ["'self'", "ws:", "wss:", ...apiOrigins, ...tileOrigins].join(" ");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...tileOrigins].join(" "),
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The origins allowed to call this server from another origin (CORS_ORIGINS, comma-separated). */
export function corsOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.CORS_ORIGINS ?? "").split(",").map((o) => o.trim().replace(/\/+$/, "")).filter((o) => o && o !== "null" && o !== "*");
}

export interface HttpHardening {
  /** sets the security headers on an answer about to be written */
  secure(res: ServerResponse): void;
  /** the origin to allow for this request, or null (no CORS header at all) */
  allowedOrigin(origin: string | null | undefined): string | null;
  /** answers a CORS preflight of REST routes; true when it did */
  preflight(req: IncomingMessage, res: ServerResponse): boolean;
  /** the CORS headers of a REST answer to an allowed origin */
  cors(req: IncomingMessage, res: ServerResponse): void;
}

// x-api-key: the REST API's keys (/api/v1); PATCH and DELETE: its updates and deletions
export const CORS_HEADERS = ["authorization", "content-type", "idapp", "idempresa", "idaplicacion", "x-api-key"];
export const CORS_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export function httpHardening(origins: readonly string[] = corsOriginsFromEnv(), tileOrigins: readonly string[] = []): HttpHardening {
  const policy = contentSecurityPolicy(origins, tileOrigins);
  const allowed = new Set(origins);
  const allowedOrigin = (origin: string | null | undefined) => (origin && allowed.has(origin) ? origin : null);
  const cors = (req: IncomingMessage, res: ServerResponse) => {
    const origin = allowedOrigin(req.headers.origin);
    res.setHeader("vary", "Origin");
    if (!origin) return;
    res.setHeader("access-control-allow-origin", origin);
    res.setHeader("access-control-allow-credentials", "true");
    res.setHeader("access-control-expose-headers", "Content-Disposition, Retry-After, X-Total-Count");
  };
  return {
    secure(res) {
      res.setHeader("content-security-policy", policy);
      res.setHeader("x-frame-options", "DENY");
      res.setHeader("x-content-type-options", "nosniff");
      res.setHeader("referrer-policy", "same-origin");
    },
    allowedOrigin,
    cors,
    preflight(req, res) {
      if (req.method !== "OPTIONS" || !req.headers["access-control-request-method"]) return false;
      cors(req, res);
      if (allowedOrigin(req.headers.origin)) {
        res.setHeader("access-control-allow-methods", CORS_METHODS.join(", "));
        res.setHeader("access-control-allow-headers", CORS_HEADERS.join(", "));
        res.setHeader("access-control-max-age", "600");
      }
      res.writeHead(204).end();
      return true;
    },
  };
}
