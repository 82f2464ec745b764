// The trip's progress bar (spec 2 §2 Maps, §9): distance travelled over total distance in percent,
// clamped 0 to 100. The travelled distance is the plan's distance up to the furthest post the trip has a
// report at (posts are passed in plan order; each row's distance is from the previous post).

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
