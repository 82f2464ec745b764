// Triage of the trips list: each trip's alert level is its most urgent timer (the fleet map's rule, fleet-state.ts,
// itself the list's timer cells' rule), counted per level in the list's header and ordered "most urgent first".
// The server counts and orders with these same functions, so a count always matches the rows it filters.
// Pure: the clock is passed in.
//  - order: a trip whose alarm is snoozed goes after every other; then the higher level first; within a level,
//    the longer the deciding timer has run the earlier; then the lower id (a stable order);
//  - a snoozed trip keeps its level in the counts (it is still in that state; only its alarm is quiet).
import { FLEET_STATES, fleetTripState, type FleetState, type TimerRow } from "./fleet-state";
import { TIMER_COLUMNS, tripTimer } from "./timers";

export type AlertLevel = FleetState;
export const ALERT_LEVELS: readonly AlertLevel[] = FLEET_STATES;

/** The sort field of "Más urgente primero" and the filter field of a level, as the trips list sends them. */
export const URGENCY_ORDER_FIELD = "urgencia";
export const ALERT_LEVEL_FILTER_FIELD = "nivelalerta";

type Stamp = string | Date | null | undefined;

export interface TriageRow extends TimerRow {
  id: number | string;
  /** the trip's alarm is quiet until then */
  silenciadohasta?: Stamp;
}

export interface Urgency {
  id: number;
  level: AlertLevel;
  severity: number;
  /** whole minutes of the timer that decided the level (0 without one) */
  minutes: number;
  snoozed: boolean;
}

const toMs = (value: Stamp): number | null => {
  if (value == null || value === "") return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};

/** Whether a snooze that lasts until `until` is still on at `now`. */
export function isSnoozed(until: Stamp, now: Date | number): boolean {
  const end = toMs(until);
  return end !== null && end > (typeof now === "number" ? now : now.getTime());
}

/** A trip's level, the minutes of the timer that decided it and whether its alarm is snoozed. */
export function tripUrgency(row: TriageRow, now: Date | number): Urgency {
  const state = fleetTripState(row, now);
  let minutes = 0;
  if (state.field) {
    const value = (row as unknown as Record<string, unknown>)[state.field];
    minutes = tripTimer(TIMER_COLUMNS[state.field], typeof value === "string" || value instanceof Date ? value : null, row, now).minutes ?? 0;
  }
  return { id: Number(row.id), level: state.state, severity: state.severity, minutes, snoozed: isSnoozed(row.silenciadohasta, now) };
}

/** "Más urgente primero": negative when `a` goes before `b`. */
export function compareUrgency(a: Urgency, b: Urgency): number {
  if (a.snoozed !== b.snoozed) return a.snoozed ? 1 : -1;
  return b.severity - a.severity || b.minutes - a.minutes || a.id - b.id;
}

/** The rows' urgencies, most urgent first. */
export function rankByUrgency(rows: readonly TriageRow[], now: Date | number): Urgency[] {
  return rows.map((row) => tripUrgency(row, now)).sort(compareUrgency);
}

/** How many trips are at each level (every level present, 0 when none). */
export function countByLevel(urgencies: readonly Pick<Urgency, "level">[]): Record<AlertLevel, number> {
  const counts = Object.fromEntries(ALERT_LEVELS.map((level) => [level, 0])) as Record<AlertLevel, number>;
  for (const u of urgencies) counts[u.level] += 1;
  return counts;
}

/** A level name as the list sends it; null for anything else. */
export function parseAlertLevel(value: unknown): AlertLevel | null {
  return typeof value === "string" && (ALERT_LEVELS as readonly string[]).includes(value) ? (value as AlertLevel) : null;
}
