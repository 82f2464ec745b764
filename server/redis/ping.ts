// Redis's PING for the readiness check (/readyz): a connection of its own, opened at the first check, each
// PING within the budget of a call on a request's path.
import { Redis } from "ioredis";
import { boundedRedisOptions } from "./bounded-options";

export interface RedisPing {
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createRedisPing(url: string, timeoutMs: number): RedisPing {
  // queued while (re)connecting, so the first check after start waits for the connection within its budget
  const redis = new Redis(url, { ...boundedRedisOptions(timeoutMs, true), lazyConnect: true, connectionName: `tdc-ready-${process.pid}` });
  // a failing PING is the check's answer ("degradado"); the connection's own errors add nothing to it
  redis.on("error", () => undefined);
  return {
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
