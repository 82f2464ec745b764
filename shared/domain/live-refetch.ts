// The live feed's refetch rules. Pure: no React, no I/O.
import { LIST_REFETCH_WINDOW_MS } from "../config";

/** One element of the `newReport` payload: a report just committed for a trip of the caller's company. */
export interface NewReport {
  id: number;
  idviaje: number | null;
  idsysevento: number | null;
}

/** Trip-level and control-post events after which the trips list always refreshes. */
export const TRIPS_LIST_REFETCH_EVENTS: readonly number[] = [18, 13, 14, 20, 19, 21, 28, 29, 30, 31];

/** Loading (3, 5) and unloading (7, 8) reports change the trip's shipments too. */
export const SHIPMENT_EVENTS: readonly number[] = [3, 5, 7, 8];

/** The trip id of a report, or null when the report carries none (missing, 0, not a number). */
export function reportTripId(report: Pick<NewReport, "idviaje">): number | null {
  const id = Number(report.idviaje);
  return report.idviaje != null && Number.isInteger(id) && id > 0 ? id : null;
}

export interface TripsListRefetchInput {
  report: NewReport;
  /** ids of the trips on the list's current page (numbers or numeric strings) */
  listedTripIds: Iterable<number | string>;
  /** epoch ms of the list's last refresh; null when it never refreshed */
  lastRefetchAt: number | null;
  now: number;
}

/**
 * Should the trips list refetch after this report? The rule: the trips list refreshes automatically
 * only if the report concerns a listed trip, the trip is absent, the event is among 18, 13, 14, 20, 19,
 * 21, 28, 29, 30, 31, or a 5-minute window (300000 ms) has elapsed.
 *
 * Interpretation. "The trip is absent" cannot mean "the trip is not on the list": together with "concerns a
 * listed trip" that would refresh on every report and the word "only" would say nothing. It means the
 * report names no trip (idviaje missing, 0 or not a number): the screen cannot tell whether the report
 * touches a listed row, so it refreshes to be safe. So the list refreshes when ANY of these holds:
 *  1. the report's trip is on the list (its timers, last event and next call change);
 *  2. the report carries no trip id;
 *  3. the event is one of TRIPS_LIST_REFETCH_EVENTS (state or visibility changes: control post,
 *     cancel, pause, stop, continue, via libre on/off, return from finished/cancelled) — such a trip
 *     may enter or leave the current page even when it is not listed;
 *  4. at least 300000 ms have passed since the last refresh (or it never refreshed), so reports of
 *     unlisted trips still reach the list at most five minutes late.
 * Otherwise (a routine report of a trip not on the page, within the window) the list is left alone.
 */
export function shouldRefetchTripsList({ report, listedTripIds, lastRefetchAt, now }: TripsListRefetchInput): boolean {
  const tripId = reportTripId(report);
  if (tripId === null) return true;
  for (const listed of listedTripIds) if (Number(listed) === tripId) return true;
  if (report.idsysevento != null && TRIPS_LIST_REFETCH_EVENTS.includes(Number(report.idsysevento))) return true;
  return lastRefetchAt === null || now - lastRefetchAt >= LIST_REFETCH_WINDOW_MS;
}

/** The same rule over a whole `newReport` payload: refetch once if any report asks for it. */
export function shouldRefetchTripsListForReports(input: Omit<TripsListRefetchInput, "report"> & { reports: readonly NewReport[] }): boolean {
  const listed = [...input.listedTripIds];
  return input.reports.some((report) => shouldRefetchTripsList({ ...input, listedTripIds: listed, report }));
}

export interface TripDetailRefetch {
  trip: boolean;
  traceability: boolean;
  shipments: boolean;
}

/**
 * What the open trip's screen refetches after a report: a report for the open trip refetches
 * the trip and its traceability, and for events 3, 5, 7 or 8 also its shipments; any other report
 * (another trip, no trip open) refetches nothing.
 */
export function tripDetailRefetch({ report, openTripId }: { report: NewReport; openTripId: number | string | null | undefined }): TripDetailRefetch {
  const tripId = reportTripId(report);
  const open = openTripId == null || openTripId === "" ? null : Number(openTripId);
  if (tripId === null || open === null || tripId !== open) return { trip: false, traceability: false, shipments: false };
  return { trip: true, traceability: true, shipments: report.idsysevento != null && SHIPMENT_EVENTS.includes(Number(report.idsysevento)) };
}

/**
 * The notification shown for a new report (the spec's text, accents as written). `trip` is the
 * trip's manifest number, by which controllers know it (docs/adr/0013-texts-and-messages.md), not its internal id.
 */
export function newReportMessage(trip: number | string): string {
  return `Se realizo un nuevo reporte al viaje ${trip}`;
}
