// Route rules shared by the route form and the server (spec 3 §5, §9): the description auto-filled from
// the chosen populations, and the limits of a route's fields.

export const ROUTE_VIA_MAX = 100;
export const ROUTE_DESCRIPTION_MAX = 200;
export const REQUIRED_MESSAGE = "Requerido";

/** 'origin - destination via', used when the description is left empty; cut to the description's maximum. */
export function routeDescription(origen: string | null | undefined, destino: string | null | undefined, via: string | null | undefined): string {
  const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const text = `${clean(origen)} - ${clean(destino)} ${clean(via)}`.trim();
  return text.slice(0, ROUTE_DESCRIPTION_MAX).trim();
}

export interface RouteFields {
  idorigen?: number | null;
  iddestino?: number | null;
  via?: string | null;
  descripcion?: string | null;
  distancia?: number | null;
  tiempoestimado?: number | null;
}

export interface FieldError {
  field: keyof RouteFields;
  message: string;
}

const isId = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v > 0;

/**
 * The route's field errors, in form order. The description is optional here because an empty one is
 * auto-filled before saving; distance and time must be non-negative, the time a whole number of seconds.
 */
export function routeErrors(route: RouteFields): FieldError[] {
  const errors: FieldError[] = [];
  if (!isId(route.idorigen)) errors.push({ field: "idorigen", message: REQUIRED_MESSAGE });
  if (!isId(route.iddestino)) errors.push({ field: "iddestino", message: REQUIRED_MESSAGE });
  const via = (route.via ?? "").trim();
  if (!via) errors.push({ field: "via", message: REQUIRED_MESSAGE });
  else if (via.length > ROUTE_VIA_MAX) errors.push({ field: "via", message: `Maximo ${ROUTE_VIA_MAX} caracteres` });
  if ((route.descripcion ?? "").trim().length > ROUTE_DESCRIPTION_MAX) {
    errors.push({ field: "descripcion", message: `Maximo ${ROUTE_DESCRIPTION_MAX} caracteres` });
  }
  const distancia = route.distancia;
  if (distancia == null) errors.push({ field: "distancia", message: REQUIRED_MESSAGE });
  else if (!Number.isFinite(distancia) || distancia < 0) errors.push({ field: "distancia", message: "Debe ser mayor o igual a 0" });
  const tiempo = route.tiempoestimado;
  if (tiempo == null) errors.push({ field: "tiempoestimado", message: REQUIRED_MESSAGE });
  else if (!Number.isInteger(tiempo) || tiempo < 0) errors.push({ field: "tiempoestimado", message: "Entero mayor o igual a 0" });
  return errors;
}
