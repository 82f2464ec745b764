// The fleet map's points (issue 10): one per open trip with a position, coloured by the trips list's timers
// (src/domain/timers.ts): the worst lateness among the next control post, the next call beyond its allowance
// and the next GPS beyond its allowance, in the delay bands' colours; grey when none of them is known.
// Pure: the clock is passed in.
import { DEFAULT_ALERT_COLOR } from "@/config";
import { DELAY_BAND_COLORS, delayBand, minutesSince, parseHHMM, type DelayBand } from "@/domain/timers";

export interface FleetTrip {
  id: number;
  placa?: string | null;
  ruta?: string | null;
  ultimoevento?: string | null;
  fechahoraultimoevento?: string | null;
  fechahoraproximopuestocontrol?: string | null;
  fechahoraproximallamada?: string | null;
  fechahoraproximogps?: string | null;
  alerta_llamada?: string | null;
  alerta_gps?: string | null;
  geolocalizacion?: { latitud?: number | null; longitud?: number | null } | null;
  eta?: { fecha: string; tarde: boolean; citadescargue?: string | null } | null;
}

export type FleetState = DelayBand | "unknown";

/** Severity order of the states (the worst wins, also inside a cluster). */
export const STATE_SEVERITY: Readonly<Record<FleetState, number>> = { unknown: 0, ok: 1, yellow: 2, orange: 3, red: 4 };
const BY_SEVERITY: FleetState[] = ["unknown", "ok", "yellow", "orange", "red"];

export const STATE_LABELS: Readonly<Record<FleetState, string>> = {
  unknown: "Sin dato", ok: "Al día", yellow: "Hasta 15 min", orange: "Hasta 30 min", red: "Más de 30 min",
};

export const stateColor = (state: FleetState): string => (state === "unknown" ? DEFAULT_ALERT_COLOR : DELAY_BAND_COLORS[state]);

export const severityColor = (severity: unknown): string => stateColor(BY_SEVERITY[Number(severity)] ?? "unknown");

/** Minutes late of a due time beyond an allowance ('HH:MM'); null without a due time. */
function lateness(due: string | null | undefined, now: number, allowance?: string | null): number | null {
  const m = minutesSince(due, now);
  return m === null ? null : m - (parseHHMM(allowance) ?? 0);
}

export function fleetState(trip: FleetTrip, now: number): FleetState {
  const late = [
    lateness(trip.fechahoraproximopuestocontrol, now),
    lateness(trip.fechahoraproximallamada, now, trip.alerta_llamada),
    lateness(trip.fechahoraproximogps, now, trip.alerta_gps),
  ].filter((m): m is number => m !== null);
  return late.length ? delayBand(Math.max(...late)) : "unknown";
}

export interface FleetPoint {
  /** the trip id (named so the map library's own `id` never clashes) */
  viaje: number;
  lat: number;
  lng: number;
  estado: FleetState;
  severidad: number;
  trip: FleetTrip;
}

/** The trips with a position as points, in the trips' order. */
export function fleetPoints(trips: readonly FleetTrip[], now: number): FleetPoint[] {
  return trips.flatMap((trip) => {
    const lat = trip.geolocalizacion?.latitud;
    const lng = trip.geolocalizacion?.longitud;
    if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    const estado = fleetState(trip, now);
    return [{ viaje: Number(trip.id), lat, lng, estado, severidad: STATE_SEVERITY[estado], trip }];
  });
}
