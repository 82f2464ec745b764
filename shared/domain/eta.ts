// Estimated arrival of an open trip, computed when a report arrives and stored with the trip (docs/adr/0031-eta.md). Pure: the clock is passed in.
//  - what is left: the plan's remaining legs from the last known position along the route (the furthest of
//    the reported plan posts and the GPS position placed on the plan), each leg at its planned pace, so the
//    pending posts (the plan's stops) are in it with the time the plan gives them; without a plan, the share
//    of the route's straight line still to go from the position to the destination;
//  - the pace: the planned one, or the trip's observed one (km done over the time since it started) when it is
//    slower; never faster than the plan (a trip ahead of its plan is not promised an earlier arrival) and never
//    more than MAX_SLOWDOWN times slower (a stop or a stale position must not push the estimate to next week);
//  - the estimate counts from now (or from the trip's start when it has not started yet): it is never "now"
//    for a trip with road ahead; nothing to measure the remaining road with gives no estimate, not a guess;
//  - `retraso`: the estimate less the planned arrival (start + the plan's or route's whole time), in minutes;
//  - `tarde`: the estimate passes the unloading appointment (the earliest of the trip's shipments).
import { distanceKm, totalDistance, tripTravelled, type GeoLeg, type MaybePoint, type Point } from "./trip-progress";

export type DateInput = string | Date | null | undefined;

export interface EtaLeg extends GeoLeg {
  /** minutes from the previous post */
  duracion: number | null;
}

export interface EtaRoute {
  /** the route's estimated time, seconds */
  tiempoestimado: number | null;
  /** the route's distance, km */
  distancia: number | null;
  origen?: MaybePoint | null;
  destino?: MaybePoint | null;
}

export interface EtaInput {
  now: Date | number;
  /** the trip date */
  fecha: DateInput;
  /** the trip's first report (its start); none: the trip date */
  primerreporte: DateInput;
  /** the plan's posts (empty: no plan) */
  plan: readonly EtaLeg[];
  /** the plan posts the trip has a report at */
  reportedPostIds: readonly number[];
  /** the trip's last known position */
  posicion: MaybePoint | null;
  ruta: EtaRoute | null;
  /** earliest unloading appointment of the trip's shipments */
  citadescargue: DateInput;
}

export type EtaSource = "plan" | "ruta";
export type EtaPace = "planeada" | "observada";

export interface Eta {
  /** ISO date-time */
  fecha: string;
  tarde: boolean;
  citadescargue: string | null;
  fuente: EtaSource;
  /** minutes after the planned arrival (negative: ahead of it) */
  retraso: number;
  ritmo: EtaPace;
  /** km still to go */
  restantekm: number;
  /** plan posts still ahead */
  paradas: number;
}

const MINUTE_MS = 60_000;
/** the observed pace counts once the trip has done this much road in this much time */
export const MIN_OBSERVED_KM = 5;
export const MIN_OBSERVED_MINUTES = 30;
/** the slowest pace believed, as a multiple of the planned time */
export const MAX_SLOWDOWN = 4;

const toMs = (value: DateInput): number | null => {
  if (value == null || value === "") return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};
const positive = (n: number | null | undefined): number => (typeof n === "number" && Number.isFinite(n) && n > 0 ? n : 0);
const validPoint = (p: MaybePoint | null | undefined): p is Point =>
  !!p && typeof p.latitud === "number" && typeof p.longitud === "number" && Number.isFinite(p.latitud) && Number.isFinite(p.longitud)
  && !(p.latitud === 0 && p.longitud === 0);

interface Remaining {
  /** planned minutes of the road still to go */
  minutes: number;
  km: number;
  /** km done */
  doneKm: number;
  /** planned minutes of the whole trip */
  totalMinutes: number;
  stops: number;
}

/**
 * The plan's planned minutes, km and posts still ahead of `travelled` km. A leg is behind when its post was
 * reported or a later one was, or when the position is at or past its end; the leg the truck is on counts its
 * share still to go, a leg ahead all of it.
 */
