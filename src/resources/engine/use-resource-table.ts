// State of a generated list: @refinedev/antd's useTable kept in the URL (syncWithLocation),
// with the sort rule of table-sort, the page rules of table-paging and the filters of the columns. Opened
// without list state in the address, a list comes back as the user left it (filters, order, page, size kept
// in the browser under its homeT key); the address wins when it has them (docs/adr/0016-table-state-and-saved-views.md).
import { useTable } from "@refinedev/antd";
import type { BaseRecord, CrudFilters } from "@refinedev/core";
import { useEffect, useState } from "react";
import { DEFAULT_PAGE_SIZE } from "@shared/config";
import { changeFilters, changePageSize, normalizePageSize } from "@shared/domain/table-paging";
import { hasListState } from "@shared/domain/table-state";
import { sortersFromOrder } from "@shared/domain/table-sort";
import { buildFilters, filterValuesOf, withFilterValue } from "./data-table/column-filters";
import type { DataTableProps } from "./data-table/DataTable";
import { usePageSelection } from "./data-table/use-page-selection";
import type { ExportState } from "./export/export-request";
import { chooserFromSnapshot, columnsSnapshot, type SavedViewState } from "./saved-views";
import { providerMeta } from "./resource-meta";
import { useKeepTableState, useStoredTableState } from "./table-memory";
import type { ResourceDefinition } from "./types";
import { useTableColumns } from "./use-table-columns";

export interface ResourceTableOptions {
  /** keep the list's state in the browser between visits; default true (the users screen's tabs start clean) */
  remember?: boolean;
}

export function useResourceTable<R extends BaseRecord>(definition: ResourceDefinition<R>, options: ResourceTableOptions = {}) {
  const remember = options.remember ?? true;
  const [addressHasState] = useState(() => typeof window !== "undefined" && hasListState(window.location.search));
  const stored = useStoredTableState<CrudFilters>(definition.name, { enabled: remember, addressHasState, emptyFilters: [] });
  const initial = stored.initial;
  const columns = useTableColumns<R>(definition.fields, definition.tableId);
  const meta = providerMeta(definition, columns.all.map((c) => c.field));
  const table = useTable<R>({
    resource: definition.name,
    syncWithLocation: true,
    pagination: initial
      ? { currentPage: initial.page, pageSize: initial.numReg }
      : { pageSize: definition.defaultPageSize ?? DEFAULT_PAGE_SIZE },
    sorters: { initial: initial ? initial.orders : definition.defaultOrder ? sortersFromOrder(definition.defaultOrder) : [] },
    filters: { initial: initial && Array.isArray(initial.filters) ? initial.filters : [], defaultBehavior: "replace" },
    meta,
    // the server's columns decide the selection: wait for them
    queryOptions: { enabled: !columns.loading },
    errorNotification: false,
  });
  const { currentPage, pageSize, setCurrentPage, setPageSize, filters, setFilters, sorters, setSorters } = table;
  const total = table.result.total;

  // a page size typed into the URL that the footer does not offer falls back to 10 on page 1
  useEffect(() => {
    if (normalizePageSize(pageSize) !== pageSize) {
      const next = changePageSize({ page: currentPage, pageSize }, pageSize);
      setPageSize(next.pageSize);
      setCurrentPage(next.page);
    }
  }, [pageSize, currentPage, setPageSize, setCurrentPage]);

  useKeepTableState<CrudFilters>(
    stored.key,
    remember ? { filters, orders: sorters.map((s) => ({ field: s.field, order: s.order })), page: currentPage, numReg: pageSize } : null,
  );

  const filterValues = filterValuesOf(filters, columns.all);
  const [showFilters, setShowFilters] = useState(filters.length > 0);

  const selected = usePageSelection(JSON.stringify([currentPage, pageSize, sorters, filters]));
  const selectedKeys = selected.keys;

  const setFilterValue = (field: string, value: unknown) => {
    setFilters(buildFilters(columns.all, withFilterValue(filterValues, field, value)), "replace");
    setCurrentPage(changeFilters({ page: currentPage, pageSize }).page);
  };

  const tableProps: Omit<DataTableProps<R>, "onRowClick"> = {
    columns: columns.visible,
    // 'Cargando...' also while the server's columns load and while another page is fetched
    tableProps: { ...table.tableProps, loading: columns.loading || table.tableQuery.isFetching },
    sorters,
    showFilters,
    filterValues,
    onFilterChange: setFilterValue,
    selection: {
      keys: selectedKeys,
      onChange: selected.onChange,
      isRowSelectable: definition.isRowSelectable ? (r) => definition.isRowSelectable?.(r) !== false : undefined,
    },
  };

  const exportState = (idquery: number): ExportState => ({
    idquery,
    title: definition.labels.title,
    fields: columns.visible.map((c) => c.field),
    filters,
    sorters,
    page: currentPage,
    pageSize,
  });

  // a saved view: the column filters, order, page size and columns
  const savedView = {
    getState: (): SavedViewState<CrudFilters> => ({ filters, sorters, pageSize, columns: columnsSnapshot(columns.all) }),
    apply: (state: SavedViewState<CrudFilters>) => {
      const saved = Array.isArray(state.filters) ? state.filters : [];
      setFilters(saved, "replace");
      setSorters(state.sorters);
      if (state.pageSize) setPageSize(normalizePageSize(state.pageSize));
      setCurrentPage(1);
      if (saved.length) setShowFilters(true);
      if (state.columns.order.length) void columns.applyChooser(...chooserFromSnapshot(columns.all, state.columns));
    },
  };

  return {
    tableProps,
    total,
    meta,
    savedView,
    /** opened with state of its own (the address's or the kept one): a default saved view must not replace it */
    openedWithState: addressHasState || initial !== null,
    columns,
    selectedKeys,
    clearSelection: selected.clear,
    showFilters,
    toggleFilters: () => setShowFilters((s) => !s),
    clearFilters: () => {
      setFilters([], "replace");
      setCurrentPage(1);
    },
    hasFilters: filters.length > 0,
    exportState,
  };
}
