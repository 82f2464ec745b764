// The generic data table (spec 1 §2.7): sortable columns with per-column filters, row selection with
// select-all-on-page, typed cells with NA for empty values, 'No hay datos' / 'Cargando...', the first 30 rows
// rendered and 30 more each time the fixed-height body is scrolled near its end (docs/decisions.md), and the
// footer pagination.
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Table, type TableColumnsType, type TableProps } from "antd";
import type { TableRef } from "antd/es/table";
import { useEffect, useRef, useState, type HTMLAttributes, type Key, type ReactNode, type ThHTMLAttributes, type UIEvent } from "react";
import { FIRST_RENDERED_ROWS } from "@/config";
import { renderedAfterScroll } from "@/domain/rendered-rows";
import { columnSortOrder, nextSort, type TableOrder } from "@/domain/table-sort";
import type { TableColumn } from "../columns";
import { formatValue } from "../format-value";
import { ColumnFilter } from "./ColumnFilter";
import type { FilterValues } from "./column-filters";
import { FooterPagination } from "@/components/layout/FooterPagination";

export const DEFAULT_COLUMN_WIDTH = 160;
/** Height of the scrolling body: about 15 rows on screen, the first 30 rendered. */
export const TABLE_BODY_HEIGHT = 560;
const SELECTION_WIDTH = 48;

export interface TablePagination {
  page: number;
  pageSize: number;
  total: number | undefined;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

export interface DataTableProps<R extends BaseRecord> {
  /** the visible columns, in display order */
  columns: TableColumn<R>[];
  rows: R[];
  loading: boolean;
  order: TableOrder | null;
  onSort: (order: TableOrder) => void;
  showFilters: boolean;
  filterValues: FilterValues;
  onFilterChange: (field: string, value: unknown) => void;
  /** row selection; none when absent */
  selection?: { keys: Key[]; onChange: (keys: Key[]) => void; isRowSelectable?: (record: R) => boolean };
  onRowClick?: (record: R) => void;
  pagination: TablePagination;
  rowKey?: string;
  height?: number;
}

/** The cell of a column: its custom render, its format, or the type's text. */
export function renderCell<R extends BaseRecord>(column: TableColumn<R>, value: unknown, record: R): ReactNode {
  if (column.render) return column.render(value, record);
  if (column.format) return column.format(value, record);
  return formatValue(value, column.type, column.options, column.voidValue);
}

/** A header cell with the column's filter under its title and sort icons. */
function HeaderCell({ filter, children, ...rest }: ThHTMLAttributes<HTMLTableCellElement> & { filter?: ReactNode }) {
  return (
    <th {...rest}>
      {children}
      {filter}
    </th>
  );
}
const TABLE_COMPONENTS = { header: { cell: HeaderCell } };

export function DataTable<R extends BaseRecord>(props: DataTableProps<R>) {
  const { columns, rows, loading, order, onSort, showFilters, filterValues, onFilterChange, selection, onRowClick, pagination } = props;
  const rowKey = props.rowKey ?? "id";
  const t = useTranslate();

  const antColumns: TableColumnsType<R> = columns.map((column) => ({
    key: column.field,
    dataIndex: column.field,
    width: column.width ?? DEFAULT_COLUMN_WIDTH,
    ellipsis: true,
    title: column.label,
    sorter: column.sortable,
    sortOrder: column.sortable ? columnSortOrder(order, column.field) : null,
    showSorterTooltip: false,
    // the order follows our rule (spec 1 §4.4), not antd's ascend → descend → none cycle
    onHeaderCell: () => ({
      onClick: column.sortable ? () => onSort(nextSort(order, column.field)) : undefined,
      "data-testid": `header-${column.field}`,
      // the filter goes into the header cell, not the title: antd repeats titles in a hidden measuring row
      filter: showFilters && column.filter ? (
        <ColumnFilter column={column} value={filterValues[column.field]} onChange={(v) => onFilterChange(column.field, v)} />
      ) : undefined,
    }) as HTMLAttributes<HTMLElement>,
    render: (value: unknown, record: R) => renderCell(column, value, record),
  }));

  const scrollX = columns.reduce((sum, c) => sum + (c.width ?? DEFAULT_COLUMN_WIDTH), selection ? SELECTION_WIDTH : 0);

  // the first 30 rows, 30 more as the body is scrolled; other rows (page, size, order, filters) start again
  // at the top with 30
  const view = JSON.stringify([pagination.page, pagination.pageSize, order, filterValues]);
  const [rendered, setRendered] = useState({ view, count: FIRST_RENDERED_ROWS });
  const count = rendered.view === view ? rendered.count : FIRST_RENDERED_ROWS;
  if (rendered.view !== view) setRendered({ view, count });
  const shown = rows.length > count ? rows.slice(0, count) : rows;
  const tableRef = useRef<TableRef>(null);
  useEffect(() => {
    tableRef.current?.scrollTo?.({ top: 0 });
  }, [view]);
  const onBodyScroll = (e: UIEvent<HTMLDivElement>) => {
    const next = renderedAfterScroll(count, rows.length, e.currentTarget);
    if (next !== count) setRendered({ view, count: next });
  };

  // select-all-on-page takes every selectable row of the page, rendered yet or not
  const rowKeyOf = (record: R) => record[rowKey] as Key;
  const selectable = (record: R) => !selection?.isRowSelectable || selection.isRowSelectable(record);
  const onSelectionChange: NonNullable<TableProps<R>["rowSelection"]>["onChange"] = (keys, _rows, info) => {
    if (!selection) return;
    if (info?.type !== "all") return selection.onChange(keys);
    const all = shown.filter(selectable).every((r) => keys.includes(rowKeyOf(r)));
    selection.onChange(all ? rows.filter(selectable).map(rowKeyOf) : []);
  };

  return (
    <div>
      <Table<R>
        ref={tableRef}
        size="small"
        rowKey={rowKey}
        columns={antColumns}
        dataSource={shown}
        components={TABLE_COMPONENTS}
        onScroll={onBodyScroll}
        pagination={false}
        scroll={{ x: scrollX, y: props.height ?? TABLE_BODY_HEIGHT }}
        loading={{ spinning: loading, tip: t("table.loading") }}
        locale={{ emptyText: loading ? t("table.loading") : t("table.empty") }}
        rowSelection={
          selection
            ? {
                columnWidth: SELECTION_WIDTH,
                selectedRowKeys: selection.keys,
                // keys of rows not rendered yet stay selected
                preserveSelectedRowKeys: true,
                onChange: onSelectionChange,
                getCheckboxProps: (record) => ({ disabled: selection.isRowSelectable ? !selection.isRowSelectable(record) : false }),
                // antd writes its own English 'Select all' here, whatever the locale
                getTitleCheckboxProps: () => ({ "aria-label": t("table.selectAll") }),
              }
            : undefined
        }
        onRow={(record) => ({
          // a click on the selection checkbox selects; anywhere else opens the record
          onClick: onRowClick
            ? (e) => {
                if (!(e.target as HTMLElement).closest?.(".ant-table-selection-column")) onRowClick(record);
              }
            : undefined,
          style: onRowClick ? { cursor: "pointer" } : undefined,
        })}
      />
      <FooterPagination
        current={pagination.page}
        pageSize={pagination.pageSize}
        total={pagination.total ?? 0}
        onChange={(page, size) => (size !== pagination.pageSize ? pagination.onPageSizeChange(size) : pagination.onPageChange(page))}
      />
    </div>
  );
}
