// Login abuse limit (issue 9 §3): failed logins are counted per user name and per client address in a
// fixed window. Each attempt is counted atomically BEFORE its password is checked, and taken back when it
// succeeds or is refused unchecked; past the limit the login answers 429 until the window ends. The counters live in the
// process (one replica) or in Redis when a URL is given, so every replica shares them.
import { Redis } from "ioredis";

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

export function createLoginLimiter(options: { limits?: LoginLimits; redisUrl?: string; prefix?: string } = {}): LoginLimiter {
  const limits = options.limits ?? DEFAULT_LOGIN_LIMITS;
  const store = options.redisUrl ? withFallback(redisStore(options.redisUrl), memoryStore()) : memoryStore();
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

/**
 * Redis's counters, and this process's own while Redis cannot answer: a Redis outage neither stops logins nor
 * lifts the limit (each replica then counts for itself until Redis is back).
 */
function withFallback(primary: CounterStore, fallback: CounterStore): CounterStore {
  const either = <K extends "get" | "increment" | "decrement" | "reset">(op: K) =>
    (async (...args: Parameters<CounterStore[K]>) => {
      try {
        return await (primary[op] as (...a: Parameters<CounterStore[K]>) => ReturnType<CounterStore[K]>)(...args);
      } catch {
        return (fallback[op] as (...a: Parameters<CounterStore[K]>) => ReturnType<CounterStore[K]>)(...args);
      }
    }) as CounterStore[K];
  return {
    get: either("get"), increment: either("increment"), decrement: either("decrement"), reset: either("reset"),
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}

function redisStore(url: string): CounterStore {
  // while disconnected a call fails after one reconnection attempt, and the in-process counters take over
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
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
