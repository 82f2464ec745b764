// What the trip's state decides on the detail screen. Pure.

/** Closed states: cancelled (4) and finished (7) hide progress, distance and the route map. */
export const CLOSED_STATES: readonly number[] = [4, 7];
export const FINISHED_DESCRIPTION = "TERMINADO";

export function isClosedState(idsysestado: number | null | undefined): boolean {
  return idsysestado != null && CLOSED_STATES.includes(Number(idsysestado));
}

/** Finished when the state's description in the status list equals TERMINADO. */
export function isFinished(idsysestado: number | null | undefined, states: readonly { id: number; descripcion: string }[]): boolean {
  if (idsysestado == null) return false;
  const state = states.find((s) => Number(s.id) === Number(idsysestado));
  return state?.descripcion.trim().toUpperCase() === FINISHED_DESCRIPTION;
}

/** Empty values read NA. */
export function orNA(value: unknown): string {
  if (value === null || value === undefined) return "NA";
  const text = String(value).trim();
  return text ? text : "NA";
}

/** Shipments are listed in the traceability only for loading and unloading events. */
export const SHIPMENT_LIST_EVENTS: readonly number[] = [3, 5, 7, 8];
export function showsShipments(idsysevento: number | null | undefined): boolean {
  return idsysevento != null && SHIPMENT_LIST_EVENTS.includes(Number(idsysevento));
}

/** The document badge reads '9+' above 9. */
export function docsBadge(count: number): string {
  return count > 9 ? "9+" : String(Math.max(0, count));
}

/** The route's trip id: a positive integer, or null (the page then goes to /Home/network-error). */
export function parseTripId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
