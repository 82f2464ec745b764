// What a map must show: the box around a set of points, and whether a view holds them. Pure.
export type LngLat = [number, number];
/** [[west, south], [east, north]], as L7's scene reads and fits bounds */
export type Bounds = [LngLat, LngLat];

/** The points' box; a single point (or points at one place) gets `minSpan` degrees around it. Null for none. */
export function boundsOf(points: readonly LngLat[], minSpan = 0.05): Bounds | null {
  const valid = points.filter(([lng, lat]) => Number.isFinite(lng) && Number.isFinite(lat));
  if (valid.length === 0) return null;
  let [west, south] = valid[0];
  let [east, north] = valid[0];
  for (const [lng, lat] of valid) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  const grow = (low: number, high: number): [number, number] =>
    high - low >= minSpan ? [low, high] : [(low + high) / 2 - minSpan / 2, (low + high) / 2 + minSpan / 2];
  [west, east] = grow(west, east);
  [south, north] = grow(south, north);
  return [[west, south], [east, north]];
}

/** Whether the view `bounds` holds `point`. */
export function contains([[west, south], [east, north]]: Bounds, [lng, lat]: LngLat): boolean {
  return lng >= west && lng <= east && lat >= south && lat <= north;
}
