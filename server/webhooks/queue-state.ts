// The webhooks' queue as an operator watches it (GET /metrics): how many deliveries are still to be made, every
// company's, and how long the oldest of them has waited since it was queued. A receiver that keeps failing shows
// as an age that grows towards the retry window; a worker that has stopped, as a count that only grows.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { WebhookQueueState } from "../metrics/metrics";
import { rows } from "../graphql/modules/reportes/sql";

export async function webhookQueueState(database: Database): Promise<WebhookQueueState> {
  // through drizzle's pool, as the worker reads the queue: a scrape never waits for the requests' statements
  const [state] = await rows<{ pending: number; oldest: number }>(database.db, sql`SELECT count(*)::int AS pending,
    COALESCE(EXTRACT(EPOCH FROM now() - min(fechacreacion)), 0)::float8 AS oldest
    FROM webhookentregas WHERE estado = 'pendiente'`);
  return { pending: Number(state?.pending ?? 0), oldestSeconds: Math.max(0, Math.round(Number(state?.oldest ?? 0))) };
}
