// A trip's state on the fleet map: the most urgent of its timers in the trips list, computed by the
// very rules of the list's cells (timers.ts tripTimer, with the company settings the row carries), so a
// point has the colour of the row's most urgent timer cell. Pure: the clock is passed in.
// Urgency (docs/adr/0030-maps-and-fleet.md): none (grey) < ok (green) < yellow < the company's medium alert
// < orange < red < the company's high alert.
import { TIMER_COLUMNS, levelColor, tripTimer, type TimerLevel, type TimerSettings } from "./timers";

type Stamp = string | Date | null;

/** A trips-list row as far as its timers go: the timer columns' timestamps (TIMER_COLUMNS) and the company settings. */
export interface TimerRow extends TimerSettings {
  fechahoraultimallamada?: Stamp;
  ultimo_reporte_gps?: Stamp;
  tiempo_ult_rep_otros?: Stamp;
  fechahoraproximallamada?: Stamp;
  fechahoraproximogps?: Stamp;
  fechahoraproximopuestocontrol?: Stamp;
}

export type FleetState = TimerLevel;

/** The states from the least to the most urgent; a state's index is its severity. */
export const FLEET_STATES: readonly FleetState[] = Object.freeze(["none", "ok", "yellow", "medium", "orange", "red", "high"]);

export const stateSeverity = (state: FleetState): number => FLEET_STATES.indexOf(state);

/** The state of a severity (a cluster's worst); 'none' for anything else. */
export const severityState = (severity: unknown): FleetState => FLEET_STATES[Number(severity)] ?? "none";

export interface FleetTripState {
  state: FleetState;
  severity: number;
  /** the trips list's colour of that timer (the company's colours for its alerts) */
  color: string;
  /** the timer column that decided it (null when every timer is grey) */
  field: string | null;
}

/** The most urgent timer of a trips-list row at `now` (the first column of the list's order on a tie). */
export function fleetTripState(row: TimerRow, now: Date | number): FleetTripState {
  let best: FleetTripState = { state: "none", severity: 0, color: levelColor("none", row), field: null };
  for (const [field, kind] of Object.entries(TIMER_COLUMNS)) {
    const value = (row as Record<string, unknown>)[field];
    const timer = tripTimer(kind, typeof value === "string" || value instanceof Date ? value : null, row, now);
    const severity = stateSeverity(timer.level);
    if (severity > best.severity) best = { state: timer.level, severity, color: timer.color, field };
  }
  return best;
}

/** The colour of a state with the company's settings (the legend's and a cluster's colour). */
export const fleetStateColor = (state: FleetState, settings: TimerSettings): string => levelColor(state, settings);
