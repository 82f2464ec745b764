// Redis calls made while a request waits must never hold it: each has a short time budget (REDIS_TIMEOUT_MS,
// default 250 ms), and a connection that is down, refused, or that never finishes its handshake (a server that
// accepts and never answers) refuses the call at once instead of queueing it. The caller then goes on
// without Redis. Everything here is ioredis's own options.
import type { RedisOptions } from "ioredis";

export const DEFAULT_REDIS_TIMEOUT_MS = 250;

/** The time budget of one Redis call on a request's path, from REDIS_TIMEOUT_MS. */
export function redisTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.REDIS_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_REDIS_TIMEOUT_MS;
}

/**
 * Options of a connection whose calls a request waits for. `queueWhileAway`: keep calls made while the
 * connection is (re)opening until it is ready or their budget ends (a lazy connection's first call needs it);
 * otherwise they fail at once.
 */
export function boundedRedisOptions(timeoutMs: number, queueWhileAway = false): RedisOptions {
  // a connection is given a few budgets to open, and one whose commands see no answer for as long is dropped and
  // opened again: a server that hangs after the connection is otherwise never left
  const deadConnectionMs = Math.max(1_000, timeoutMs * 4);
  return {
    commandTimeout: timeoutMs,
    connectTimeout: deadConnectionMs,
    socketTimeout: deadConnectionMs,
    enableOfflineQueue: queueWhileAway,
    // a call caught by a dropped connection fails rather than waiting for the next one
    maxRetriesPerRequest: 0,
  };
}
