// GET /healthz and GET /readyz, for a load balancer or an orchestrator. Unauthenticated and cheap: no session,
// no GraphQL, no rate limit, nothing logged. /healthz answers whenever the process serves HTTP; /readyz asks the
// database for `select 1` and Redis (when configured) for PING, each within a short budget.
//
// Readiness follows what the server can still do: without its database it can do nothing (503, the part named);
// without Redis it still serves everything on its own (the login counters fall back to the process's own and the
// feed reaches this replica's subscribers), so a Redis failure is "degradado" with 200 — taking every replica out
// of service because Redis is away would turn a partial outage into a whole one.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sendJson, type Route } from "../http";
import { withinBudget, sharedWhileRunning } from "./budget";

export const DEFAULT_READY_TIMEOUT_MS = 1_000;

export const HEALTH_TEXTS = {
  ok: "ok",
  degraded: "degradado",
  unavailable: "no disponible",
  noAnswer: "sin respuesta",
  notConfigured: "no configurado",
} as const;

export interface HealthOptions {
  database: Database;
  /** Redis's PING (REDIS_URL); absent when the server runs without Redis */
  pingRedis?: () => Promise<unknown>;
  /** the longest each check may take before it counts as failed */
  timeoutMs?: number;
}

export function healthRoutes(options: HealthOptions): Route[] {
  const timeoutMs = options.timeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
  // a hung query is not sent again by every probe: probes arriving while one is unanswered wait on it (each
  // within its own budget)
  const selectOne = sharedWhileRunning(() => options.database.run(sql`select 1`));
  const database = () => withinBudget(selectOne(), timeoutMs);
  const pingRedis = options.pingRedis ? sharedWhileRunning(options.pingRedis) : null;
  const redis = pingRedis ? () => withinBudget(pingRedis(), timeoutMs) : null;
  const noStore = (res: Parameters<Route["handler"]>[1]) => res.setHeader("cache-control", "no-store");
  return [
    {
      method: "GET",
      path: "/healthz",
      handler: async (_req, res) => {
        noStore(res);
        sendJson(res, 200, { status: HEALTH_TEXTS.ok });
      },
    },
    {
      method: "GET",
      path: "/readyz",
      handler: async (_req, res) => {
        const [databaseOk, redisOk] = await Promise.all([database(), redis ? redis() : Promise.resolve(null)]);
        const checks = {
          database: databaseOk ? HEALTH_TEXTS.ok : HEALTH_TEXTS.noAnswer,
          redis: redisOk === null ? HEALTH_TEXTS.notConfigured : redisOk ? HEALTH_TEXTS.ok : HEALTH_TEXTS.degraded,
        };
        const status = !databaseOk ? HEALTH_TEXTS.unavailable : redisOk === false ? HEALTH_TEXTS.degraded : HEALTH_TEXTS.ok;
        noStore(res);
        sendJson(res, databaseOk ? 200 : 503, { status, checks });
      },
    },
  ];
}
