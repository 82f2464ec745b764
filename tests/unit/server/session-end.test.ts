// The feed's subscription while its session lasts (server/auth/session-end.ts): returned while it waits for an
// event it ends at once and returns its source (graphql-ws releases a closed socket only then); it still ends
// with its session in this process, and when the re-check finds the session gone.
import { describe, expect, it } from "vitest";
import { sessionEnded, whileSessionLasts } from "@server/auth/session-end";

/** A source that never yields on its own; `push` gives it an event, and it records its return. */
function source() {
  const waiting: ((r: IteratorResult<number>) => void)[] = [];
  const state = { returned: 0 };
  const iterator: AsyncIterator<number> = {
    next: () => new Promise((resolve) => waiting.push(resolve)),
    return: async () => {
      state.returned += 1;
      for (const resolve of waiting.splice(0)) resolve({ done: true, value: undefined });
      return { done: true, value: undefined };
    },
  };
  const push = (value: number) => waiting.shift()?.({ done: false, value });
  return { iterable: { [Symbol.asyncIterator]: () => iterator }, push, state };
}

const session = { token: "tok-1", idusuario: 7 };
const valid = async () => true;
const SETTLED = Symbol("settled");
/** whether the promise has settled once the microtasks queued so far have run */
const settles = async (p: Promise<unknown>) => (await Promise.race([p.then(() => SETTLED), new Promise((r) => setTimeout(r, 0))])) === SETTLED;

describe("whileSessionLasts", () => {
  it("passes the source's events on", async () => {
    const s = source();
    const feed = whileSessionLasts(s.iterable, session, valid);
    const first = feed.next();
    s.push(1);
    expect(await first).toEqual({ done: false, value: 1 });
    await feed.return(undefined);
  });

  it("returns at once while waiting for an event, ends that wait and returns its source", async () => {
    const s = source();
    const feed = whileSessionLasts(s.iterable, session, valid);
    const pending = feed.next();
    expect(await settles(feed.return(undefined))).toBe(true);
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(s.state.returned).toBe(1);
    expect(await feed.next()).toEqual({ done: true, value: undefined });
  });

  it("ends when its session ends in this process, and not for another session", async () => {
    const s = source();
    const feed = whileSessionLasts(s.iterable, session, valid);
    const pending = feed.next();
    sessionEnded.token("another-token");
    sessionEnded.user(8);
    expect(await settles(pending)).toBe(false);
    sessionEnded.token(session.token);
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(s.state.returned).toBe(1);
  });

  it("ends at the re-check when the session is no longer valid", async () => {
    const s = source();
    let stillValid = true;
    const feed = whileSessionLasts(s.iterable, session, async () => stillValid, 0);
    const first = feed.next();
    s.push(1);
    expect(await first).toEqual({ done: false, value: 1 });
    stillValid = false;
    const second = feed.next();
    s.push(2);
    expect(await second).toEqual({ done: true, value: undefined });
    expect(s.state.returned).toBe(1);
  });
});
