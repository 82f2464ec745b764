// What a saved view keeps of a table: its filters (the screen's own shape), order, page size and
// the columns by field name (order and visibility), and how the columns are turned back into the chooser's
// arguments. Pure.
import type { CrudSort } from "@refinedev/core";
import type { ColumnSetting } from "@shared/domain/column-config";
import { sortColumns } from "@shared/domain/column-config";

export interface SavedColumns {
  /** every column's field, in display order */
  order: string[];
  /** the visible ones */
  visible: string[];
}

export interface SavedViewState<F = unknown> {
  filters: F;
  sorters: CrudSort[];
  pageSize: number;
  columns: SavedColumns;
}

export function columnsSnapshot(columns: readonly ColumnSetting[]): SavedColumns {
  const ordered = sortColumns(columns);
  return { order: ordered.map((c) => c.field), visible: ordered.filter((c) => !c.hidden).map((c) => c.field) };
}

/**
 * The chooser's (orderedIds, visibleIds) for a saved snapshot: columns the view does not know (added since)
 * keep their place after the known ones and their current visibility; fields that no longer exist are ignored.
 */
export function chooserFromSnapshot(columns: readonly ColumnSetting[], saved: SavedColumns): [number[], number[]] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const known = saved.order.map((f) => byField.get(f)).filter((c): c is ColumnSetting => c !== undefined);
  const unknown = sortColumns(columns).filter((c) => !saved.order.includes(c.field));
  const visible = new Set(saved.visible);
  return [
    [...known, ...unknown].map((c) => c.id),
    [...known.filter((c) => visible.has(c.field)), ...unknown.filter((c) => !c.hidden)].map((c) => c.id),
  ];
}

/** A stored state read back defensively (a view saved by an older screen may lack parts). */
export function readViewState<F>(value: unknown, emptyFilters: F): SavedViewState<F> {
  const v = (value && typeof value === "object" ? value : {}) as Partial<SavedViewState<F>>;
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : []);
  return {
    filters: v.filters ?? emptyFilters,
    sorters: Array.isArray(v.sorters) ? v.sorters.filter((s) => s && typeof s.field === "string" && (s.order === "asc" || s.order === "desc")) : [],
    pageSize: typeof v.pageSize === "number" && v.pageSize > 0 ? v.pageSize : 0,
    columns: { order: strings(v.columns?.order), visible: strings(v.columns?.visible) },
  };
}
