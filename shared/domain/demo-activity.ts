// The demo's routine activity: which trips in progress get a routine report now, so that the trips list keeps
// showing every alert level a report's age decides through a whole shift instead of turning red as the clock
// moves away from the moment the demo data was loaded. Pure and deterministic: the clock and the trips are passed in.
//
// The rule:
//  - a routine report is a call, a GPS position and an event note (for the "last other report" column) filed
//    together, so the three report-age timers of a trip restart at the same instant; none changes the trip's
//    state, its next event or its control-post due time;
//  - each trip has a tier, fixed by its id: "fresh" (4 in 10) is reported before any of those timers leaves
//    grey, "watched" (3 in 10) before any reaches the company's high alert (so it spends the end of its cycle at
//    the medium alert), "late" (3 in 10) only every two high-alert periods (so it spends about half its cycle at
//    the high alert);
//  - a tier is a period: the trip is reported once in each period, at a minute of it fixed by its id (its
//    phase), so the trips of a tier are spread over the period rather than all restarting together;
//  - a trip is due in the first minutes of each of its periods (a window of a few job intervals) when its oldest
//    routine timer started before that period began: a trip long without reports (a demo database opened again
//    the next day) waits for its own minute, so the trips come back one by one instead of all restarting in the
//    same minute and changing colour together;
//  - the ages at which the timers colour are read off the very timers the list paints (fleet-state.ts), with the
//    company's thresholds, so the rule and the screen never disagree;
//  - what routine reports cannot move stays as it is: a control post overdue keeps its delay colour (a trip
//    on the road behind schedule stays red until its post is reported), and a company without thresholds has
//    no medium alert to show.
import { fleetTripState, stateSeverity, type TimerRow } from "./fleet-state";
import { reportIntervals } from "./report-time";
import type { TimerSettings } from "./timers";

/** How often the demo's activity job looks at the trips. */
export const DEMO_ACTIVITY_INTERVAL_MS = 60_000;

export type RoutineKind = "call" | "gps" | "other";
export const ROUTINE_KINDS: readonly RoutineKind[] = ["call", "gps", "other"];

export type DemoTier = "fresh" | "watched" | "late";

type Stamp = string | Date | null | undefined;

/** A trip in progress as the rule reads it: its id, its timer columns and its company's settings. */
export interface ActivityTrip extends TimerRow {
  id: number;
}

export interface RoutineReport {
  id: number;
  /** the kinds to file, in the order of ROUTINE_KINDS */
  kinds: RoutineKind[];
}

/** The ages (whole minutes) at which a trip whose routine timers all started together first colours. */
export interface AlertAges {
  /** first age out of grey (null: these timers never colour) */
  alert: number | null;
  /** first age at the company's high alert (null: never) */
  high: number | null;
}

const MINUTE = 60_000;
/** How many job intervals into its period a trip may still be reported (a run late or a batch full). */
export const DUE_WINDOW_INTERVALS = 5;
/** The longest report age looked at: a company whose timers colour later than this is treated as never. */
export const MAX_SCANNED_AGE_MIN = 48 * 60;

const toMs = (value: Stamp): number | null => {
  if (value == null || value === "") return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};

/** A trip row whose call, GPS and other report were all made `ageMin` minutes before `now` (nothing else set). */
function routineRow(settings: TimerSettings, ageMin: number, now: number): TimerRow {
  const { callMin, gpsMin } = reportIntervals(settings.alerta_llamada, settings.alerta_gps);
  const at = now - ageMin * MINUTE;
  return {
    ...pickSettings(settings),
    fechahoraultimallamada: new Date(at),
    ultimo_reporte_gps: new Date(at),
    tiempo_ult_rep_otros: new Date(at),
    fechahoraproximallamada: new Date(at + callMin * MINUTE),
    fechahoraproximogps: new Date(at + gpsMin * MINUTE),
  };
}

function pickSettings(s: TimerSettings): TimerSettings {
  return {
    alerta_llamada: s.alerta_llamada, alerta_gps: s.alerta_gps, tiempo_alerta_alta: s.tiempo_alerta_alta,
    color_alerta_alta: s.color_alerta_alta, tiempo_alerta_media: s.tiempo_alerta_media, color_alerta_media: s.color_alerta_media,
  };
}

/**
 * The ages at which the routine timers colour with these settings, by the list's own timers. A timer's level
 * only grows with its age, so each age is found by halving [0, MAX_SCANNED_AGE_MIN].
 */
