// The generic data table over @refinedev/antd's useTable: its tableProps (rows, loading,
// paging, and sorting through antd's onChange) go into antd's Table; sortable columns with per-column filters, row selection with
// select-all-on-page, typed cells with NA for empty values, 'No hay datos' / 'Cargando...', the first 30 rows
// rendered and 30 more each time the body is scrolled near its end (docs/adr/0012-resource-engine-on-refine.md), and the footer
// pagination, and each row's actions in a last column. Headers ellipsize with a tooltip giving the full title; columns may be pinned left; a row may
// carry a real link (new tab, keyboard); the body takes the viewport's height left below it
// (docs/adr/0012-resource-engine-on-refine.md).
import { type BaseRecord, type CrudSort } from "@refinedev/core";
import { Table, Tooltip, type TableColumnsType, type TablePaginationConfig, type TableProps } from "antd";
import type { TableRef } from "antd/es/table";
import {
  useEffect, useRef, useState, type HTMLAttributes, type Key, type KeyboardEvent, type MouseEvent, type ReactNode, type ThHTMLAttributes, type UIEvent,
} from "react";
import { FIRST_RENDERED_ROWS } from "@shared/config";
import "./row-focus.css";
import { renderedAfterScroll } from "@shared/domain/rendered-rows";
import { clampPage, normalizePageSize } from "@shared/domain/table-paging";
import { columnSortOrder, orderFromSorters, type TableOrder } from "@shared/domain/table-sort";
import type { TableColumn } from "../columns";
import { formatValue } from "../format-value";
import { ColumnFilter } from "./ColumnFilter";
import type { FilterValues } from "./column-filters";
import { FooterPagination } from "@/components/layout/FooterPagination";
import { useFittedBodyHeight } from "./use-fitted-body-height";
import { TABLE_TEXTS } from "@shared/i18n/table";

export const DEFAULT_COLUMN_WIDTH = 160;
/** Height of the scrolling body until the viewport's room is measured (and where it cannot be). */
export const TABLE_BODY_HEIGHT = 560;
const SELECTION_WIDTH = 48;
const ACTIONS_WIDTH = 140;
/** the class of a row's actions cell (a click in it is the action's, not the row's) */
const ACTIONS_CELL = "data-table-row-actions";

