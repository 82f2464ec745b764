// What every trips table page shares (trips list and containers, history, download manager): the header's
// filters, the history's date range, the trips table itself (use-trips-table), the state kept between visits
// (homeT keys; docs/adr/0016-table-state-and-saved-views.md) and the saved views. A page only
// says what differs: its table, key, fixed filters, default order and, on the history, the opening range.
import type { BaseRecord, CrudFilter, CrudSort } from "@refinedev/core";
import { useMemo, useState } from "react";
import { storeRange, todayInBusinessZone, type DayRange } from "@shared/domain/date-range";
import type { ColumnOverride } from "@/resources/engine";
import type { FilterValues } from "@/resources/engine/data-table/column-filters";
import type { SavedViewsProps } from "@/resources/engine/saved-views";
import { useKeepTableState, useStoredTableState } from "@/resources/engine/table-memory";
import { TRIPS_EXPORT_QUERY, hasHeaderFilters, headerTripFilters, type HeaderFilterValues } from "./trips-config";
import { readTripsFilters, type TripsTableFilters } from "./trips-view-state";
import { useTripsTable } from "./use-trips-table";

const NO_STRINGS: readonly string[] = [];
const NO_FIELDS: readonly ColumnOverride<BaseRecord>[] = [];

export interface TripsPageOptions {
  /** the key of the kept state and of the saved views: `viajes:<list>` */
  tableKey: string;
  /** the server's table of columns (tablas) */
  tableId: number;
  /** custom cells lent to the server's columns */
  fields?: readonly ColumnOverride<BaseRecord>[];
  /** trip fields read besides the columns */
  extraFields?: readonly string[];
  exportTitle: string;
  /** a page with a date range (the history): the range it opens with when nothing is kept nor saved */
  initialRange?: () => DayRange;
  /** the filters always applied, given the date range (null without one); a stable function */
  fixedFilters: (range: DayRange | null) => CrudFilter[];
  /** the order until the user picks one, given the header's filters; none: the server's ARC order. A stable function */
  defaultSorters?: (header: HeaderFilterValues) => CrudSort[];
}

export function useTripsPage(options: TripsPageOptions) {
  const { tableKey, initialRange, fixedFilters: fixedOf, defaultSorters: sortersOf } = options;
  const memory = useStoredTableState<TripsTableFilters>(tableKey, { enabled: true, addressHasState: false, emptyFilters: {} });
  // what the page opens with: as the user left it in this session, else the defaults (then a default view)
  const [opened] = useState(() => {
    const kept = memory.initial ? readTripsFilters(memory.initial.filters, todayInBusinessZone()) : null;
    return {
      table: memory.initial && kept ? { ...memory.initial, filters: kept.columns } : null,
      header: kept?.header ?? {},
      range: initialRange ? (kept?.range !== undefined ? kept.range : initialRange()) : null,
    };
  });
  const [header, setHeader] = useState<HeaderFilterValues>(opened.header);
  const [range, setRange] = useState<DayRange | null>(opened.range);

  const list = useTripsTable<BaseRecord>({
    tableId: options.tableId,
    fields: options.fields ?? NO_FIELDS,
    extraFields: options.extraFields ?? NO_STRINGS,
    fixedFilters: useMemo(() => fixedOf(range), [fixedOf, range]),
    headerFilters: useMemo(() => headerTripFilters(header), [header]),
    exportTitle: options.exportTitle,
    exportQueryId: TRIPS_EXPORT_QUERY,
    defaultSorters: useMemo(() => sortersOf?.(header), [sortersOf, header]),
    initial: opened.table,
  });

  /** the filters as kept and saved: the columns', the header's and the range (a page with one) */
  const stored = (columns: FilterValues): TripsTableFilters => ({
    columns,
    header,
    ...(initialRange ? { range: storeRange(range, todayInBusinessZone()) } : {}),
  });
  useKeepTableState<TripsTableFilters>(memory.key, list.localState && { ...list.localState, filters: stored(list.localState.filters) });

  const savedViews: SavedViewsProps<TripsTableFilters> = {
    tableKey,
    ready: !list.columns.loading,
    // a page opened as the user left it is not replaced by the default view
    applyDefault: !memory.initial,
    emptyFilters: {},
    getState: () => {
      const { columnValues, ...rest } = list.savedView.getState();
      return { ...rest, filters: stored(columnValues) };
    },
    applyState: (state) => {
      const view = readTripsFilters(state.filters, todayInBusinessZone());
      setHeader(view.header);
      if (initialRange && view.range !== undefined) setRange(view.range);
      list.savedView.apply({ ...state, columnValues: view.columns }, sortersOf?.(view.header));
    },
  };

  return {
    list,
    header,
    setHeader,
    /** the date range (null: none, or a page without one) */
    range,
    setRange,
    /** whether the page has a date range */
    hasRange: Boolean(initialRange),
    /** a header or column filter is set ('Limpiar filtros' has something to clear; the range stays) */
    filtered: list.hasColumnFilters || hasHeaderFilters(header),
    clearFilters: () => {
      setHeader({});
      list.clearColumnFilters();
    },
    savedViews,
  };
}

export type TripsPage = ReturnType<typeof useTripsPage>;
