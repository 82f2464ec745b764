// The trip's progress bar: distance travelled over total distance in percent,
// clamped 0 to 100. The travelled distance is the plan's distance up to the furthest post the trip has a
// report at (posts are passed in plan order; each row's distance is from the previous post), or — when the
// last known position (GPS) lies further along the plan — the distance to that position.

export interface PlanLeg {
  idpuestocontrol: number;
  /** km from the previous post */
  distancia: number;
  orden: number;
}

const km = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** The plan's total distance in km. */
export function totalDistance(legs: readonly PlanLeg[]): number {
  return legs.reduce((sum, leg) => sum + km(leg.distancia), 0);
}

/** km travelled: the sum of the legs up to and including the furthest reported post. */
export function travelledDistance(legs: readonly PlanLeg[], reportedPostIds: Iterable<number>): number {
  const reported = new Set(reportedPostIds);
  const ordered = [...legs].sort((a, b) => a.orden - b.orden);
  let furthest = -1;
  ordered.forEach((leg, i) => {
    if (reported.has(leg.idpuestocontrol)) furthest = i;
  });
  return ordered.slice(0, furthest + 1).reduce((sum, leg) => sum + km(leg.distancia), 0);
}

/** travelled / total × 100, clamped to 0..100; 0 when the total is not positive or a value is not a number. */
export function progressPercent(travelled: number, total: number): number {
  if (!Number.isFinite(travelled) || !Number.isFinite(total) || total <= 0) return 0;
  const percent = (travelled / total) * 100;
  return Math.min(100, Math.max(0, percent));
}

export interface Point {
  latitud: number;
  longitud: number;
}
/** a position as the contract gives it (parts may be missing) */
export interface MaybePoint {
  latitud?: number | null;
  longitud?: number | null;
}

export interface GeoLeg extends PlanLeg {
  geolocalizacion?: MaybePoint | null;
}

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;
const validPoint = (p: MaybePoint | null | undefined): p is Point =>
  !!p && typeof p.latitud === "number" && typeof p.longitud === "number" && Number.isFinite(p.latitud) && Number.isFinite(p.longitud) && Math.abs(p.latitud) <= 90 && Math.abs(p.longitud) <= 180
  && !(p.latitud === 0 && p.longitud === 0);

/** Great-circle distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitud - a.latitud);
  const dLon = rad(b.longitud - a.longitud);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitud)) * Math.cos(rad(b.latitud)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where `p` falls on the segment a→b, 0 (at a) to 1 (at b), in a local flat projection (legs are short). */
function along(a: Point, b: Point, p: Point): number {
  const k = Math.cos(rad((a.latitud + b.latitud) / 2));
  const [bx, by] = [(b.longitud - a.longitud) * k, b.latitud - a.latitud];
  const [px, py] = [(p.longitud - a.longitud) * k, p.latitud - a.latitud];
  const len = bx * bx + by * by;
  return len === 0 ? 0 : Math.min(1, Math.max(0, (px * bx + py * by) / len));
}

/**
 * km travelled to the last known position: the position is placed on the nearest leg between two plan posts
 * with coordinates (the plan's distance to the leg's start plus the leg's share); before the first post,
 * the first post's distance less the straight line still to go. Null without a usable position or posts.
 */
export function positionDistance(legs: readonly GeoLeg[], position: MaybePoint | null | undefined): number | null {
  if (!validPoint(position)) return null;
  const ordered = [...legs].sort((a, b) => a.orden - b.orden);
  let cumulative = 0;
  const posts: { at: Point; km: number; leg: number }[] = [];
  for (const leg of ordered) {
    cumulative += km(leg.distancia);
    if (validPoint(leg.geolocalizacion)) posts.push({ at: leg.geolocalizacion, km: cumulative, leg: km(leg.distancia) });
  }
  if (!posts.length) return null;
  let best = { gap: distanceKm(position, posts[0].at), travelled: Math.max(0, posts[0].km - distanceKm(position, posts[0].at)) };
  for (let i = 1; i < posts.length; i++) {
    const [from, to] = [posts[i - 1], posts[i]];
    const t = along(from.at, to.at, position);
    const onLeg: Point = { latitud: from.at.latitud + (to.at.latitud - from.at.latitud) * t, longitud: from.at.longitud + (to.at.longitud - from.at.longitud) * t };
    const gap = distanceKm(position, onLeg);
    if (gap < best.gap) best = { gap, travelled: from.km + (to.km - from.km) * t };
  }
  return best.travelled;
}

/** km travelled for the bar: the furthest of the reported posts and the last known position. */
export function tripTravelled(legs: readonly GeoLeg[], reportedPostIds: Iterable<number>, position: MaybePoint | null | undefined): number {
  return Math.max(travelledDistance(legs, reportedPostIds), positionDistance(legs, position) ?? 0);
}