export interface DataTableProps<R extends BaseRecord> {
  /** the visible columns, in display order */
  columns: TableColumn<R>[];
  /** @refinedev/antd useTable's tableProps: rows, loading, paging and onChange (sorting and paging) */
  tableProps: TableProps<R>;
  /** the table's current order (useTable's sorters) */
  sorters: readonly CrudSort[];
  showFilters: boolean;
  filterValues: FilterValues;
  onFilterChange: (field: string, value: unknown) => void;
  /** row selection; none when absent */
  selection?: { keys: Key[]; onChange: (keys: Key[]) => void; isRowSelectable?: (record: R) => boolean };
  onRowClick?: (record: R) => void;
  /** a key pressed on a focused row (rows are focusable, with a visible outline, when this or onRowClick is given) */
  onRowKeyDown?: (record: R, event: KeyboardEvent<HTMLElement>) => void;
  /**
   * each row's link (e.g. the trip detail): the cell of `field` (or the first column when it is hidden) is a
   * real `<a href>`, so it opens in a new tab and is reached with Tab; a plain click or Enter does what a row
   * click does
   */
  rowLink?: { href: (record: R) => string; field?: string };
  /** fields of the columns pinned to the left (shown first, in the user's order) */
  pinnedFields?: readonly string[];
  rowKey?: string;
  /** a fixed body height; by default the body takes the viewport's height left below it */
  height?: number;
  /** each row's actions, in a last column 'Acciones' pinned to the right; a click there does not open the row */
  rowActions?: (record: R) => ReactNode;
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

const TITLE_STYLE = { display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } as const;

/** A header's title: one line, ellipsized, with the full title (and the column's description) on hover. */
function HeaderTitle({ label, description }: { label: string; description?: string | null }) {
  const tip = description && description !== label ? (
    <>
      <div style={{ fontWeight: 600 }}>{label}</div>
      <div>{description}</div>
    </>
  ) : label;
  return (
    <Tooltip title={tip} placement="top" mouseEnterDelay={0.3}>
      <span className="data-table-header-title" style={TITLE_STYLE}>{label}</span>
    </Tooltip>
  );
}

/** Columns with the pinned ones first (each group in the user's order). */
export function withPinnedFirst<C extends { field: string }>(columns: readonly C[], pinned: readonly string[] = []): C[] {
  if (!pinned.length) return [...columns];
  const isPinned = (c: C) => pinned.includes(c.field);
  return [...columns.filter(isPinned), ...columns.filter((c) => !isPinned(c))];
}

/**
 * A row's link. A click with a modifier or the middle button is the browser's (a new tab or window) and
 * does not open the row here; a plain click or Enter leaves the opening to the row's click.
 */
function RowLink({ href, rowOpens, children }: { href: string; rowOpens: boolean; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) {
      e.stopPropagation();
      return;
    }
    if (rowOpens) e.preventDefault();
  };
  return (
    <a href={href} className="data-table-row-link" data-testid="row-link" onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * The sort directions antd cycles through for a column, so its next click follows our rule
 * and not antd's ascend → descend → none: DESC first when no order is set, the other direction on the
 * sorted column, ASC on another column.
 */
export function sortDirectionsOf(order: TableOrder | null, field: string): ("ascend" | "descend")[] {
  const ascendFirst = order ? order.field !== field || order.type === "ASC" : false;
  return ascendFirst ? ["ascend", "descend"] : ["descend", "ascend"];
}

export function DataTable<R extends BaseRecord>(props: DataTableProps<R>) {
  const { tableProps, showFilters, filterValues, onFilterChange, selection, onRowClick, onRowKeyDown, rowLink } = props;
  const rows = (tableProps.dataSource ?? []) as R[];
  const loading = Boolean(tableProps.loading);
  const order = orderFromSorters(props.sorters);
  const paging = (tableProps.pagination || {}) as TablePaginationConfig;
  const page = paging.current ?? 1;
  const pageSize = paging.pageSize ?? 10;
  const total = paging.total ?? 0;
  const rowKey = props.rowKey ?? "id";
  const columns = withPinnedFirst(props.columns, props.pinnedFields);
  const linkField = rowLink
    ? (columns.find((c) => c.field === rowLink.field) ?? columns[0])?.field
    : undefined;

  const antColumns: TableColumnsType<R> = columns.map((column) => ({
    key: column.field,
    dataIndex: column.field,
    width: column.width ?? DEFAULT_COLUMN_WIDTH,
    fixed: props.pinnedFields?.includes(column.field) ? "left" : undefined,
    ellipsis: true,
    title: <HeaderTitle label={column.label} description={column.description} />,
    sorter: column.sortable,
    sortOrder: column.sortable ? columnSortOrder(order, column.field) : null,
    sortDirections: sortDirectionsOf(order, column.field),
    showSorterTooltip: false,
    onHeaderCell: () => ({
      "data-testid": `header-${column.field}`,
      // the filter goes into the header cell, not the title: antd repeats titles in a hidden measuring row
      filter: showFilters && column.filter ? (
        <ColumnFilter column={column} value={filterValues[column.field]} onChange={(v) => onFilterChange(column.field, v)} />
      ) : undefined,
    }) as HTMLAttributes<HTMLElement>,
    render: (value: unknown, record: R) => {
      const cell = renderCell(column, value, record);
      return rowLink && column.field === linkField ? <RowLink href={rowLink.href(record)} rowOpens={Boolean(onRowClick)}>{cell}</RowLink> : cell;
    },
  }));

  const { rowActions } = props;
  if (rowActions) {
    antColumns.push({
      key: ACTIONS_CELL,
      width: ACTIONS_WIDTH,
      fixed: "right",
      className: ACTIONS_CELL,
      title: TABLE_TEXTS.actions,
      onHeaderCell: () => ({ "data-testid": "header-acciones" }) as HTMLAttributes<HTMLElement>,
      render: (_value: unknown, record: R) => rowActions(record),
    });
  }

  const scrollX = columns.reduce((sum, c) => sum + (c.width ?? DEFAULT_COLUMN_WIDTH), (selection ? SELECTION_WIDTH : 0) + (rowActions ? ACTIONS_WIDTH : 0));

  // the first 30 rows, 30 more as the body is scrolled; other rows (page, size, order, filters) start again
  // at the top with 30
  const view = JSON.stringify([page, pageSize, order, filterValues]);
  const [rendered, setRendered] = useState({ view, count: FIRST_RENDERED_ROWS });
  const count = rendered.view === view ? rendered.count : FIRST_RENDERED_ROWS;
  if (rendered.view !== view) setRendered({ view, count });
  const shown = rows.length > count ? rows.slice(0, count) : rows;
  const tableRef = useRef<TableRef>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const fitted = useFittedBodyHeight(rootRef, props.height === undefined);
  const bodyHeight = props.height ?? fitted ?? TABLE_BODY_HEIGHT;
  useEffect(() => {
    tableRef.current?.scrollTo?.({ top: 0 });
  }, [view]);
  // a body taller than the rendered rows cannot be scrolled to render more: render them now
  useEffect(() => {
    const body = rootRef.current?.querySelector<HTMLElement>(".ant-table-body");
    if (!body || count >= rows.length || body.clientHeight === 0) return;
    if (body.scrollHeight <= body.clientHeight) setRendered({ view, count: Math.min(rows.length, count + FIRST_RENDERED_ROWS) });
  }, [count, rows.length, view, bodyHeight]);
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
    <div ref={rootRef}>
      <Table<R>
        ref={tableRef}
        size="small"
        rowKey={rowKey}
        columns={antColumns}
        dataSource={shown}
        components={TABLE_COMPONENTS}
        onScroll={onBodyScroll}
        // paging is the footer's below; antd keeps the state only to hand it to onChange with a sort
        pagination={{ ...paging, position: ["none"] }}
        onChange={tableProps.onChange}
        scroll={{ x: scrollX, y: bodyHeight }}
        loading={{ spinning: loading, tip: TABLE_TEXTS.loading }}
        locale={{ emptyText: loading ? TABLE_TEXTS.loading : TABLE_TEXTS.empty }}
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
                getTitleCheckboxProps: () => ({ "aria-label": TABLE_TEXTS.selectAll }),
              }
            : undefined
        }
        onRow={(record) => ({
          // a click on the selection checkbox selects; anywhere else opens the record
          onClick: onRowClick
            ? (e) => {
                if (!(e.target as HTMLElement).closest?.(`.ant-table-selection-column, .${ACTIONS_CELL}`)) onRowClick(record);
              }
            : undefined,
          style: onRowClick ? { cursor: "pointer" } : undefined,
          // a row that does something is reached with Tab and shows where the focus is
          ...(onRowClick || onRowKeyDown ? { tabIndex: 0, className: "data-table-row-focusable" } : {}),
          onKeyDown: onRowKeyDown ? (e) => onRowKeyDown(record, e) : undefined,
        })}
      />
      <FooterPagination
        current={page}
        pageSize={pageSize}
        total={total}
        // a new size starts at page 1 (an unknown size becomes 10); a page is clamped to the existing ones
        onChange={(next, size) =>
          tableProps.onChange?.(
            size !== pageSize ? { current: 1, pageSize: normalizePageSize(size) } : { current: clampPage(next, total, pageSize), pageSize },
            {}, {}, { action: "paginate", currentDataSource: rows },
          )
        }
      />
    </div>
  );
}
