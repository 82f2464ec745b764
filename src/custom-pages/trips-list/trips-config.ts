// The two trips lists (Viajes at /home, Contenedores at /home/ctns) and their fixed rules:
// state exclusions, client-filter states, base filter, export query, the trip fields the timers need.
import type { CrudFilter } from "@refinedev/core";
import { TABLE_IDS } from "@shared/config";

export type TripsVariant = "viajes" | "contenedorespendientes";

export interface TripsListConfig {
  key: TripsVariant;
  title: string;
  exportTitle: string;
  tableId: number;
  /** trips returning a container (true) or not (false) */
  devolviendocontenedor: boolean;
}

export const TRIPS_LISTS: Readonly<Record<TripsVariant, TripsListConfig>> = Object.freeze({
  viajes: { key: "viajes", title: "Viajes", exportTitle: "Seguimiento", tableId: TABLE_IDS.viajes, devolviendocontenedor: false },
  contenedorespendientes: {
    key: "contenedorespendientes", title: "Contenedores", exportTitle: "Contenedores",
    tableId: TABLE_IDS.contenedoresPendientes, devolviendocontenedor: true,
  },
});

/** POST /api/v1/filesDoc idquery of the trips list. */
export const TRIPS_EXPORT_QUERY = 2;

/** The state filter never offers these; the list hides them too (4 and 7 by default). */
export const TRIPS_EXCLUDED_STATES: readonly number[] = [4, 7, 12, 14, 13, 15, 8, 17, 16];

/** States whose trips feed the client filter (clienteViajesInfo). */
export const CLIENT_FILTER_STATES: readonly number[] = [1, 2, 3, 5, 6, 8, 9, 10, 11, 12, 13, 14];

/** Settings each trip row carries for its timers. */
export { TIMER_SETTING_FIELDS } from "@shared/domain/timers";

export interface HeaderFilterValues {
  /** tiporiesgo values */
  riesgo?: number[];
  ultimamilla?: boolean;
  /** client ids */
  clientes?: number[];
  /** idsysestado values */
  estados?: number[];
}

/** Filters the list always applies: its variant and the hidden states. */
export function fixedTripFilters(config: TripsListConfig, excluded: readonly number[] = TRIPS_EXCLUDED_STATES): CrudFilter[] {
  return [
    { field: "devolviendocontenedor", operator: "eq", value: config.devolviendocontenedor },
    { field: "idsysestado", operator: "nin", value: [...excluded] },
  ];
}

/** The header's filters (risk, last mile, clients, states); empty choices add nothing. */
export function headerTripFilters(values: HeaderFilterValues): CrudFilter[] {
  const out: CrudFilter[] = [];
  if (values.riesgo?.length) out.push({ field: "tiporiesgo", operator: "in", value: [...values.riesgo] });
  if (values.ultimamilla !== undefined) out.push({ field: "indicadorultimamilla", operator: "eq", value: values.ultimamilla });
  if (values.clientes?.length) out.push({ field: "idclientes", operator: "in", value: [...values.clientes] });
  if (values.estados?.length) out.push({ field: "idsysestado", operator: "in", value: [...values.estados] });
  return out;
}

export const hasHeaderFilters = (values: HeaderFilterValues): boolean => headerTripFilters(values).length > 0;

/** State options of the filter: every state but the excluded ones. */
export function stateOptions<S extends { id: number; descripcion: string }>(states: readonly S[], excluded: readonly number[]) {
  return states.filter((s) => !excluded.includes(Number(s.id))).map((s) => ({ value: Number(s.id), label: s.descripcion }));
}

/** The client filter's query: clients with trips of this list in the client-filter states, by nombre. */
export function clientFilterQuery(devolviendocontenedor: boolean | null) {
  const filters: CrudFilter[] = [{ field: "idsysestado", operator: "in", value: [...CLIENT_FILTER_STATES] }];
  if (devolviendocontenedor !== null) filters.push({ field: "devolviendocontenedor", operator: "eq", value: devolviendocontenedor });
  return filters;
}
