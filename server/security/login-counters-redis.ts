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
  return {
    async get(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [[unknown, string | null], [unknown, number]];
      return { count: Number(count ?? 0), ttlMs: Math.max(0, Number(ttl)) };
    },
    async increment(key, windowMs) {
      // INCR is atomic across replicas; the window starts with the first attempt: PEXPIRE NX leaves a running one
      const [[, count], , [, ttl]] = (await redis.multi().incr(key).pexpire(key, windowMs, "NX").pttl(key).exec()) as
        [[unknown, number], unknown, [unknown, number]];
      return { count: Number(count), ttlMs: Math.max(0, Number(ttl)) };
    },
    async decrement(key) {
      // never below zero, and never a key without its window
      await redis.eval("local n = redis.call('GET', KEYS[1]) if n and tonumber(n) > 0 then redis.call('DECR', KEYS[1]) end", 1, key);
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
