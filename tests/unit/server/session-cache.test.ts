// The session cache's rules (server/auth/session-cache.ts) on a fake clock: kept for its time or the session's
// own expiry if sooner, forgotten by token and by user, no caching of a user's sessions right after theirs
// ended, bounded size. No timings.
import { describe, expect, it } from "vitest";
import { SessionCache } from "@server/auth/session-cache";

const session = (idusuario: number, token = `t${idusuario}`) => ({ token, idusuario, idempresa: 1 });
const FAR = Number.MAX_SAFE_INTEGER;

function cacheAt(start = 1_000) {
  const clock = { now: start };
  const cache = new SessionCache<ReturnType<typeof session>>(1_000, 3, () => clock.now);
  return { cache, clock };
}

describe("SessionCache", () => {
  it("answers a kept session until its time is up", () => {
    const { cache, clock } = cacheAt();
    cache.set("a", session(1, "a"), FAR);
    clock.now += 999;
    expect(cache.get("a")).toEqual(session(1, "a"));
    clock.now += 1;
    expect(cache.get("a")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("never past the session's own expiry", () => {
    const { cache, clock } = cacheAt();
    cache.set("a", session(1, "a"), clock.now + 200);
    clock.now += 199;
    expect(cache.get("a")).not.toBeNull();
    clock.now += 1;
    expect(cache.get("a")).toBeNull();
  });

  it("forgets one token, leaving the user's others", () => {
    const { cache } = cacheAt();
    cache.set("a", session(1, "a"), FAR);
    cache.set("b", session(1, "b"), FAR);
    cache.forgetToken("a");
    expect(cache.get("a")).toBeNull();
    expect(cache.get("b")).not.toBeNull();
  });

  it("forgets every session of a user, and keeps none of theirs for its time after", () => {
    const { cache, clock } = cacheAt();
    cache.set("a", session(1, "a"), FAR);
    cache.set("b", session(1, "b"), FAR);
    cache.set("c", session(2, "c"), FAR);
    cache.forgetUser(1);
    expect([cache.get("a"), cache.get("b"), cache.get("c")?.idusuario]).toEqual([null, null, 2]);
    // a lookup that read the session before the revoking transaction committed is not kept
    cache.set("a", session(1, "a"), FAR);
    expect(cache.get("a")).toBeNull();
    clock.now += 1_000;
    cache.set("a", session(1, "a"), FAR);
    expect(cache.get("a")).not.toBeNull();
  });

  it("drops the oldest entries past its size", () => {
    const { cache } = cacheAt();
    for (const token of ["a", "b", "c", "d"]) cache.set(token, session(token.charCodeAt(0), token), FAR);
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBeNull();
    expect(cache.get("d")).not.toBeNull();
  });
});
