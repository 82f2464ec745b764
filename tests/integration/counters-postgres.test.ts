// The attempt counters in the database's table (server/security/login-counters-postgres.ts), the store the server
// processes share on a PostgreSQL server without Redis: the table is UNLOGGED; concurrent increments of one key,
// from two connections pools as two processes hold them, answer 1..N exactly; a window ends, and a new one starts,
// by the database's clock; decrement, reset and the sweep of ended windows; the login limit over it lets exactly
// its number of concurrent attempts through. On PGlite too, whose migrations make the same table (the server uses
// the store on a PostgreSQL server only); the two-process cases need TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@server/db/client";
import { createLoginLimiter } from "@server/security/login-limiter";
import { MAX_STORED_KEY_LENGTH, postgresCounterStore, type PostgresCounterStore } from "@server/security/login-counters-postgres";
import { openTestDatabase, type TestDatabase } from "../support/test-databases";
import { enginesOf } from "./helpers/server";

const WINDOW_MS = 60_000;
let unique = 0;
const newKey = (what: string) => `test:${what}:${++unique}`;

/** ends the key's window now, as the database's clock passing it would */
const endWindow = (database: Database, key: string) =>
  database.query(`UPDATE "contadores" SET "vence" = statement_timestamp() - interval '1 second' WHERE "clave" = $1`, [key]);

