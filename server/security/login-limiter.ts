// Login abuse limit (issue 9 §3): failed logins are counted per user name and per client address in a
// fixed window; past the limit the login answers 429 until the window ends. The counters live in the
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

/** A failure counter per key with a window that starts at the key's first failure. */
export interface CounterStore {
  /** the key's count and the milliseconds left in its window (0 when none) */
  get(key: string): Promise<{ count: number; ttlMs: number }>;
  increment(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LoginLimiter {
  /** milliseconds until the caller may try again, or 0 when the attempt is allowed */
  blockedFor(username: string, address: string): Promise<number>;
  failed(username: string, address: string): Promise<void>;
  /** a successful login clears the user's failures (the address keeps its count) */
  succeeded(username: string): Promise<void>;
  close(): Promise<void>;
}

const userKey = (username: string) => `login:u:${username.trim().toLowerCase()}`;
const addressKey = (address: string) => `login:a:${address}`;

export function createLoginLimiter(options: { limits?: LoginLimits; redisUrl?: string } = {}): LoginLimiter {
  const limits = options.limits ?? DEFAULT_LOGIN_LIMITS;
  const store = options.redisUrl ? redisStore(options.redisUrl) : memoryStore();
  return {
    async blockedFor(username, address) {
      const [user, addr] = await Promise.all([store.get(userKey(username)), store.get(addressKey(address))]);
      const waits = [user.count >= limits.perUser ? user.ttlMs : 0, addr.count >= limits.perAddress ? addr.ttlMs : 0];
      return Math.max(...waits);
    },
    async failed(username, address) {
      await Promise.all([store.increment(userKey(username), limits.windowMs), store.increment(addressKey(address), limits.windowMs)]);
    },
    succeeded: (username) => store.reset(userKey(username)),
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
      const entry = live(key);
      if (entry) return void entry.count++;
      while (counters.size >= MAX_MEMORY_KEYS) counters.delete(counters.keys().next().value as string);
      counters.set(key, { count: 1, until: now() + windowMs });
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
}

function redisStore(url: string): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  return {
    async get(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [[unknown, string | null], [unknown, number]];
      return { count: Number(count ?? 0), ttlMs: Math.max(0, Number(ttl)) };
    },
    async increment(key, windowMs) {
      // the window starts with the first failure: PEXPIRE NX leaves a running window alone
      await redis.multi().incr(key).pexpire(key, windowMs, "NX").exec();
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}
