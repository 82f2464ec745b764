// The live sessions this process has just looked up, kept SESSION_CACHE_MS (found in the load run): an operator's
// screen sends its requests in bursts (a trip's detail is four), and each one looked its token up again, the
// most frequent statement of the server. Only live sessions are kept; an unknown, revoked or expired token always
// asks the database. Lookups of one token that miss at the same time share one query (`lookup`): under load a
// lookup waits its turn for a connection, and every request of the burst arriving meanwhile missed too.
//
// What ends a session in this process forgets it at once: logout (its token), a password change or reset, a
// deactivation and a deletion (every session of the user, through server/auth/session-end.ts; a deletion right
// after it commits). Those events fire inside the
// transaction that revokes, before it commits, so for SESSION_CACHE_MS after a user's sessions end none of theirs
// is kept again: a lookup made before the commit cannot outlive it here. Another replica of the server forgets
// within SESSION_CACHE_MS, as its live feeds within SESSION_RECHECK_MS (docs/adr/0006-sessions-cookies-and-login-limits.md).
import { onSessionEnd } from "./session-end";

export const SESSION_CACHE_MS = 1_000;
/** Sessions kept per database; past it the oldest entries go first (a Map keeps insertion order). */
export const SESSION_CACHE_MAX = 10_000;

interface Entry<S> {
  session: S;
  /** epoch ms: SESSION_CACHE_MS after the lookup, or the session's own expiry if sooner */
  until: number;
}

export class SessionCache<S extends { idusuario: number }> {
  private readonly entries = new Map<string, Entry<S>>();
  /** users whose sessions ended lately: none of theirs is kept until then (epoch ms) */
  private readonly quiet = new Map<number, number>();
  /** lookups running now, by token: a request missing the cache meanwhile waits for the same answer */
  private readonly running = new Map<string, Promise<S | null>>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly maxEntries = SESSION_CACHE_MAX,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): S | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.until > this.now()) return entry.session;
    this.entries.delete(token);
    return null;
  }

  /** Keeps a session just read from the database, unless its user's sessions ended within the last ttl. */
  set(token: string, session: S, expiresAt: number): void {
    const now = this.now();
    const quietUntil = this.quiet.get(session.idusuario);
    if (quietUntil !== undefined) {
      if (quietUntil > now) return;
      this.quiet.delete(session.idusuario);
    }
    if (this.entries.size >= this.maxEntries) {
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (this.entries.size < this.maxEntries) break;
      }
    }
    this.entries.set(token, { session, until: Math.min(now + this.ttlMs, expiresAt) });
  }

  /**
   * The kept session of `token`, else `load`'s answer (null: no live session), kept by the caller through `set`.
   * A lookup of the same token already running is joined instead of starting another. A session ending
   * meanwhile (forgetToken, forgetUser) detaches the running lookups, so a request arriving after the end asks
   * the database again.
   */
  lookup(token: string, load: () => Promise<S | null>): Promise<S | null> {
    const known = this.get(token);
    if (known) return Promise.resolve(known);
    const running = this.running.get(token);
    if (running) return running;
    const started = load().finally(() => {
      if (this.running.get(token) === started) this.running.delete(token);
    });
    this.running.set(token, started);
    return started;
  }

  forgetToken(token: string): void {
    this.entries.delete(token);
    this.running.delete(token);
  }

  forgetUser(idusuario: number): void {
    // whose token a running lookup is for is known only once it answers: every running one is detached
    this.running.clear();
    this.quiet.set(idusuario, this.now() + this.ttlMs);
    for (const [token, entry] of this.entries) if (entry.session.idusuario === idusuario) this.entries.delete(token);
    // the quiet list stays small: entries past their time go when another user's sessions end
    for (const [user, until] of this.quiet) if (until <= this.now()) this.quiet.delete(user);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per database (a process may serve several, as the tests do), each forgetting what ends here. */
const caches = new WeakMap<object, SessionCache<{ idusuario: number }>>();
const all = new Set<WeakRef<SessionCache<{ idusuario: number }>>>();

onSessionEnd({
  token: (token) => {
    for (const ref of all) {
      const cache = ref.deref();
      if (cache) cache.forgetToken(token);
      else all.delete(ref);
    }
  },
  user: (idusuario) => {
    for (const ref of all) {
      const cache = ref.deref();
      if (cache) cache.forgetUser(idusuario);
      else all.delete(ref);
    }
  },
});

export function sessionCacheOf<S extends { idusuario: number }>(database: object): SessionCache<S> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new SessionCache();
    caches.set(database, cache);
    all.add(new WeakRef(cache));
  }
  return cache as SessionCache<S>;
}