const rowsOf = async (database: Database, key: string) =>
  (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "contadores" WHERE "clave" = $1`, [key]))[0]!.n;

describe.each(enginesOf(import.meta.url, "both"))("the counters in the database's table, on %s", (engine) => {
  let copy: TestDatabase;
  let store: PostgresCounterStore;

  beforeAll(async () => {
    copy = await openTestDatabase(engine, "empty");
    store = postgresCounterStore(copy.database, { sweepMs: 0 });
  });
  afterAll(async () => {
    await store?.close();
    await copy?.close();
  });

  it("is an UNLOGGED table", async () => {
    const [table] = await copy.database.query<{ relpersistence: string }>(`SELECT relpersistence FROM pg_class WHERE relname = 'contadores'`);
    expect(table?.relpersistence).toBe("u");
  });

  it("counts one more per increment within the window, answering the window left", async () => {
    const key = newKey("count");
    expect(await store.get(key)).toEqual({ count: 0, ttlMs: 0 });
    const first = await store.increment(key, WINDOW_MS);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(WINDOW_MS);
    const second = await store.increment(key, WINDOW_MS);
    expect(second.count).toBe(2);
    // the window started with the first attempt: a later one does not extend it
    expect(second.ttlMs).toBeLessThanOrEqual(first.ttlMs);
    const read = await store.get(key);
    expect(read.count).toBe(2);
    expect(read.ttlMs).toBeLessThanOrEqual(second.ttlMs);
  });

  it("N parallel increments of one key answer 1..N exactly", async () => {
    const key = newKey("parallel");
    const counts = (await Promise.all(Array.from({ length: 60 }, () => store.increment(key, WINDOW_MS)))).map((r) => r.count);
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect((await store.get(key)).count).toBe(60);
  });

  it("takes one back, never below zero, and resets a key", async () => {
    const key = newKey("decrement");
    await store.increment(key, WINDOW_MS);
    await store.increment(key, WINDOW_MS);
    await store.decrement(key);
    expect((await store.get(key)).count).toBe(1);
    await store.decrement(key);
    await store.decrement(key);
    expect((await store.get(key)).count).toBe(0);
    // a key never counted stays absent
    const never = newKey("never");
    await store.decrement(never);
    expect(await rowsOf(copy.database, never)).toBe(0);
    await store.increment(key, WINDOW_MS);
    await store.reset(key);
    expect(await store.get(key)).toEqual({ count: 0, ttlMs: 0 });
    expect(await rowsOf(copy.database, key)).toBe(0);
    expect((await store.increment(key, WINDOW_MS)).count).toBe(1);
  });

  it("a window that has ended counts as none: the next attempt starts a new window at 1", async () => {
    const key = newKey("ended");
    for (let i = 0; i < 3; i++) await store.increment(key, WINDOW_MS);
    await endWindow(copy.database, key);
    expect(await store.get(key)).toEqual({ count: 0, ttlMs: 0 });
    // taking one back from an ended window changes nothing
    await store.decrement(key);
    const fresh = await store.increment(key, WINDOW_MS);
    expect(fresh.count).toBe(1);
    expect(fresh.ttlMs).toBeGreaterThan(WINDOW_MS / 2);
    expect((await store.increment(key, WINDOW_MS)).count).toBe(2);
  });

  it("a short window ends by itself", async () => {
    const key = newKey("short");
    expect((await store.increment(key, 300)).count).toBe(1);
    expect((await store.increment(key, 300)).count).toBe(2);
    await expect.poll(async () => (await store.get(key)).count, { timeout: 10_000, interval: 100 }).toBe(0);
    expect((await store.increment(key, 300)).count).toBe(1);
  });

  it("the sweep deletes the rows whose window has ended and keeps the others", async () => {
    const ended = newKey("sweep-ended");
    const live = newKey("sweep-live");
    await store.increment(ended, WINDOW_MS);
    await store.increment(live, WINDOW_MS);
    await endWindow(copy.database, ended);
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(copy.database, ended)).toBe(0);
    expect(await rowsOf(copy.database, live)).toBe(1);
    expect((await store.get(live)).count).toBe(1);
  });

  it("sweeps on its own timer", async () => {
    const key = newKey("timer");
    await store.increment(key, WINDOW_MS);
    await endWindow(copy.database, key);
    const swept = postgresCounterStore(copy.database, { sweepMs: 50 });
    try {
      await expect.poll(() => rowsOf(copy.database, key), { timeout: 10_000, interval: 50 }).toBe(0);
    } finally {
      await swept.close();
    }
  });

  it("counts a key longer than an index holds (a long user name) under its hash, apart from other long keys", async () => {
    const long = `login:u:${"a".repeat(5_000)}`;
    const other = `login:u:${"a".repeat(4_999)}b`;
    expect(long.length).toBeGreaterThan(MAX_STORED_KEY_LENGTH);
    expect((await store.increment(long, WINDOW_MS)).count).toBe(1);
    expect((await store.increment(long, WINDOW_MS)).count).toBe(2);
    expect((await store.increment(other, WINDOW_MS)).count).toBe(1);
    expect((await store.get(long)).count).toBe(2);
    await store.reset(long);
    expect((await store.get(long)).count).toBe(0);
    expect((await store.get(other)).count).toBe(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the counters in the table, shared by two processes' connections on PostgreSQL", () => {
  let copy: TestDatabase;
  let second: Database;
  let a: PostgresCounterStore;
  let b: PostgresCounterStore;

  beforeAll(async () => {
    copy = await openTestDatabase("postgres", "empty");
    // a second server process's pools on the same database
    second = await openDatabase({ url: copy.url });
    a = postgresCounterStore(copy.database, { sweepMs: 0 });
    b = postgresCounterStore(second, { sweepMs: 0 });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await second?.close();
    await copy?.close();
  });

  it("N parallel increments split between the two answer 1..N exactly, and each sees the other's count", async () => {
    const key = newKey("two-processes");
    const calls = Array.from({ length: 80 }, (_, i) => (i % 2 ? a : b).increment(key, WINDOW_MS));
    const counts = (await Promise.all(calls)).map((r) => r.count);
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    expect((await a.get(key)).count).toBe(80);
    await b.decrement(key);
    expect((await a.get(key)).count).toBe(79);
    await a.reset(key);
    expect((await b.get(key)).count).toBe(0);
  });

  it("two login limiters over it let exactly the limit of 100 concurrent attempts through", async () => {
    const limits = { perUser: 5, perAddress: 1_000, windowMs: WINDOW_MS };
    const first = createLoginLimiter({ limits, store: a });
    const other = createLoginLimiter({ limits, store: b });
    const user = `concurrente-${Date.now()}`;
    const waits = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? first : other).attempt(user, `10.0.0.${i % 7}`)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w > 0)).toHaveLength(95);
    // refused attempts are taken back: the count stays at the limit, and the name stays locked on both
    expect((await a.get(`login:u:${user}`)).count).toBe(5);
    expect(await first.attempt(user, "10.0.0.9")).toBeGreaterThan(0);
    expect(await other.attempt(user, "10.0.0.9")).toBeGreaterThan(0);
  });
});
