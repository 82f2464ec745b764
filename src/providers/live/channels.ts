// Which Refine live channels a `newReport` payload concerns. Pure.
import type { LiveEvent } from "@refinedev/core";
import { reportTripId, SHIPMENT_EVENTS, type NewReport } from "@shared/domain/live-refetch";
import { isAttentionChange } from "@shared/domain/attention";

export const TRIPS_CHANNEL = "resources/viajes";
export const TRACEABILITY_CHANNEL = "resources/trazabilidad";
export const SHIPMENTS_CHANNEL = "resources/remesas";

/**
 * One LiveEvent per concerned channel. On every channel `payload.ids` holds the TRIP ids (idviaje) the
 * reports belong to, so a screen can filter with `liveParams: { ids: [tripId] }`; `payload.reports`
 * holds the reports themselves.
 *  - resources/viajes, type "updated": every report (the trip's last event and timers change);
 *  - resources/trazabilidad, type "created": every report (it is a new traceability row);
 *  - resources/remesas, type "updated": only reports of events 3, 5, 7, 8 (loading / unloading).
 * A change of who attends a trip (or of its snooze) is not a report: it goes to resources/viajes only, under
 * `payload.attention` (its `reports` holds the real reports of the batch alone).
 */
export function reportEvents(messages: readonly NewReport[], date: Date = new Date()): LiveEvent[] {
  if (!messages.length) return [];
  const tripIds = (list: readonly NewReport[]) => [...new Set(list.map(reportTripId).filter((id): id is number => id !== null))];
  const reports = messages.filter((m) => !isAttentionChange(m));
  const attention = messages.filter(isAttentionChange);
  const events: LiveEvent[] = [
    { channel: TRIPS_CHANNEL, type: "updated", payload: { ids: tripIds(messages), reports, ...(attention.length ? { attention } : {}) }, date },
  ];
  if (!reports.length) return events;
  events.push({ channel: TRACEABILITY_CHANNEL, type: "created", payload: { ids: tripIds(reports), reports: [...reports] }, date });
  const shipments = reports.filter((r) => r.idsysevento != null && SHIPMENT_EVENTS.includes(Number(r.idsysevento)));
  if (shipments.length) {
    events.push({ channel: SHIPMENTS_CHANNEL, type: "updated", payload: { ids: tripIds(shipments), reports: shipments }, date });
  }
  return events;
}

/**
 * After the feed was down, one event per feed channel that names no report: `payload.resync` asks every
 * subscriber of the channel, whatever trips it follows, to fetch again what it shows (reports may have been
 * made while the socket was away, and none of them will be sent again).
 */
export function resyncEvents(channels: readonly string[], date: Date = new Date()): LiveEvent[] {
  return channels.map((channel) => ({ channel, type: "*", payload: { resync: true, reports: [] }, date }));
}

/** Whether the event is a resync (see resyncEvents), not a report. */
export function isResync(event: LiveEvent): boolean {
  return event.payload?.resync === true;
}

/**
 * Whether a subscriber gets an event: same channel, a wanted type ("*" = all), and — when the
 * subscriber names ids (useOne / useMany, or `liveParams.ids`) — at least one id in common. So an event
 * without ids (a report without a trip) reaches only subscribers that name no ids, i.e. lists; a resync
 * reaches every subscriber of its channel.
 */
export function eventMatches(
  event: LiveEvent,
  subscription: { channel: string; types?: readonly string[]; ids?: readonly (string | number)[] },
): boolean {
  if (event.channel !== subscription.channel) return false;
  const types = subscription.types ?? ["*"];
  if (!types.includes("*") && !types.includes(event.type) && event.type !== "*") return false;
  const wanted = subscription.ids;
  const ids = event.payload?.ids;
  if (!wanted?.length || isResync(event)) return true;
  if (!ids?.length) return false;
  const set = new Set(wanted.map(String));
  return ids.some((id) => set.has(String(id)));
}
