// What the header says of the live feed, from what the feed's socket and the browser tell. Pure:
// the caller feeds it the graphql-ws client's events, the browser's online/offline, and a clock tick.
import { FEED_OFFLINE_AFTER_MS } from "../config";

/**
 * - idle: no screen uses the feed (the lazy socket is closed on purpose), or its first connection is still
 *   being made: the header shows nothing;
 * - live: the socket is open and acknowledged ('En vivo');
 * - reconnecting: the socket dropped, or could not be opened, and is being tried again ('Reconectando…');
 * - offline: the browser has no network, or the feed has been down for FEED_OFFLINE_AFTER_MS or more
 *   ('Sin conexión'); the client still tries again.
 */
export type FeedStatus = "idle" | "connecting" | "live" | "reconnecting" | "offline";

export interface FeedState {
  status: FeedStatus;
  /** epoch ms since the feed has been wanted and not live; null while live or idle */
  downSince: number | null;
  /** the socket is open (acknowledged) */
  socketOpen: boolean;
  /** the browser says it has a network (navigator.onLine) */
  online: boolean;
  /** since the feed was last live, it was down while wanted: reports may have been missed */
  missed: boolean;
  /** the server's words when it closed the socket, if any (e.g. why it refused it) */
  reason: string;
}

export type FeedSignal =
  | { type: "connecting" }
  | { type: "connected" }
  | { type: "closed"; code: number; reason?: string }
  | { type: "error" }
  | { type: "online" }
  | { type: "offline" }
  | { type: "tick" };

/** Close code of a socket its client closed because no subscription is left (graphql-ws's lazy close). */
export const NORMAL_CLOSURE = 1000;

export function initialFeedState(online = true): FeedState {
  return { status: "idle", downSince: null, socketOpen: false, online, missed: false, reason: "" };
}

export interface FeedTransition {
  state: FeedState;
  /** the feed is live again after a drop: the screens must fetch what they may have missed */
  resync: boolean;
}

/** A feed that is wanted but not live: 'Sin conexión' without network or after long enough, else 'Reconectando…'. */
function down(state: FeedState, now: number, reason = state.reason): FeedState {
  const downSince = state.downSince ?? now;
  const status = !state.online || now - downSince >= FEED_OFFLINE_AFTER_MS ? "offline" : "reconnecting";
  return { ...state, status, downSince, socketOpen: false, missed: true, reason };
}

export function nextFeedState(state: FeedState, signal: FeedSignal, now: number): FeedTransition {
  const to = (next: FeedState, resync = false): FeedTransition => ({ state: next, resync });
  switch (signal.type) {
    case "connecting":
      // a retry keeps what the header says; a first attempt says nothing until it succeeds or fails
      if (state.status === "idle") return to({ ...state, status: "connecting", downSince: now, reason: "" });
      if (state.status === "live") return to(down(state, now));
      return to(state);
    case "connected":
      return to({ ...state, status: state.online ? "live" : "offline", downSince: null, socketOpen: true, missed: false, reason: "" }, state.missed);
    case "closed":
      // the client closed the socket itself because no screen uses the feed any more: nothing is missed
      if (signal.code === NORMAL_CLOSURE) return to({ ...initialFeedState(state.online) });
      return to(down(state, now, signal.reason ?? ""));
    case "error":
      return to(state.status === "idle" ? state : down(state, now));
    case "offline":
      if (state.status === "idle") return to({ ...state, online: false });
      return to({ ...state, online: false, status: "offline", downSince: state.downSince ?? now, missed: true });
    case "online": {
      const online = { ...state, online: true };
      if (state.status === "idle" || state.status === "connecting") return to(online);
      // the socket lived through the outage: live again, and what it may have missed is fetched
      if (state.socketOpen) return to({ ...online, status: "live", downSince: null, missed: false }, state.missed);
      // the retries get their time again now that there is a network
      return to({ ...online, status: "reconnecting", downSince: now });
    }
    case "tick":
      if ((state.status === "reconnecting" || state.status === "connecting") && state.downSince !== null && now - state.downSince >= FEED_OFFLINE_AFTER_MS) {
        return to({ ...state, status: "offline", missed: true });
      }
      return to(state);
  }
}
