import { describe, expect, it } from "vitest";
import { FEED_OFFLINE_AFTER_MS } from "../config";
import { initialFeedState, nextFeedState, type FeedSignal, type FeedState } from "./feed-status";

/** Runs signals at the given clock times; returns the last state and every transition's resync flag. */
function run(steps: [number, FeedSignal][], start: FeedState = initialFeedState()) {
  let state = start;
  const resyncs: boolean[] = [];
  for (const [now, signal] of steps) {
    const next = nextFeedState(state, signal, now);
    state = next.state;
    resyncs.push(next.resync);
  }
  return { state, resyncs };
}

const connecting: FeedSignal = { type: "connecting" };
const connected: FeedSignal = { type: "connected" };
const dropped: FeedSignal = { type: "closed", code: 1006 };

describe("the live feed's status", () => {
  it("says nothing while no screen uses the feed, nor during its first connection; then 'live'", () => {
    expect(initialFeedState().status).toBe("idle");
    expect(run([[0, connecting]]).state.status).toBe("connecting");
    const { state, resyncs } = run([[0, connecting], [10, connected]]);
    expect(state.status).toBe("live");
    expect(resyncs).toEqual([false, false]);
  });

  it("is 'reconnecting' after a drop, and live again with a resync when it reconnects", () => {
    const { state, resyncs } = run([[0, connecting], [10, connected], [1_000, dropped], [2_000, connecting]]);
    expect(state.status).toBe("reconnecting");
    expect(state.missed).toBe(true);
    expect(resyncs).toEqual([false, false, false, false]);
    const back = nextFeedState(state, connected, 3_000);
    expect(back.state.status).toBe("live");
    expect(back.resync).toBe(true);
    // the next drop-free connection asks nothing more
    expect(nextFeedState(back.state, connected, 3_500).resync).toBe(false);
  });

  it("also resyncs when the first connection was refused before it got in (reports went by meanwhile)", () => {
    const { state, resyncs } = run([[0, connecting], [5, { type: "closed", code: 4029, reason: "Demasiadas conexiones" }], [1_000, connecting], [1_010, connected]]);
    expect(state.status).toBe("live");
    expect(resyncs.at(-1)).toBe(true);
  });

  it("keeps the server's reason for closing while it is down", () => {
    const { state } = run([[0, connecting], [5, { type: "closed", code: 4029, reason: "Demasiadas conexiones" }]]);
    expect(state).toMatchObject({ status: "reconnecting", reason: "Demasiadas conexiones" });
  });

  it(`is 'offline' once down for ${FEED_OFFLINE_AFTER_MS} ms, counted from the drop, not from the last retry`, () => {
    const drop = run([[0, connecting], [10, connected], [1_000, dropped]]).state;
    const justBefore = run([[1_000 + FEED_OFFLINE_AFTER_MS - 1, { type: "tick" }], [1_000 + FEED_OFFLINE_AFTER_MS - 1, connecting]], drop).state;
    expect(justBefore.status).toBe("reconnecting");
    const after = run([[1_000 + FEED_OFFLINE_AFTER_MS, { type: "tick" }]], justBefore).state;
    expect(after.status).toBe("offline");
    // a further failed retry keeps it offline; a success makes it live with a resync
    expect(run([[1_000 + FEED_OFFLINE_AFTER_MS + 5_000, dropped]], after).state.status).toBe("offline");
    const back = nextFeedState(after, connected, 1_000 + FEED_OFFLINE_AFTER_MS + 6_000);
    expect(back).toMatchObject({ state: { status: "live" }, resync: true });
  });

  it("is 'offline' at once when the browser loses its network, and 'reconnecting' when it comes back", () => {
    const live = run([[0, connecting], [10, connected]]).state;
    const offline = run([[100, { type: "offline" }]], live).state;
    expect(offline.status).toBe("offline");
    // a socket that dropped while there was no network: retried afresh once the network is back
    const dropped_ = run([[200, dropped], [40_000, { type: "tick" }], [50_000, { type: "online" }]], offline).state;
    expect(dropped_).toMatchObject({ status: "reconnecting", downSince: 50_000 });
    expect(run([[50_000 + FEED_OFFLINE_AFTER_MS - 1, { type: "tick" }]], dropped_).state.status).toBe("reconnecting");
  });

  it("is live again when the network comes back and the socket lived through it, with a resync", () => {
    const live = run([[0, connecting], [10, connected]]).state;
    const back = nextFeedState(run([[100, { type: "offline" }]], live).state, { type: "online" }, 5_000);
    expect(back).toMatchObject({ state: { status: "live" }, resync: true });
  });

  it("goes back to saying nothing when the client closes the socket because no screen uses the feed", () => {
    const { state, resyncs } = run([[0, connecting], [10, connected], [1_000, dropped], [2_000, { type: "closed", code: 1000 }], [3_000, connecting], [3_010, connected]]);
    expect(state.status).toBe("live");
    // the screens that open the feed again load their data themselves
    expect(resyncs.at(-1)).toBe(false);
    expect(run([[0, connecting], [10, connected], [20, { type: "closed", code: 1000 }]]).state.status).toBe("idle");
  });

  it("does not turn a first connection that takes long into anything but 'offline'", () => {
    const slow = run([[0, connecting], [FEED_OFFLINE_AFTER_MS - 1, { type: "tick" }]]).state;
    expect(slow.status).toBe("connecting");
    expect(nextFeedState(slow, { type: "tick" }, FEED_OFFLINE_AFTER_MS).state.status).toBe("offline");
  });

  it("treats a socket error like a drop, and ignores one while idle", () => {
    expect(run([[0, connecting], [10, connected], [20, { type: "error" }]]).state.status).toBe("reconnecting");
    expect(run([[0, { type: "error" }]]).state.status).toBe("idle");
  });
});
