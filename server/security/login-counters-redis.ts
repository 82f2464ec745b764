// The failed-login counters in Redis, shared by every replica. Each call has the short budget of a call on a
// request's path (server/redis/bounded-options.ts): a Redis that refuses, or accepts and never answers, fails the
// call at once or within the budget, and the limiter's fallback counts in the process instead.
import { Redis } from "ioredis";
import { boundedRedisOptions } from "../redis/bounded-options";
import type { CounterStore } from "./login-limiter";

export function redisCounterStore(url: string, timeoutMs: number): CounterStore {
  const redis = new Redis(url, boundedRedisOptions(timeoutMs));
  // the fallback logs the outage once; ioredis repeats its connection errors on every reconnection attempt
  redis.on("error", () => undefined);
  // A call fails at once while the connection is away, but a new store's connection is still opening: the calls
  // of its first budget wait for it (at most until one budget after the store was made), so replicas that just
  // started share their counters from the first login instead of counting apart.
  const openedBy = Date.now() + timeoutMs;
  let opened = false;
  const firstReady = new Promise<void>((resolve) => redis.once("ready", () => resolve()));
  const connected = async () => {
    if (opened || redis.status === "ready") return void (opened = true);
    const wait = openedBy - Date.now();
    if (wait <= 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([firstReady, new Promise<void>((resolve) => (timer = setTimeout(resolve, wait)))]);
    clearTimeout(timer);
  };
  return {
    async get(key) {
      await connected();
      const [[, count], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [[unknown, string | null], [unknown, number]];
      return { count: Number(count ?? 0), ttlMs: Math.max(0, Number(ttl)) };
    },
    async increment(key, windowMs) {
      await connected();
      // INCR is atomic across replicas; the window starts with the first attempt: PEXPIRE NX leaves a running one
      const [[, count], , [, ttl]] = (await redis.multi().incr(key).pexpire(key, windowMs, "NX").pttl(key).exec()) as
        [[unknown, number], unknown, [unknown, number]];
      return { count: Number(count), ttlMs: Math.max(0, Number(ttl)) };
    },
    async decrement(key) {
      await connected();
      // never below zero, and never a key without its window
      await redis.eval("local n = redis.call('GET', KEYS[1]) if n and tonumber(n) > 0 then redis.call('DECR', KEYS[1]) end", 1, key);
    },
    async reset(key) {
      await connected();
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
