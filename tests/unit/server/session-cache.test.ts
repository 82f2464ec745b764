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
  describe("lookup", () => {
    /** a load the test answers when it wants, counting its calls */
    function gate() {
      const loads: ((value: ReturnType<typeof session> | null) => void)[] = [];
      const load = () => new Promise<ReturnType<typeof session> | null>((resolve) => loads.push(resolve));
      return { loads, load };
    }

    it("shares one running load between the lookups of one token that miss at the same time", async () => {
      const { cache } = cacheAt();
      const { loads, load } = gate();
      const answers = Promise.all([cache.lookup("a", load), cache.lookup("a", load), cache.lookup("a", load)]);
      expect(loads).toHaveLength(1);
      loads[0]!(session(1, "a"));
      expect(await answers).toEqual([session(1, "a"), session(1, "a"), session(1, "a")]);
      // settled: the next miss loads again (keeping the answer is the caller's `set`)
      void cache.lookup("a", load);
      expect(loads).toHaveLength(2);
    });

    it("does not share between tokens, and answers a kept session without loading", async () => {
      const { cache } = cacheAt();
      const { loads, load } = gate();
      void cache.lookup("a", load);
      void cache.lookup("b", load);
      expect(loads).toHaveLength(2);
      cache.set("c", session(3, "c"), FAR);
      expect(await cache.lookup("c", load)).toEqual(session(3, "c"));
      expect(loads).toHaveLength(2);
    });

    it("shares a failure with the lookups that joined it, and loads again after it", async () => {
      const { cache } = cacheAt();
      let calls = 0;
      const failing = () => {
        calls++;
        return Promise.reject(new Error("sin conexión"));
      };
      const both = [cache.lookup("a", failing), cache.lookup("a", failing)];
      await Promise.all(both.map((p) => expect(p).rejects.toThrow("sin conexión")));
      expect(calls).toBe(1);
      await expect(cache.lookup("a", failing)).rejects.toThrow("sin conexión");
      expect(calls).toBe(2);
    });

    it("detaches a running load when its token or any user's sessions end: a later lookup loads again", async () => {
      const { cache } = cacheAt();
      const { loads, load } = gate();
      const before = cache.lookup("a", load);
      cache.forgetToken("a");
      void cache.lookup("a", load);
      expect(loads).toHaveLength(2);
      cache.forgetUser(7);
      void cache.lookup("a", load);
      expect(loads).toHaveLength(3);
      // the lookup that started before the end still gets its own answer
      loads[0]!(session(1, "a"));
      expect(await before).toEqual(session(1, "a"));
    });
  });
});
