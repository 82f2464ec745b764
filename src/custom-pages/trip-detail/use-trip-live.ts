// The open trip on the live feed: a report for it refetches the trip and its traceability, and
// for events 3, 5, 7 or 8 its shipments too; the user reads 'Se realizo un nuevo reporte al viaje {id}',
// {id} being the trip's manifest number (docs/adr/0013-texts-and-messages.md).
import { useRef } from "react";
import { useSubscription } from "@refinedev/core";
import { App } from "antd";
import { newReportMessage, tripDetailRefetch, type NewReport } from "@shared/domain/live-refetch";
import { isResync, TRACEABILITY_CHANNEL } from "@/providers/live/channels";

export interface TripRefetchers {
  trip: () => void;
  traceability: () => void;
  shipments: () => void;
}

/** `manifest`: the open trip's manifest number, which the message names */
export function useTripLive(tripId: number, manifest: string, enabled: boolean, refetch: TripRefetchers) {
  const { message } = App.useApp();
  const latest = useRef(refetch);
  latest.current = refetch;
  const manifestNow = useRef(manifest);
  manifestNow.current = manifest;
  useSubscription({
    channel: TRACEABILITY_CHANNEL,
    types: ["created"],
    enabled,
    params: { ids: [tripId] },
    onLiveEvent: (event) => {
      // the feed is back after a drop: the trip, its traceability and shipments are read again, silently
      if (isResync(event)) {
        latest.current.trip();
        latest.current.traceability();
        latest.current.shipments();
        return;
      }
      const reports = (event.payload?.reports ?? []) as NewReport[];
      const wanted = reports.map((report) => tripDetailRefetch({ report, openTripId: tripId }));
      if (!wanted.some((w) => w.trip)) return;
      latest.current.trip();
      if (wanted.some((w) => w.traceability)) latest.current.traceability();
      if (wanted.some((w) => w.shipments)) latest.current.shipments();
      message.info(newReportMessage(manifestNow.current || tripId));
    },
  });
}
