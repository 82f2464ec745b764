// Where a server process keeps its attempt counters (the failed logins, the API keys' requests): in Redis when
// REDIS_URL is set; without Redis on a PostgreSQL server, in the database's "contadores" table, so the processes of
// a cluster (and replicas on the same database) share them; on the embedded database, which one process holds, in
// the process. A shared store that fails leaves the process counting for itself until it answers again.
import type { Database } from "../db/client";
import { withFallback } from "./login-counter-fallback";
import { redisCounterStore } from "./login-counters-redis";
import { postgresCounterStore } from "./login-counters-postgres";
import { memoryStore, type CounterStore } from "./login-limiter";

export interface SharedCounterOptions {
  redisUrl?: string;
  /** the budget of each Redis call (REDIS_TIMEOUT_MS) */
  redisTimeoutMs: number;
  /** the counters' name in the log lines of an outage (default the login limit's) */
  counters?: string;
  /** where an outage is written (the server's log by default) */
  log?: (...values: unknown[]) => void;
}

export function sharedCounterStore(database: Pick<Database, "kind" | "run">, options: SharedCounterOptions): CounterStore {
  if (options.redisUrl) {
    return withFallback(redisCounterStore(options.redisUrl, options.redisTimeoutMs), memoryStore(), options.log, { counters: options.counters, store: "Redis" });
  }
  if (database.kind === "postgres") {
    return withFallback(postgresCounterStore(database), memoryStore(), options.log, { counters: options.counters, store: "PostgreSQL" });
  }
  return memoryStore();
}
