// State of a trips table (trips list, containers, history): Refine's useTable over `viajes` with the list's
// fixed filters as permanent filters, the header's filters and the engine's column filters, the engine's
// server columns (tablas) and sort and page rules. Without a chosen order the server applies
// the company's ARC order, or the list's own default order.
import { useTable } from "@refinedev/antd";
import type { BaseRecord, CrudFilter, CrudSort } from "@refinedev/core";
import { useEffect, useMemo, useState } from "react";
import { DEFAULT_PAGE_SIZE } from "@shared/config";
import { changeFilters, normalizePageSize } from "@shared/domain/table-paging";
import { usePageSelection, useTableColumns, type DataTableProps, type ColumnOverride } from "@/resources/engine";
import { buildFilters, withFilterValue, type FilterValues } from "@/resources/engine/data-table/column-filters";
import type { ExportState } from "@/resources/engine/export/export-request";
import { chooserFromSnapshot, columnsSnapshot, type SavedViewState } from "@/resources/engine/saved-views";
import type { TableLocalState } from "@shared/domain/table-state";
import { tripsTableMeta, tripsTableSelection } from "./list-request";

export interface TripsTableOptions<R extends BaseRecord> {
  tableId: number;
  /** custom cells lent to the server's columns */
  fields: readonly ColumnOverride<R>[];
  /** trip fields read besides the columns (e.g. the timers' settings) */
  extraFields: readonly string[];
  fixedFilters: CrudFilter[];
  headerFilters: CrudFilter[];
  exportTitle: string;
  exportQueryId: number;
  /** the order until the user picks one (again whenever it changes); none: the server's ARC order */
  defaultSorters?: CrudSort[];
  /** the column filters, order, page and size the list opens with (as the user left it) */
  initial?: TableLocalState<FilterValues> | null;
}

export function useTripsTable<R extends BaseRecord>(options: TripsTableOptions<R>) {
  const columns = useTableColumns<R>(options.fields, options.tableId);
  const selection = useMemo(
    () => tripsTableSelection(options.extraFields, columns.all.map((c) => c.field)),
    [options.extraFields, columns.all],
  );
  const initial = options.initial ?? null;
  const [restored, setRestored] = useState(false);
  const [columnValues, setColumnValues] = useState<FilterValues>(initial?.filters ?? {});
  const table = useTable<R>({
    resource: "viajes",
    syncWithLocation: false,
    pagination: { pageSize: initial?.numReg ?? DEFAULT_PAGE_SIZE, currentPage: initial?.page ?? 1 },
    sorters: { initial: initial?.orders.length ? initial.orders : options.defaultSorters ?? [] },
    filters: { permanent: options.fixedFilters, defaultBehavior: "replace" },
    meta: tripsTableMeta(selection),
    // kept column filters need the server's columns (their types) before the first query
    queryOptions: { enabled: !columns.loading && (initial === null || restored) },
    errorNotification: false,
  });
  const { currentPage, pageSize, setCurrentPage, setPageSize, setFilters, sorters, setSorters } = table;
  // after Refine's own mount effects (which set the initial filters), once the columns give the filters' types
  useEffect(() => {
    if (!initial || restored || columns.loading) return;
    setFilters([...buildFilters(columns.all, initial.filters), ...options.headerFilters], "replace");
    setRestored(true);
  }, [initial, restored, columns.loading, columns.all, options.headerFilters, setFilters]);
  const total = table.result.total;

  // the header's and the columns' filters together replace the previous ones (the fixed ones stay)
  // (a change of the fixed filters too, so a removed one does not linger in the table state)
  const headerKey = JSON.stringify([options.fixedFilters, options.headerFilters]);
  const [appliedHeader, setAppliedHeader] = useState(headerKey);
  const apply = (values: FilterValues, header: CrudFilter[]) => {
    setFilters([...buildFilters(columns.all, values), ...header], "replace");
    setCurrentPage(changeFilters({ page: currentPage, pageSize }).page);
  };
  if (headerKey !== appliedHeader) {
    setAppliedHeader(headerKey);
    apply(columnValues, options.headerFilters);
  }
  const sortKey = JSON.stringify(options.defaultSorters ?? []);
  const [appliedSort, setAppliedSort] = useState(sortKey);
  if (sortKey !== appliedSort) {
    setAppliedSort(sortKey);
    setSorters(options.defaultSorters ?? []);
  }

  // the filters row shows until the user hides it; the selection is the page's (another view clears it)
  const [showFilters, setShowFilters] = useState(true);
  const selected = usePageSelection(JSON.stringify([currentPage, pageSize, sorters, table.filters]));

  const tableProps: Omit<DataTableProps<R>, "onRowClick"> = {
    columns: columns.visible,
    tableProps: { ...table.tableProps, loading: columns.loading || table.tableQuery.isFetching },
    sorters,
    showFilters,
    filterValues: columnValues,
    onFilterChange: (field, value) => {
      const next = withFilterValue(columnValues, field, value);
      setColumnValues(next);
      apply(next, options.headerFilters);
    },
    selection: { keys: selected.keys, onChange: selected.onChange },
  };

  const exportState = (): ExportState => ({
    idquery: options.exportQueryId,
    title: options.exportTitle,
    fields: columns.visible.map((c) => c.field),
    filters: [...options.fixedFilters, ...buildFilters(columns.all, columnValues), ...options.headerFilters],
    sorters,
    page: currentPage,
    pageSize,
  });

  // a saved view: the column filters (the page adds its header's), order, page size, columns
  const savedView = {
    getState: (): Omit<SavedViewState<FilterValues>, "filters"> & { columnValues: FilterValues } => ({
      columnValues, sorters, pageSize, columns: columnsSnapshot(columns.all),
    }),
    /**
     * `nextDefaultSorters`: the default order the page will have once the view's other parts are in (the
     * history's depends on its client filter), so that change does not replace the view's own order
     */
    apply: (state: Omit<SavedViewState<unknown>, "filters"> & { columnValues?: FilterValues }, nextDefaultSorters?: CrudSort[]) => {
      const values = state.columnValues && typeof state.columnValues === "object" ? state.columnValues : {};
      setColumnValues(values);
      apply(values, options.headerFilters);
      if (nextDefaultSorters) setAppliedSort(JSON.stringify(nextDefaultSorters));
      setSorters(state.sorters);
      if (state.pageSize) setPageSize(normalizePageSize(state.pageSize));
      setCurrentPage(1);
      if (state.columns.order.length) void columns.applyChooser(...chooserFromSnapshot(columns.all, state.columns));
    },
  };

  return {
    tableProps,
    total,
    savedView,
    /** what the page keeps of the list between visits (null until a kept state is restored) */
    localState: initial && !restored ? null : ({
      filters: columnValues, orders: sorters.map((s) => ({ field: s.field, order: s.order })), page: currentPage, numReg: pageSize,
    } satisfies TableLocalState<FilterValues>),
    columns,
    rows: table.result.data,
    /** orders the list from outside its headers (the trips list's "Más urgente primero") */
    setSorters,
    showFilters,
    toggleFilters: () => setShowFilters((shown) => !shown),
    query: table.tableQuery,
    hasColumnFilters: Object.keys(columnValues).length > 0,
    clearColumnFilters: () => {
      setColumnValues({});
      apply({}, options.headerFilters);
    },
    exportState,
  };
}