export function alertAges(settings: TimerSettings): AlertAges {
  const severityAt = (age: number) => stateSeverity(fleetTripState(routineRow(settings, age, 0), 0).state);
  const firstAge = (severity: number): number | null => {
    if (severityAt(MAX_SCANNED_AGE_MIN) < severity) return null;
    let lo = 0;
    let hi = MAX_SCANNED_AGE_MIN;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (severityAt(mid) >= severity) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  return { alert: firstAge(stateSeverity("none") + 1), high: firstAge(stateSeverity("high")) };
}

/** A well-mixed 32-bit hash of an id and a salt, so neighbouring ids get unrelated tiers and phases. */
export function mix(id: number, salt: number): number {
  let h = (Math.imul(id | 0, 0x9e3779b1) ^ Math.imul(salt | 0, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** The trip's tier: 4 in 10 fresh, 3 in 10 watched, 3 in 10 late. */
export function tripTier(id: number): DemoTier {
  const slot = mix(id, 1) % 10;
  return slot < 4 ? "fresh" : slot < 7 ? "watched" : "late";
}

/**
 * The tier's period in minutes: the longest gap between two reports that keeps a fresh trip grey and a
 * watched one below the high alert, checked once per `intervalMin` (a report comes up to one interval after
 * its period starts); twice the high-alert age for a late trip. Null when the timers never colour.
 */
export function tierPeriod(tier: DemoTier, ages: AlertAges, intervalMin: number): number | null {
  const limit = tier === "fresh" ? ages.alert : ages.high;
  if (limit === null) return null;
  if (tier === "late") return Math.max(1, 2 * limit);
  return Math.max(1, limit - intervalMin - 1);
}

/** The start (ms) of the trip's current period at `now`: its phase is a minute of the period fixed by its id. */
export function periodStart(id: number, periodMin: number, now: number): number {
  const phase = mix(id, 2) % periodMin;
  const nowMin = Math.floor(now / MINUTE);
  const into = (((nowMin - phase) % periodMin) + periodMin) % periodMin;
  return (nowMin - into) * MINUTE;
}

/** When each routine timer of the trip last restarted (null: the trip has no such timer). */
export function routineStarts(trip: ActivityTrip): Record<RoutineKind, number | null> {
  const { callMin, gpsMin } = reportIntervals(trip.alerta_llamada, trip.alerta_gps);
  const since = (last: Stamp, next: Stamp, everyMin: number): number | null => {
    const a = toMs(last);
    const b = toMs(next);
    const fromNext = b === null ? null : b - everyMin * MINUTE;
    if (a === null) return fromNext;
    return fromNext === null ? a : Math.max(a, fromNext);
  };
  return {
    call: since(trip.fechahoraultimallamada, trip.fechahoraproximallamada, callMin),
    gps: since(trip.ultimo_reporte_gps, trip.fechahoraproximogps, gpsMin),
    other: toMs(trip.tiempo_ult_rep_otros),
  };
}

const settingsKey = (s: TimerSettings) =>
  [s.alerta_llamada, s.alerta_gps, s.tiempo_alerta_media, s.tiempo_alerta_alta].map((v) => v ?? "").join("|");

/**
 * The trips to report now and which routine kinds each gets: a trip within the first DUE_WINDOW_INTERVALS
 * intervals of its current period, whose oldest routine timer started before that period began, gets every kind it has. At most `limit` trips, the longest waiting first (then
 * the lower id), so one run never files an unbounded batch; the rest come up on the next runs.
 */
export function dueRoutineReports(
  trips: readonly ActivityTrip[],
  now: Date | number,
  options: { intervalMs?: number; limit?: number } = {},
): RoutineReport[] {
  const nowMs = typeof now === "number" ? now : now.getTime();
  const intervalMin = Math.max(1, Math.ceil((options.intervalMs ?? DEMO_ACTIVITY_INTERVAL_MS) / MINUTE));
  const agesBySettings = new Map<string, AlertAges>();
  const due: { id: number; kinds: RoutineKind[]; oldest: number }[] = [];
  for (const trip of trips) {
    const key = settingsKey(trip);
    let ages = agesBySettings.get(key);
    if (!ages) agesBySettings.set(key, (ages = alertAges(trip)));
    const period = tierPeriod(tripTier(trip.id), ages, intervalMin);
    if (period === null) continue;
    const starts = routineStarts(trip);
    const kinds = ROUTINE_KINDS.filter((k) => starts[k] !== null);
    if (!kinds.length) continue;
    const oldest = Math.min(...kinds.map((k) => starts[k]!));
    const begun = periodStart(trip.id, period, nowMs);
    const window = Math.min(period, DUE_WINDOW_INTERVALS * intervalMin) * MINUTE;
    if (oldest >= begun || nowMs >= begun + window) continue;
    due.push({ id: trip.id, kinds, oldest });
  }
  due.sort((a, b) => a.oldest - b.oldest || a.id - b.id);
  const limit = options.limit ?? Infinity;
  return due.slice(0, limit).map(({ id, kinds }) => ({ id, kinds }));
}
