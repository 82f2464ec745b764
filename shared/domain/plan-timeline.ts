// The Plan de viajes tab's dates: the four milestones as 'HH:MM DD/MM/YYYY' (N/A when missing),
// and each post's estimated time = the trip's first report time + the cumulative duration in minutes.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { TIME_ZONE } from "../config";

dayjs.extend(utc);
dayjs.extend(timezone);

export const NOT_AVAILABLE = "N/A";
export const PLAN_DATE_FORMAT = "HH:mm DD/MM/YYYY";

/** 'HH:MM DD/MM/YYYY' in Bogotá time, or 'N/A' for a missing or invalid date. */
export function formatPlanDate(value: string | Date | null | undefined): string {
  if (value == null || value === "") return NOT_AVAILABLE;
  const d = dayjs(value);
  return d.isValid() ? d.tz(TIME_ZONE).format(PLAN_DATE_FORMAT) : NOT_AVAILABLE;
}

export interface ShipmentDates {
  fechahoracitacargue?: string | null;
  fechahoracarguesalida?: string | null;
  fechahoracitadescargue?: string | null;
  fechahoradescarguellegada?: string | null;
}

export interface Milestone {
  label: string;
  value: string;
}

const MILESTONES: [string, keyof ShipmentDates][] = [
  ["Cita cargue", "fechahoracitacargue"],
  ["Salida de cargue", "fechahoracarguesalida"],
  ["Cita descargue", "fechahoracitadescargue"],
  ["Llegada descargue", "fechahoradescarguellegada"],
];

/** The earliest valid date of a field among the trip's shipments (the trip's first appointment / arrival). */
function earliest(shipments: readonly ShipmentDates[], field: keyof ShipmentDates): string | null {
  let best: number | null = null;
  for (const s of shipments) {
    const t = s[field] ? Date.parse(String(s[field])) : Number.NaN;
    if (Number.isFinite(t) && (best === null || t < best)) best = t;
  }
  return best === null ? null : new Date(best).toISOString();
}

/** The timeline Cita cargue, Salida de cargue, Cita descargue, Llegada descargue, in that order. */
export function planMilestones(shipments: readonly ShipmentDates[]): Milestone[] {
  return MILESTONES.map(([label, field]) => ({ label, value: formatPlanDate(earliest(shipments, field)) }));
}

export interface TimedLeg {
  /** minutes from the previous post */
  duracion: number;
}

/**
 * Estimated time of each post in the given order: first report + the durations of every post up to and
 * including it. Null for all when there is no first report (the trip has not started).
 */
export function estimatedTimes(firstReport: string | Date | null | undefined, legs: readonly TimedLeg[]): (Date | null)[] {
  const start = firstReport == null || firstReport === "" ? Number.NaN : new Date(firstReport).getTime();
  let minutes = 0;
  return legs.map((leg) => {
    minutes += Number.isFinite(leg.duracion) && leg.duracion > 0 ? leg.duracion : 0;
    return Number.isFinite(start) ? new Date(start + minutes * 60_000) : null;
  });
}
