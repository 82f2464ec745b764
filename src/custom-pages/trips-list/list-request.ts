// The trips list's page request as the screen sends it: its selection (the columns the server's table gives,
// the timers' settings, the estimated arrival, the triage's fields), its fixed filters and the document the
// data provider builds from them. The screen (TripsListPage, use-trips-table) and the bench both build it
// here, so the bench measures the very request the browser sends.
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { ETA_SELECTION } from "@/custom-pages/fleet-map/queries";
import { buildListRequest, type ProviderMeta } from "@/providers/data/operations";
import { listArguments } from "@/providers/data/options";
import { TIMER_SETTING_FIELDS, fixedTripFilters, type TripsListConfig } from "./trips-config";
import { TRIAGE_FIELDS } from "./queries";

/** what the trips list reads besides its columns: the timers' settings, the estimated arrival, who attends the trip and its snooze */
export const TRIPS_LIST_EXTRA_FIELDS: readonly string[] = [...TIMER_SETTING_FIELDS, ETA_SELECTION, ...TRIAGE_FIELDS];

/** a trips table's selection: the id, the page's extra fields, then its columns, each once */
export const tripsTableSelection = (extraFields: readonly string[], columnFields: readonly string[]): string[] => [
  ...new Set(["id", ...extraFields, ...columnFields]),
];

/** the data provider's meta of a trips table asking for `fields` */
export const tripsTableMeta = (fields: string[]): ProviderMeta => ({ operations: { list: "viajes", one: "viaje" }, fields });

/** the trips list's always-applied filters: its variant's, then the chosen alert level's */
export const tripsListFixedFilters = (config: TripsListConfig, levelFilters: readonly CrudFilter[] = []): CrudFilter[] => [
  ...fixedTripFilters(config),
  ...levelFilters,
];

export interface TripsListRequestInput {
  /** the fields of the server's columns of the list's table (tablas), in its order */
  columnFields: readonly string[];
  /** what the page reads besides its columns; the screen's own by default */
  extraFields?: readonly string[];
  filters: CrudFilter[];
  sorters?: CrudSort[];
  page: number;
  pageSize: number;
}

/** The document (text) and variables of one page of the trips list, as the data provider sends them. */
export function tripsListRequest(input: TripsListRequestInput): { query: string; variables: Record<string, unknown> } {
  const meta = tripsTableMeta(tripsTableSelection(input.extraFields ?? TRIPS_LIST_EXTRA_FIELDS, input.columnFields));
  const args = listArguments({
    resource: "viajes",
    meta,
    filters: input.filters,
    sorters: input.sorters ?? [],
    pagination: { currentPage: input.page, pageSize: input.pageSize, mode: "server" },
  });
  const built = buildListRequest("viajes", meta, args);
  return { query: built.query, variables: built.variables };
}
