// The live feed's status as the header shows it: the graphql-ws client's events and the
// browser's online/offline go through the rule of shared/domain/feed-status.ts. When the feed is live again
// after a drop, `onResync` runs (the live provider's resync: the open screens refetch). React reads it with
// useSyncExternalStore (see use-feed-status.ts).
import type { Client as WsClient } from "graphql-ws";
import { initialFeedState, nextFeedState, type FeedSignal, type FeedState } from "@shared/domain/feed-status";
import { FEED_OFFLINE_AFTER_MS } from "@shared/config";

export interface FeedStatusStore {
  getSnapshot(): FeedState;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export interface FeedStatusOptions {
  /** the feed is live again after a drop */
  onResync: () => void;
  now?: () => number;
  /** where 'online' and 'offline' are heard, and whether there is a network now (the browser's by default) */
  network?: { target: EventTarget; onLine: () => boolean } | null;
}

function browserNetwork(): FeedStatusOptions["network"] {
  if (typeof window === "undefined" || typeof navigator === "undefined") return null;
  return { target: window, onLine: () => navigator.onLine };
}

export function createFeedStatus(ws: Pick<WsClient, "on">, options: FeedStatusOptions): FeedStatusStore {
  const now = options.now ?? Date.now;
  const network = options.network === undefined ? browserNetwork() : options.network;
  let state = initialFeedState(network?.onLine() ?? true);
  const listeners = new Set<() => void>();
  let offlineTimer: ReturnType<typeof setTimeout> | null = null;

  const apply = (signal: FeedSignal) => {
    const { state: next, resync } = nextFeedState(state, signal, now());
    if (next !== state) {
      state = next;
      for (const listener of [...listeners]) listener();
    }
    scheduleOffline();
    if (resync) options.onResync();
  };

  // a feed still down when its time is up reads 'Sin conexión' even if no event comes meanwhile
  const scheduleOffline = () => {
    if (offlineTimer) clearTimeout(offlineTimer);
    offlineTimer = null;
    if ((state.status !== "reconnecting" && state.status !== "connecting") || state.downSince === null) return;
    const wait = Math.max(0, state.downSince + FEED_OFFLINE_AFTER_MS - now());
    offlineTimer = setTimeout(() => apply({ type: "tick" }), wait);
  };

  const onOnline = () => apply({ type: "online" });
  const onOffline = () => apply({ type: "offline" });
  network?.target.addEventListener("online", onOnline);
  network?.target.addEventListener("offline", onOffline);
  const stops = [
    ws.on("connecting", () => apply({ type: "connecting" })),
    ws.on("connected", () => apply({ type: "connected" })),
    ws.on("closed", (event) => {
      const { code, reason } = (event ?? {}) as { code?: unknown; reason?: unknown };
      apply({ type: "closed", code: typeof code === "number" ? code : 0, reason: typeof reason === "string" ? reason : "" });
    }),
    ws.on("error", () => apply({ type: "error" })),
  ];

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispose() {
      for (const stop of stops) stop();
      network?.target.removeEventListener("online", onOnline);
      network?.target.removeEventListener("offline", onOffline);
      if (offlineTimer) clearTimeout(offlineTimer);
      listeners.clear();
    },
  };
}
