// Refine v5 LiveProvider over the `newReport(idempresa: Int!)` subscription.
// One shared subscription feeds every Refine subscriber of resources/viajes, resources/trazabilidad and
// resources/remesas; it starts with the first such subscriber and stops with the last. Reconnection
// with back-off and re-subscription are graphql-ws's (see graphql-client.ts); should the feed still end
// with an error, it is started again after the socket's maximum delay. What was reported while the socket
// was away is not sent again: once it is back, `resync()` (called by feed-status.ts) has the screens refetch. The refetch rules themselves
// (5-minute window, event list) are the screens' (shared/domain/live-refetch.ts).
import type { LiveEvent, LiveProvider } from "@refinedev/core";
import type { Client } from "@urql/core";
import * as gql from "gql-query-builder";
import { SOCKET_MAX_RECONNECT_MS } from "@shared/config";
import type { NewReport } from "@shared/domain/live-refetch";
import { errorCodes, UNAUTHENTICATED } from "../data/errors";
import { eventMatches, reportEvents, resyncEvents, SHIPMENTS_CHANNEL, TRACEABILITY_CHANNEL, TRIPS_CHANNEL } from "./channels";

export { reportEvents, eventMatches, isResync, resyncEvents, TRIPS_CHANNEL, TRACEABILITY_CHANNEL, SHIPMENTS_CHANNEL } from "./channels";

export const FEED_CHANNELS: readonly string[] = [TRIPS_CHANNEL, TRACEABILITY_CHANNEL, SHIPMENTS_CHANNEL];

export interface LiveProviderOptions {
  /** the session's company (idempresa); without one the feed does not start */
  getCompanyId: () => number | string | null | undefined;
  /** wait before starting an ended feed again; default 10000 ms */
  restartDelayMs?: number;
}

export interface ReportLiveProvider extends LiveProvider {
  /** ends the feed and forgets every subscriber */
  close(): void;
  /** tells every subscriber of the feed's channels to fetch again (the feed is back after a drop) */
  resync(): void;
}

interface Subscriber {
  channel: string;
  types: string[];
  ids?: (string | number)[];
  callback: (event: LiveEvent) => void;
}

/** `subscription ($idempresa: Int!) { newReport (idempresa: $idempresa) { id, idviaje, idsysevento } }` */
export function newReportSubscription(idempresa: number): { query: string; variables: { idempresa: number } } {
  const built = gql.subscription({
    operation: "newReport",
    fields: ["id", "idviaje", "idsysevento"],
    variables: { idempresa: { value: idempresa, type: "Int", required: true } },
  });
  return { query: built.query, variables: { idempresa } };
}

export function createLiveProvider(client: Client, options: LiveProviderOptions): ReportLiveProvider {
  const subscribers = new Set<Subscriber>();
  let feed: { unsubscribe(): void } | null = null;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;

  const dispatch = (event: LiveEvent) => {
    for (const s of [...subscribers]) {
      if (!eventMatches(event, s)) continue;
      try {
        s.callback(event);
      } catch (error) {
        console.error("[live]", error);
      }
    }
  };

  const wantsFeed = () => [...subscribers].some((s) => FEED_CHANNELS.includes(s.channel));

  const stopFeed = () => {
    if (restartTimer) clearTimeout(restartTimer);
    restartTimer = null;
    feed?.unsubscribe();
    feed = null;
  };

  const startFeed = () => {
    if (feed || restartTimer || !wantsFeed()) return;
    const idempresa = Number(options.getCompanyId());
    if (!Number.isInteger(idempresa) || idempresa <= 0) return;
    const { query, variables } = newReportSubscription(idempresa);
    let ended = false;
    const handle = client.subscription<{ newReport: NewReport[] }>(query, variables).subscribe((result) => {
      const reports = result.data?.newReport;
      if (reports?.length) reportEvents(reports).forEach(dispatch);
      if (!result.error || ended) return;
      ended = true;
      console.error("[live]", result.error.message);
      feed = null;
      // the session is gone: the authProvider reloads the page; nothing to reconnect to
      if (errorCodes(result.error).includes(UNAUTHENTICATED)) return;
      restartTimer = setTimeout(() => {
        restartTimer = null;
        startFeed();
      }, options.restartDelayMs ?? SOCKET_MAX_RECONNECT_MS);
    });
    if (!ended) feed = handle;
    else handle.unsubscribe();
  };

  return {
    subscribe({ channel, types, callback, params }) {
      const ids = params?.ids?.length ? [...params.ids] : params?.id != null ? [params.id] : undefined;
      const subscriber: Subscriber = { channel, types: types?.length ? [...types] : ["*"], ids, callback };
      subscribers.add(subscriber);
      startFeed();
      return subscriber;
    },
    unsubscribe(subscription: Subscriber) {
      subscribers.delete(subscription);
      if (!wantsFeed()) stopFeed();
    },
    resync() {
      resyncEvents(FEED_CHANNELS).forEach(dispatch);
    },
    /** Events Refine publishes after its own mutations reach this tab's subscribers. */
    publish(event) {
      dispatch(event);
    },
    close() {
      subscribers.clear();
      stopFeed();
    },
  };
}
