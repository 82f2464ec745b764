// The caller's address for the abuse limits: the socket's peer, or — only when TRUST_PROXY is set, behind
// a reverse proxy that writes it — the first address of X-Forwarded-For (a client could forge it otherwise).
import type { IncomingMessage } from "node:http";

export function clientAddress(req: IncomingMessage, trustProxy = Boolean(process.env.TRUST_PROXY)): string {
  if (trustProxy) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "").split(",")[0].trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? "desconocida";
}
