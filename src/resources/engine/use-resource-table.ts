// State of a generated list (spec 1 §4.4, spec 3 §4): Refine's useTable kept in the URL (syncWithLocation),
// with the sort rule of table-sort, the page rules of table-paging and the filters of the columns.
import { useTable, type BaseRecord, type CrudFilters } from "@refinedev/core";
import { useEffect, useState, type Key } from "react";
import { DEFAULT_PAGE_SIZE } from "@/config";
import { changeFilters, changePageSize, clampPage, normalizePageSize } from "@/domain/table-paging";
import { orderFromSorters, sortersFromOrder, type TableOrder } from "@/domain/table-sort";
import { buildFilters, filterValuesOf, withFilterValue } from "./data-table/column-filters";
import type { DataTableProps } from "./data-table/DataTable";
import type { ExportState } from "./export/export-request";
import { chooserFromSnapshot, columnsSnapshot, type SavedViewState } from "./saved-views";
import { providerMeta } from "./resource-meta";
import type { ResourceDefinition } from "./types";
import { useTableColumns } from "./use-table-columns";

export function useResourceTable<R extends BaseRecord>(definition: ResourceDefinition<R>) {
  const columns = useTableColumns<R>(definition.fields, definition.tableId);
  const meta = providerMeta(definition, columns.all.map((c) => c.field));
  const table = useTable<R>({
    resource: definition.name,
    syncWithLocation: true,
    pagination: { pageSize: definition.defaultPageSize ?? DEFAULT_PAGE_SIZE },
    sorters: { initial: definition.defaultOrder ? sortersFromOrder(definition.defaultOrder) : [] },
    filters: { defaultBehavior: "replace" },
    meta,
    // the server's columns decide the selection: wait for them
    queryOptions: { enabled: !columns.loading },
    errorNotification: false,
  });
  const { currentPage, pageSize, setCurrentPage, setPageSize, filters, setFilters, sorters, setSorters } = table;
  const total = table.result.total;

  // a page size typed into the URL that the footer does not offer falls back to 10 on page 1 (spec 3 §4)
  useEffect(() => {
    if (normalizePageSize(pageSize) !== pageSize) {
      const next = changePageSize({ page: currentPage, pageSize }, pageSize);
      setPageSize(next.pageSize);
      setCurrentPage(next.page);
    }
  }, [pageSize, currentPage, setPageSize, setCurrentPage]);

  const order = orderFromSorters(sorters);
  const filterValues = filterValuesOf(filters, columns.all);
  const [showFilters, setShowFilters] = useState(filters.length > 0);

  // the selection belongs to the rows on screen: a new page, order or filter clears it
  const [selected, setSelected] = useState<{ view: string; keys: Key[] }>({ view: "", keys: [] });
  const view = JSON.stringify([currentPage, pageSize, sorters, filters]);
  const selectedKeys = selected.view === view ? selected.keys : [];

  const setFilterValue = (field: string, value: unknown) => {
    setFilters(buildFilters(columns.all, withFilterValue(filterValues, field, value)), "replace");
    setCurrentPage(changeFilters({ page: currentPage, pageSize }).page);
  };

  const tableProps: Omit<DataTableProps<R>, "onRowClick"> = {
    columns: columns.visible,
    rows: table.result.data,
    loading: columns.loading || table.tableQuery.isFetching,
    order,
    onSort: (next: TableOrder) => setSorters(sortersFromOrder(next)),
    showFilters,
    filterValues,
    onFilterChange: setFilterValue,
    selection: {
      keys: selectedKeys,
      onChange: (keys) => setSelected({ view, keys }),
      isRowSelectable: definition.isRowSelectable ? (r) => definition.isRowSelectable?.(r) !== false : undefined,
    },
    pagination: {
      page: currentPage,
      pageSize,
      total,
      onPageChange: (page) => setCurrentPage(clampPage(page, total, pageSize)),
      onPageSizeChange: (size) => {
        const next = changePageSize({ page: currentPage, pageSize }, size);
        setPageSize(next.pageSize);
        setCurrentPage(next.page);
      },
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

  // a saved view (issue 10): the column filters, order, page size and columns
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
    columns,
    selectedKeys,
    clearSelection: () => setSelected({ view, keys: [] }),
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
