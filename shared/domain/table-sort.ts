// Sort rules of the generic data table: clicking the same column toggles ASC and DESC; a new
// column starts ASC; the first click when no order is set yields DESC. Read together: "no order set" is the
// table's state before any order exists (no default, nothing chosen), so the very first click gives DESC;
// once an order exists, clicking another column starts that column ASC.

export type SortType = "ASC" | "DESC";

export interface TableOrder {
  field: string;
  type: SortType;
}

/** Refine's sorter shape (structural copy of CrudSort). */
export interface SorterLike {
  field: string;
  order: "asc" | "desc";
}

/** The order after a click on `field`'s header, given the current order (null = none set). */
export function nextSort(current: TableOrder | null | undefined, field: string): TableOrder {
  if (!current) return { field, type: "DESC" };
  if (current.field === field) return { field, type: current.type === "ASC" ? "DESC" : "ASC" };
  return { field, type: "ASC" };
}

/** The table's single order from Refine's sorters (the first one counts); null when none. */
export function orderFromSorters(sorters: readonly SorterLike[] | null | undefined): TableOrder | null {
  const first = sorters?.[0];
  if (!first?.field) return null;
  return { field: first.field, type: first.order === "asc" ? "ASC" : "DESC" };
}

/** The table's order as Refine sorters. */
export function sortersFromOrder(order: TableOrder | null): SorterLike[] {
  return order ? [{ field: order.field, order: order.type === "ASC" ? "asc" : "desc" }] : [];
}

/** The antd column sortOrder for `field` under `order`. */
export function columnSortOrder(order: TableOrder | null, field: string): "ascend" | "descend" | null {
  if (!order || order.field !== field) return null;
  return order.type === "ASC" ? "ascend" : "descend";
}