export function remainingOnPlan(plan: readonly EtaLeg[], reportedPostIds: readonly number[], travelled: number): Remaining {
  const reported = new Set(reportedPostIds);
  const ordered = [...plan].sort((a, b) => a.orden - b.orden);
  let furthest = -1;
  ordered.forEach((leg, i) => {
    if (reported.has(leg.idpuestocontrol)) furthest = i;
  });
  let end = 0;
  let minutes = 0;
  let stops = 0;
  let totalMinutes = 0;
  ordered.forEach((leg, i) => {
    const km = positive(leg.distancia);
    const duration = positive(leg.duracion);
    const start = end;
    end += km;
    totalMinutes += duration;
    const behind = i <= furthest || end < travelled || (end === travelled && km > 0);
    if (behind) return;
    stops += 1;
    minutes += km > 0 ? duration * Math.min(1, (end - Math.max(start, travelled)) / km) : duration;
  });
  return { minutes, km: Math.max(0, end - travelled), doneKm: Math.min(end, travelled), totalMinutes, stops };
}

/** The share of the route's road still to go, from the position's straight line to the destination; null when unknown. */
export function remainingRouteShare(route: EtaRoute, position: MaybePoint | null): number | null {
  if (!validPoint(position) || !validPoint(route.origen) || !validPoint(route.destino)) return null;
  const whole = distanceKm(route.origen, route.destino);
  if (whole <= 0) return null;
  return Math.min(1, Math.max(0, distanceKm(position, route.destino) / whole));
}

function remainingOnRoute(route: EtaRoute | null, position: MaybePoint | null): Remaining | null {
  if (!route) return null;
  const totalMinutes = positive(route.tiempoestimado) / 60;
  if (totalMinutes <= 0) return null;
  const share = remainingRouteShare(route, position);
  if (share === null) return null;
  const km = positive(route.distancia);
  return { minutes: totalMinutes * share, km: km * share, doneKm: km * (1 - share), totalMinutes, stops: 0 };
}

/** How many real minutes the rest takes per planned minute: 1 at the planned pace, more when observed slower. */
export function paceFactor(doneKm: number, elapsedMinutes: number, totalKm: number, totalMinutes: number): number {
  if (doneKm < MIN_OBSERVED_KM || elapsedMinutes < MIN_OBSERVED_MINUTES || totalKm <= 0 || totalMinutes <= 0) return 1;
  const planned = totalKm / totalMinutes;
  const observed = doneKm / elapsedMinutes;
  return Math.min(MAX_SLOWDOWN, Math.max(1, planned / observed));
}

/** The trip's estimated arrival, or null when nothing measures the road still to go. */
export function estimateArrival(input: EtaInput): Eta | null {
  const now = typeof input.now === "number" ? input.now : input.now.getTime();
  const start = toMs(input.primerreporte) ?? toMs(input.fecha);
  if (start === null) return null;
  const planKm = totalDistance(input.plan);
  const planMinutes = input.plan.reduce((sum, leg) => sum + positive(leg.duracion), 0);
  let remaining: Remaining | null = null;
  let fuente: EtaSource = "plan";
  if (input.plan.length > 0 && planMinutes > 0) {
    remaining = remainingOnPlan(input.plan, input.reportedPostIds, tripTravelled(input.plan, input.reportedPostIds, input.posicion));
  } else {
    remaining = remainingOnRoute(input.ruta, input.posicion);
    fuente = "ruta";
  }
  if (!remaining) return null;
  const totalKm = fuente === "plan" ? planKm : positive(input.ruta?.distancia);
  const factor = paceFactor(remaining.doneKm, (now - start) / MINUTE_MS, totalKm, remaining.totalMinutes);
  const from = Math.max(now, start);
  const eta = from + Math.round(remaining.minutes * factor * MINUTE_MS);
  const planned = start + Math.round(remaining.totalMinutes * MINUTE_MS);
  const cita = toMs(input.citadescargue);
  return {
    fecha: new Date(eta).toISOString(),
    tarde: cita !== null && eta > cita,
    citadescargue: cita === null ? null : new Date(cita).toISOString(),
    fuente,
    retraso: Math.round((eta - planned) / MINUTE_MS),
    ritmo: factor > 1 ? "observada" : "planeada",
    restantekm: Math.round(remaining.km * 10) / 10,
    paradas: remaining.stops,
  };
}

/** An estimate as the trip keeps it: with the time it was computed at. */
export interface StoredEta extends Eta {
  /** ISO date-time */
  calculada: string;
}
