// Cross-site WebSocket hijacking: a browser opens a WebSocket to any site with that site's cookies, and the
// upgrade is not subject to CORS. The live feed's socket is accepted only from this site's own pages (the
// Origin's host is the Host the request was sent to, or the proxy's X-Forwarded-Host under TRUST_PROXY), from
// an origin of CORS_ORIGINS, or from a caller that is not a browser (no Origin header: it has no cookies of a
// user to abuse and must send its token itself).
import type { IncomingMessage } from "node:http";

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim().toLowerCase();

export function sameOriginOrAllowed(
  req: IncomingMessage,
  allowedOrigin: (origin: string) => string | null,
  trustProxy = Boolean(process.env.TRUST_PROXY),
): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigin(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const hosts = [first(req.headers.host), trustProxy ? first(req.headers["x-forwarded-host"]) : undefined];
  return hosts.some((h) => h !== undefined && h === host);
}
