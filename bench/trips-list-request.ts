// The trips list's default view as the Seguimiento screen asks for it: the screen's own document and variables
// (src/custom-pages/trips-list/list-request.ts, which the screen builds its request with), the columns of the
// server's table of the list as the screen loads them (the engine's TABLA_QUERY for the logged-in user), and the
// text urql puts in the request body. Nothing here is written out by hand, so the bench cannot drift from the
// screen.
import { gql, stringifyDocument } from "@urql/core";
import type { CrudFilter } from "@refinedev/core";
import { TABLA_QUERY } from "../src/resources/engine/queries";
import { TRIPS_LISTS, headerTripFilters } from "../src/custom-pages/trips-list/trips-config";
import { tripsListFixedFilters, tripsListRequest } from "../src/custom-pages/trips-list/list-request";
import { DEFAULT_PAGE_SIZE } from "@shared/config";

export type Post = <T>(query: string, variables: unknown) => Promise<T>;

/** the fields of the trips list's server columns, in the table's order, for the user `iduser` */
export async function tripsListColumnFields(post: Post, iduser: number): Promise<string[]> {
  const answer = await post<{ tablas: { fields: { field: string }[] } | null }>(TABLA_QUERY, { id: TRIPS_LISTS.viajes.tableId, iduser });
  const fields = answer.tablas?.fields.map((f) => f.field) ?? [];
  if (!fields.length) throw new Error("the trips list's table has no columns: the bench database is not seeded");
  return fields;
}

export interface ScreenRequest {
  /** the document text as the browser's GraphQL client sends it */
  query: string;
  variables: Record<string, unknown>;
}

/**
 * One page of the 'Viajes' list as the screen opens it: its fixed filters, no level, the company's order, and
 * optionally the header's filters. `clients`: the header's client filter (ids), so concurrent requests differ.
 */
export function defaultViewRequest(columnFields: readonly string[], page = 1, pageSize = DEFAULT_PAGE_SIZE, clients?: number[]): ScreenRequest {
  const header: CrudFilter[] = clients?.length ? headerTripFilters({ clientes: clients }) : [];
  const { query, variables } = tripsListRequest({
    columnFields,
    filters: [...tripsListFixedFilters(TRIPS_LISTS.viajes), ...header],
    page,
    pageSize,
  });
  return { query: stringifyDocument(gql(query)), variables };
}

/** the fields of a bare list page: what a trips table without the screen's columns, timers and estimate would show */
export const BARE_PAGE_FIELDS = [
  "numero", "placa", "nombreconductor", "ruta", "estado", "tiporiesgo", "fechahoraproximallamada", "fechahoraultimallamada",
] as const;

/** The same page of the same trips (filters, order, size) asking only for the id and BARE_PAGE_FIELDS. */
export function bareViewRequest(page = 1, pageSize = DEFAULT_PAGE_SIZE): ScreenRequest {
  const { query, variables } = tripsListRequest({
    columnFields: BARE_PAGE_FIELDS,
    extraFields: [],
    filters: tripsListFixedFilters(TRIPS_LISTS.viajes),
    page,
    pageSize,
  });
  return { query: stringifyDocument(gql(query)), variables };
}
