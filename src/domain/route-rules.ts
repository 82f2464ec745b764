// Route rules shared by the route form and the server (spec 3 §5, §9): one rule set with the generic
// validators' messages (spec 2 §5: 'Requerido', 'Debe tener max N crts.', 'Debe ser mayor a N', 'Entero'),
// and the description auto-filled from the chosen populations.
import { fieldErrors, type FieldError, type FieldRules } from "./validators";

export const ROUTE_VIA_MAX = 100;
export const ROUTE_DESCRIPTION_MAX = 200;

/**
 * The route form's rules. The description is optional although spec 3 §5 lists it as required: an empty
 * one is auto-filled 'origin - destination via' before saving (docs/decisions.md). A route of 0 km is
 * not a route, so the distance must be greater than 0.
 */
export const ROUTE_FORM_RULES = {
  idorigen: { required: true },
  iddestino: { required: true },
  via: { required: true, max: ROUTE_VIA_MAX },
  descripcion: { max: ROUTE_DESCRIPTION_MAX },
  distancia: { required: true, greaterThan: 0 },
  horas: { required: true, integer: true },
  minutos: { required: true, integer: true },
} as const satisfies Record<string, FieldRules>;

/**
 * The rules of a saved route (RutaInput): the form's, with the time in whole seconds in place of hours and
 * minutes. The form's number inputs start at 0, so '> -1' (for whole numbers: 0 or more) only speaks to
 * other callers of the API.
 */
export const ROUTE_INPUT_RULES = {
  idorigen: ROUTE_FORM_RULES.idorigen,
  iddestino: ROUTE_FORM_RULES.iddestino,
  via: ROUTE_FORM_RULES.via,
  descripcion: ROUTE_FORM_RULES.descripcion,
  distancia: ROUTE_FORM_RULES.distancia,
  tiempoestimado: { required: true, integer: true, greaterThan: -1 },
} as const satisfies Record<string, FieldRules>;

export type RouteField = keyof typeof ROUTE_INPUT_RULES;
export type RouteFields = Partial<Record<RouteField, unknown>>;

/** 'origin - destination via', used when the description is left empty; cut to the description's maximum. */
export function routeDescription(origen: string | null | undefined, destino: string | null | undefined, via: string | null | undefined): string {
  const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const text = `${clean(origen)} - ${clean(destino)} ${clean(via)}`.trim();
  return text.slice(0, ROUTE_DESCRIPTION_MAX).trim();
}

/** The route's field errors in form order, each field's first message under ROUTE_INPUT_RULES. */
export function routeErrors(route: RouteFields): FieldError<RouteField>[] {
  return fieldErrors(route, ROUTE_INPUT_RULES);
}
