// The trips list's default order from the company's ARC setting ordenar_por.
import { COMPANIES_ORDERED_BY_ID } from "../config";
import { isOrdenarPor, type OrdenarPor } from "./arc-settings";

export interface TripOrder {
  field: string;
  type: "ASC" | "DESC";
}

export const TRIP_ORDER_BY_SETTING: Readonly<Record<OrdenarPor, TripOrder>> = Object.freeze({
  Tiempo_ult_llamada: { field: "fechahoraultimallamada", type: "ASC" },
  Tiempo_ult_gps: { field: "fechahoraproximogps", type: "ASC" },
  Tiempo_ult_otros: { field: "tiempo_ult_rep_otros", type: "ASC" },
  Retraso_llamada: { field: "fechahoraproximallamada", type: "ASC" },
  Retraso_gps: { field: "fechahoraproximogps", type: "ASC" },
  Retraso_otros: { field: "tiempo_ult_rep_otros", type: "ASC" },
  Creacion_viaje: { field: "id", type: "DESC" },
});

/** Without a (known) setting the list is ordered by next-call time. */
export const DEFAULT_TRIP_ORDER: TripOrder = Object.freeze({ field: "fechahoraproximallamada", type: "ASC" });
const BY_ID: TripOrder = Object.freeze({ field: "id", type: "ASC" });

/**
 * The setting's order, then the second key: next-call time, or id for companies 3 and 8.
 * The second key is left out when it repeats the first key's field.
 */
export function tripOrder(ordenarPor: string | null | undefined, idempresa: number): TripOrder[] {
  const primary = isOrdenarPor(ordenarPor) ? TRIP_ORDER_BY_SETTING[ordenarPor] : DEFAULT_TRIP_ORDER;
  const secondary = (COMPANIES_ORDERED_BY_ID as readonly number[]).includes(idempresa) ? BY_ID : DEFAULT_TRIP_ORDER;
  return secondary.field === primary.field ? [{ ...primary }] : [{ ...primary }, { ...secondary }];
}
