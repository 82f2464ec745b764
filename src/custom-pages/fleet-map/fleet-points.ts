// The fleet map's points: one per open trip with a position, in the state and colour of its most
// urgent timer in the trips list (shared/domain/fleet-state.ts, the list's own rules and company settings).
// Pure: the clock is passed in.
import { fleetStateColor, fleetTripState, severityState, type FleetState, type TimerRow } from "@shared/domain/fleet-state";
import type { TimerSettings } from "@shared/domain/timers";

export interface FleetTrip extends TimerRow {
  id: number;
  /** the manifest number, by which controllers know a trip (the id is internal) */
  numero?: string | null;
  placa?: string | null;
  ruta?: string | null;
  ultimoevento?: string | null;
  fechahoraultimoevento?: string | null;
  geolocalizacion?: { latitud?: number | null; longitud?: number | null } | null;
  eta?: { fecha: string; tarde: boolean; citadescargue?: string | null } | null;
}

export interface FleetPoint {
  /** the trip id (named so the map library's own `id` never clashes) */
  viaje: number;
  lat: number;
  lng: number;
  estado: FleetState;
  severidad: number;
  /** the trips list's colour of the trip's most urgent timer */
  color: string;
  trip: FleetTrip;
}

/** The trips with a position as points, in the trips' order. */
export function fleetPoints(trips: readonly FleetTrip[], now: number): FleetPoint[] {
  return trips.flatMap((trip) => {
    const lat = trip.geolocalizacion?.latitud;
    const lng = trip.geolocalizacion?.longitud;
    if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    const { state, severity, color } = fleetTripState(trip, now);
    return [{ viaje: Number(trip.id), lat, lng, estado: state, severidad: severity, color, trip }];
  });
}

/** The company's timer settings (every trip of the map carries its company's; none without trips). */
export const fleetSettings = (trips: readonly TimerSettings[]): TimerSettings => trips[0] ?? {};

/** A cluster's colour: its worst trip's state in the company's colours. */
export const clusterColor = (severity: unknown, settings: TimerSettings): string => fleetStateColor(severityState(severity), settings);

/** the zoom a flight to a trip picked in the list ends at (at least; closer stays closer): its town, clusters split */
export const FOCUS_ZOOM = 11;
