import { afterEach, describe, expect, it, vi } from "vitest";
import { FEED_OFFLINE_AFTER_MS } from "@shared/config";
import { createFeedStatus, type FeedStatusStore } from "./feed-status";

/** The part of a graphql-ws client the store listens to, driven by the test. */
function fakeSocket() {
  const listeners: Record<string, ((...args: unknown[]) => void)[]> = {};
  return {
    on(event: string, listener: (...args: unknown[]) => void) {
      (listeners[event] ??= []).push(listener);
      return () => void listeners[event].splice(listeners[event].indexOf(listener), 1);
    },
    emit: (event: string, ...args: unknown[]) => [...(listeners[event] ?? [])].forEach((l) => l(...args)),
    count: () => Object.values(listeners).flat().length,
  };
}

let store: FeedStatusStore | null = null;
afterEach(() => {
  store?.dispose();
  store = null;
  vi.useRealTimers();
});

function setup(onLine = true) {
  const socket = fakeSocket();
  const network = { target: new EventTarget(), onLine: () => onLine };
  const onResync = vi.fn();
  store = createFeedStatus(socket as never, { onResync, network, now: () => Date.now() });
  const changes = vi.fn();
  store.subscribe(changes);
  return { socket, network, onResync, changes, status: () => store!.getSnapshot().status };
}

describe("the feed status store", () => {
  it("follows the socket's events and asks for a resync when it is back after a drop", () => {
    const { socket, onResync, changes, status } = setup();
    socket.emit("connecting", false);
    socket.emit("connected", {}, {}, false);
    expect(status()).toBe("live");
    socket.emit("closed", { code: 1006, reason: "" });
    socket.emit("connecting", true);
    expect(status()).toBe("reconnecting");
    expect(onResync).not.toHaveBeenCalled();
    socket.emit("connected", {}, {}, true);
    expect(status()).toBe("live");
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalled();
  });

  it("keeps the server's reason for a refusal", () => {
    const { socket } = setup();
    socket.emit("connecting", false);
    socket.emit("closed", { code: 4029, reason: "Demasiadas conexiones en vivo para esta sesión" });
    expect(store!.getSnapshot()).toMatchObject({ status: "reconnecting", reason: "Demasiadas conexiones en vivo para esta sesión" });
  });

  it("turns 'offline' by itself when the feed stays down, without any further event", () => {
    vi.useFakeTimers();
    const { socket, status } = setup();
    socket.emit("connecting", false);
    socket.emit("connected");
    socket.emit("closed", { code: 1006, reason: "" });
    vi.advanceTimersByTime(FEED_OFFLINE_AFTER_MS - 1);
    expect(status()).toBe("reconnecting");
    vi.advanceTimersByTime(1);
    expect(status()).toBe("offline");
  });

  it("hears the browser's offline and online", () => {
    const { socket, network, status, onResync } = setup();
    socket.emit("connecting", false);
    socket.emit("connected");
    network.target.dispatchEvent(new Event("offline"));
    expect(status()).toBe("offline");
    network.target.dispatchEvent(new Event("online"));
    expect(status()).toBe("live");
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it("stops listening when disposed", () => {
    const { socket } = setup();
    expect(socket.count()).toBe(4);
    store!.dispose();
    expect(socket.count()).toBe(0);
  });
});
