// Login abuse limit: failed logins are counted per user name and per client address in a
// fixed window. Each attempt is counted atomically BEFORE its password is checked, and taken back when it
// succeeds or is refused unchecked; past the limit the login answers 429 until the window ends. The counters live in the
// process, in Redis when a URL is given, or in the store the server chooses (server/security/shared-counters.ts:
// Redis, else PostgreSQL's table), so every process shares them.
import { DEFAULT_REDIS_TIMEOUT_MS } from "../redis/bounded-options";
import { withFallback } from "./login-counter-fallback";
import { redisCounterStore } from "./login-counters-redis";

export interface LoginLimits {
  /** failures of one user name within the window before it is blocked */
  perUser: number;
  /** failures from one address within the window before it is blocked */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUser: 5, perAddress: 30, windowMs: 15 * 60_000 };

/** Limits from LOGIN_MAX_USER_FAILURES, LOGIN_MAX_ADDRESS_FAILURES and LOGIN_WINDOW_MINUTES. */
export function loginLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): LoginLimits {
  const num = (v: string | undefined, fallback: number) => (v && Number(v) > 0 ? Number(v) : fallback);
  return {
    perUser: num(env.LOGIN_MAX_USER_FAILURES, DEFAULT_LOGIN_LIMITS.perUser),
    perAddress: num(env.LOGIN_MAX_ADDRESS_FAILURES, DEFAULT_LOGIN_LIMITS.perAddress),
    windowMs: num(env.LOGIN_WINDOW_MINUTES, DEFAULT_LOGIN_LIMITS.windowMs / 60_000) * 60_000,
  };
}

/** An attempt counter per key with a window that starts at the key's first attempt. */
export interface CounterStore {
  /** the key's count and the milliseconds left in its window (0 when none) */
  get(key: string): Promise<{ count: number; ttlMs: number }>;
  /** counts one more, atomically, and answers the new count and the window left */
  increment(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** takes one back (an attempt that turned out not to be a failure) */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LoginLimiter {
  /**
   * Counts the attempt BEFORE the password is checked, atomically, so concurrent guesses cannot all pass the
   * check together: milliseconds until the caller may try again when this attempt is over a limit (it is then
   * refused unchecked), or 0 when it may be checked.
   */
  attempt(username: string, address: string): Promise<number>;
  /** a successful login: the user's attempts are cleared and the address's one taken back */
  succeeded(username: string, address: string): Promise<void>;
  close(): Promise<void>;
}

const userKey = (username: string) => `login:u:${username.trim().toLowerCase()}`;
const addressKey = (address: string) => `login:a:${address}`;

export interface LoginLimiterOptions {
  limits?: LoginLimits;
  /** where the attempts are counted (the server's shared store); without it, Redis with `redisUrl`, else memory */
  store?: CounterStore;
  redisUrl?: string;
  /** the budget of each Redis call (REDIS_TIMEOUT_MS), past which the process's own counters answer */
  redisTimeoutMs?: number;
  prefix?: string;
  /** where the start and the end of a Redis outage are written (the server's log by default) */
  log?: (...values: unknown[]) => void;
}

export function createLoginLimiter(options: LoginLimiterOptions = {}): LoginLimiter {
  const limits = options.limits ?? DEFAULT_LOGIN_LIMITS;
  const store = options.store ?? (options.redisUrl
    ? withFallback(redisCounterStore(options.redisUrl, options.redisTimeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS), memoryStore(), options.log)
    : memoryStore());
  const prefix = options.prefix ?? "";
  return {
    async attempt(username, address) {
      const [user, addr] = await Promise.all([
        store.increment(prefix + userKey(username), limits.windowMs),
        store.increment(prefix + addressKey(address), limits.windowMs),
      ]);
      const wait = Math.max(user.count > limits.perUser ? user.ttlMs : 0, addr.count > limits.perAddress ? addr.ttlMs : 0);
      // a refused attempt is not checked, so it is no failure: taken back (the counts it found stay over the limit)
      if (wait > 0) {
        await Promise.all([store.decrement(prefix + userKey(username)), store.decrement(prefix + addressKey(address))]);
      }
      return wait;
    },
    async succeeded(username, address) {
      await Promise.all([store.reset(prefix + userKey(username)), store.decrement(prefix + addressKey(address))]);
    },
    close: () => store.close(),
  };
}

/** Most keys kept in memory; the oldest windows go first beyond it, so a flood of names cannot exhaust memory. */
const MAX_MEMORY_KEYS = 100_000;

export function memoryStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.until <= now()) counters.delete(key);
    return entry && entry.until > now() ? entry : null;
  };
  return {
    async get(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.until - now() } : { count: 0, ttlMs: 0 };
    },
    async increment(key, windowMs) {
      // no await between the read and the write: atomic within the process
      const entry = live(key);
      if (entry) {
        entry.count++;
        return { count: entry.count, ttlMs: entry.until - now() };
      }
      while (counters.size >= MAX_MEMORY_KEYS) counters.delete(counters.keys().next().value as string);
      counters.set(key, { count: 1, until: now() + windowMs });
      return { count: 1, ttlMs: windowMs };
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count--;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
}
