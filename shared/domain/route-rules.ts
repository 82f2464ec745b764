// Route rules shared by the route form and the server: the route entity's rules
// (entities/rutas/definition.ts) with the generic validators' messages ('Requerido', 'Debe tener max N crts.',
// 'Debe ser mayor a N', 'Entero'), and the description auto-filled from the chosen populations.
import { rutasEntity } from "../../entities/rutas/definition";
import { durationPartRules, fieldRules } from "../entities/rules";
import { fieldErrors, type FieldError, type FieldRules } from "./validators";

export { ROUTE_DESCRIPTION_MAX, ROUTE_VIA_MAX, routeDescription } from "./route-description";

const fields = rutasEntity.fields;

/**
 * The route form's rules. The description is optional: an empty
 * one is auto-filled 'origin - destination via' before saving (docs/adr/0018-master-data-rules.md). A route of 0 km is
 * not a route, so the distance must be greater than 0.
 */
export const ROUTE_FORM_RULES = {
  idorigen: fieldRules(fields.idorigen),
  iddestino: fieldRules(fields.iddestino),
  via: fieldRules(fields.via),
  descripcion: fieldRules(fields.descripcion),
  distancia: fieldRules(fields.distancia),
  horas: durationPartRules(fields.tiempoestimado),
  minutos: durationPartRules(fields.tiempoestimado),
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
  tiempoestimado: fieldRules(fields.tiempoestimado),
} as const satisfies Record<string, FieldRules>;

export type RouteField = keyof typeof ROUTE_INPUT_RULES;
export type RouteFields = Partial<Record<RouteField, unknown>>;

/** The route's field errors in form order, each field's first message under ROUTE_INPUT_RULES. */
export function routeErrors(route: RouteFields): FieldError<RouteField>[] {
  return fieldErrors(route, ROUTE_INPUT_RULES);
}
