// The trips list and the live feed: on resources/viajes every report is announced
// with 'Se realizo un nuevo reporte al viaje {id}' (5 s), {id} being the trip's manifest number
// (docs/adr/0013-texts-and-messages.md) and the list refetches when the rule of
// shouldRefetchTripsListForReports says so (listed trip, no trip, list-changing event, 5-minute window), and
// always when the feed is back after a drop (a resync).
import { useSubscription, type LiveEvent } from "@refinedev/core";
import { App } from "antd";
import { useEffect, useRef, useState } from "react";
import { NOTIFICATION_MS } from "@shared/config";
import { newReportMessage, reportTripId, shouldRefetchTripsListForReports, type NewReport } from "@shared/domain/live-refetch";
import { useTripNumbers } from "@/hooks/use-trip-numbers";
import type { TripNumberRow } from "@/hooks/trip-number-lookup";
import { isResync, TRIPS_CHANNEL } from "@/providers/live";
import { coalesceRefetch } from "@/providers/live/coalesce";

export interface TripsLiveInput {
  /** ids of the trips on the current page */
  listedTripIds: readonly (number | string)[];
  /** the loaded rows, whose manifest numbers the notification reads first */
  rows: readonly TripNumberRow[];
  /** epoch ms of the list's last load (0 or null when never) */
  lastRefetchAt: number | null;
  refetch: () => void;
}

export function useTripsLive(input: TripsLiveInput): void {
  const { notification } = App.useApp();
  // Refine subscribes once; the callback reads the latest page through this ref
  const latest = useRef(input);
  latest.current = input;
  const notify = useRef(notification);
  notify.current = notification;
  const numbers = useTripNumbers();
  numbers.remember(input.rows);
  // a burst of reports makes one refetch: with many lists open, one report must not become a storm of
  // list queries (the server also shares identical concurrent ones)
  const [coalesced] = useState(() => coalesceRefetch(() => latest.current.refetch()));
  useEffect(() => () => coalesced.cancel(), [coalesced]);

  useSubscription({
    channel: TRIPS_CHANNEL,
    types: ["*"],
    onLiveEvent: (event: LiveEvent) => {
      // the feed is back after a drop: what was reported meanwhile is on the server only, so the page is read again
      if (isResync(event)) return void coalesced.request();
      // a controller took or released a trip, or snoozed it: every list showing it reads it again
      const attention = (event.payload?.attention ?? []) as NewReport[];
      if (attention.some((a) => latest.current.listedTripIds.map(Number).includes(Number(a.idviaje)))) coalesced.request();
      const reports = (event.payload?.reports ?? []) as NewReport[];
      if (!reports.length) return;
      const { listedTripIds, lastRefetchAt } = latest.current;
      for (const tripId of new Set(reports.map(reportTripId).filter((id): id is number => id !== null))) {
        void numbers.numberOf(tripId).then((numero) =>
          notify.current.info({ key: `nuevo-reporte-${tripId}`, message: newReportMessage(numero), duration: NOTIFICATION_MS / 1000, placement: "topRight" }));
      }
      if (shouldRefetchTripsListForReports({ reports, listedTripIds, lastRefetchAt: lastRefetchAt || null, now: Date.now() })) coalesced.request();
    },
  });
}
