// A route's text limits and its auto-filled description, read by the route entity
// (entities/rutas/definition.ts) and its rules (./route-rules.ts).

export const ROUTE_VIA_MAX = 100;
export const ROUTE_DESCRIPTION_MAX = 200;

/** 'origin - destination via', used when the description is left empty; cut to the description's maximum. */
export function routeDescription(origen: string | null | undefined, destino: string | null | undefined, via: string | null | undefined): string {
  const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const text = `${clean(origen)} - ${clean(destino)} ${clean(via)}`.trim();
  return text.slice(0, ROUTE_DESCRIPTION_MAX).trim();
}
