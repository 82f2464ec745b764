// A table's own state kept in the browser between visits (the screen keeps
// fields, orders, page, numReg and filters per table, keyed homeT): the filters, orders, page and page size (numReg) a user
// left a table with, per user and table, cleared on logout with every homeT key. The columns
// (fields) are kept on the server (`tablas` / updateUserField), not here. Pure.
import { TABLE_CONFIG_KEY } from "../config";
import { normalizePageSize } from "./table-paging";

export interface TableOrderState {
  field: string;
  order: "asc" | "desc";
}

export interface TableLocalState<F = unknown> {
  filters: F;
  orders: TableOrderState[];
  page: number;
  numReg: number;
}

/**
 * The storage key: `homeT.<table>`, then `:<user>` so a browser shared by two users never hands one the
 * other's filters. Every key starts with homeT, so logout clears them with the column configuration.
 */
export function tableStateKey(table: string, user: string | number | null | undefined): string {
  const base = `${TABLE_CONFIG_KEY}.${table}`;
  return user === null || user === undefined || user === "" ? base : `${base}:${user}`;
}

/** Whether an address carries a list's own state (Refine's page, size, order or filters): it wins. */
export function hasListState(search: string): boolean {
  const params = new URLSearchParams(search);
  for (const key of params.keys()) {
    if (key === "currentPage" || key === "pageSize" || key.startsWith("sorters") || key.startsWith("filters")) return true;
  }
  return false;
}

/** A stored state read back defensively: null when absent or unreadable; bad parts fall back. */
export function readTableState<F>(raw: string | null, emptyFilters: F): TableLocalState<F> | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const v = value as Partial<Record<keyof TableLocalState, unknown>>;
  const orders = Array.isArray(v.orders)
    ? v.orders.filter((o): o is TableOrderState => Boolean(o) && typeof o.field === "string" && (o.order === "asc" || o.order === "desc"))
    : [];
  const page = typeof v.page === "number" && Number.isInteger(v.page) && v.page >= 1 ? v.page : 1;
  return {
    filters: v.filters === undefined || v.filters === null ? emptyFilters : (v.filters as F),
    orders: orders.map((o) => ({ field: o.field, order: o.order })),
    page,
    numReg: normalizePageSize(v.numReg),
  };
}
