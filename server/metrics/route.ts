// GET /metrics: the Prometheus text for a scraper that presents METRICS_TOKEN as a bearer token. Without
// METRICS_TOKEN the endpoint does not exist (404): nothing about the server is told to whoever asks.
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { HttpError, type Route } from "../rest/http";
import type { Metrics } from "./metrics";
import { METRICS_TEXTS } from "@shared/i18n/requests";

export const METRICS_PATH = "/metrics";

/** Whether the request's bearer token is `token`, compared in constant time. */
function presents(req: IncomingMessage, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ""));
  if (!match) return false;
  const given = Buffer.from(match[1]!.trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function metricsRoutes(metrics: Metrics, token: string | undefined): Route[] {
  if (!token) return [];
  return [
    {
      method: "GET",
      path: METRICS_PATH,
      async handler(req, res) {
        if (!presents(req, token)) {
          res.setHeader("www-authenticate", "Bearer");
          throw new HttpError(401, METRICS_TEXTS.unauthorized);
        }
        const text = await metrics.registry.metrics();
        res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
        res.end(text);
      },
    },
  ];
}
