// The attempt counters (failed logins, API keys' requests) in the database's "contadores" table, shared by every
// server process on one PostgreSQL server when there is no Redis. Each call is one statement, so an increment is
// atomic across processes: it inserts the key's row, or counts one more on it, or starts a new window on a row whose
// window has ended, and answers the count and the window left. Every time is the database's (the statement's start),
// so the processes' own clocks never meet. A row past its window counts as absent; a sweep deletes such rows.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { CounterStore } from "./login-limiter";

/** how often each process deletes the rows whose window has ended */
export const COUNTER_SWEEP_MS = 60_000;

/** A key longer than this is stored as its hash: a user name of any length still fits in the table's index. */
export const MAX_STORED_KEY_LENGTH = 200;

export const storedCounterKey = (key: string): string =>
  key.length <= MAX_STORED_KEY_LENGTH ? key : `sha256:${createHash("sha256").update(key, "utf8").digest("hex")}`;

export interface PostgresCounterStore extends CounterStore {
  /** deletes the rows whose window has ended, answering how many */
  sweep(): Promise<number>;
}

export interface PostgresCounterOptions {
  /** the sweep's interval (COUNTER_SWEEP_MS); 0: no timer (the caller sweeps) */
  sweepMs?: number;
}

type CountRow = { cuenta: number; ttl: number };

/** the milliseconds left in the row's window, never below 0 */
const ttlOf = sql`GREATEST(0, CEIL(EXTRACT(EPOCH FROM ("vence" - statement_timestamp())) * 1000))::int AS "ttl"`;

export function postgresCounterStore(database: Pick<Database, "run">, options: PostgresCounterOptions = {}): PostgresCounterStore {
  const run = <T>(statement: ReturnType<typeof sql>) => database.run<T>(statement, { prepare: true });
  const sweep = async () => {
    const [row] = await run<{ n: number }>(sql`WITH "vencidos" AS (DELETE FROM "contadores" WHERE "vence" <= statement_timestamp() RETURNING 1)
      SELECT count(*)::int AS "n" FROM "vencidos"`);
    return Number(row?.n ?? 0);
  };
  const sweepMs = options.sweepMs ?? COUNTER_SWEEP_MS;
  // a sweep that fails (the database away) is simply tried again at the next tick
  const timer = sweepMs > 0 ? setInterval(() => void sweep().catch(() => undefined), sweepMs) : undefined;
  timer?.unref();
  return {
    async get(key) {
      const [row] = await run<CountRow>(sql`SELECT "cuenta", ${ttlOf} FROM "contadores"
        WHERE "clave" = ${storedCounterKey(key)} AND "vence" > statement_timestamp()`);
      return row ? { count: Number(row.cuenta), ttlMs: Number(row.ttl) } : { count: 0, ttlMs: 0 };
    },
    async increment(key, windowMs) {
      // one statement: concurrent increments of one key wait on its row and each sees the one before it, so N of
      // them answer 1..N; the window starts with the first attempt and a new one with the first after it ended
      const [row] = await run<CountRow>(sql`INSERT INTO "contadores" AS "c" ("clave", "cuenta", "vence")
        VALUES (${storedCounterKey(key)}, 1, statement_timestamp() + ${windowMs}::double precision * interval '1 millisecond')
        ON CONFLICT ("clave") DO UPDATE SET
          "cuenta" = CASE WHEN "c"."vence" > statement_timestamp() THEN "c"."cuenta" + 1 ELSE 1 END,
          "vence" = CASE WHEN "c"."vence" > statement_timestamp() THEN "c"."vence" ELSE excluded."vence" END
        RETURNING "cuenta", ${ttlOf}`);
      return { count: Number(row!.cuenta), ttlMs: Number(row!.ttl) };
    },
    async decrement(key) {
      // never below zero, and never on a window that has ended
      await run(sql`UPDATE "contadores" SET "cuenta" = "cuenta" - 1
        WHERE "clave" = ${storedCounterKey(key)} AND "cuenta" > 0 AND "vence" > statement_timestamp()`);
    },
    async reset(key) {
      await run(sql`DELETE FROM "contadores" WHERE "clave" = ${storedCounterKey(key)}`);
    },
    sweep,
    async close() {
      // the database is the server's, closed by it
      if (timer) clearInterval(timer);
    },
  };
}
