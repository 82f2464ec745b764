// Per-column filters of the generic data table as Refine filters: text → contains, number,
// boolean and select → eq, date range → between (whole Bogota days). Values read back from the URL come as
// text, so they are normalised to the column's kind.
import type { CrudFilter, LogicalFilter } from "@refinedev/core";
import type { FilterKind } from "../types";

export type FilterValues = Record<string, unknown>;

const OPERATOR: Record<FilterKind, LogicalFilter["operator"]> = {
  text: "contains",
  number: "eq",
  boolean: "eq",
  select: "eq",
  dateRange: "between",
  // one option a list must hold
  member: "contains",
};

export function filterOperator(kind: FilterKind): LogicalFilter["operator"] {
  return OPERATOR[kind];
}

export function isEmptyFilterValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "number") return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0 || value.every(isEmptyFilterValue);
  return false;
}

/** A value as its kind wants it ("true" → true, "12" → 12); unusable values → undefined. */
export function normalizeFilterValue(kind: FilterKind, value: unknown): unknown {
  if (isEmptyFilterValue(value)) return undefined;
  switch (kind) {
    case "number": {
      const n = typeof value === "number" ? value : Number(String(value).trim());
      return Number.isFinite(n) ? n : undefined;
    }
    case "boolean":
      if (value === true || value === "true") return true;
      if (value === false || value === "false") return false;
      return undefined;
    case "dateRange":
      return Array.isArray(value) && value.length === 2 ? value.map(String) : undefined;
    case "select":
      return typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
    case "member":
      return String(value);
    default:
      return String(value);
  }
}

/** The filter values of the columns → Refine filters (empty ones dropped), in column order. */
export function buildFilters(columns: readonly { field: string; filter: FilterKind | null }[], values: FilterValues): CrudFilter[] {
  const out: CrudFilter[] = [];
  for (const column of columns) {
    if (!column.filter) continue;
    const value = normalizeFilterValue(column.filter, values[column.field]);
    if (value === undefined) continue;
    out.push({ field: column.field, operator: filterOperator(column.filter), value });
  }
  return out;
}

/** Refine filters (e.g. from the URL) → the columns' filter values. */
export function filterValuesOf(filters: readonly CrudFilter[], columns: readonly { field: string; filter: FilterKind | null }[]): FilterValues {
  const values: FilterValues = {};
  for (const f of filters) {
    if (!("field" in f)) continue;
    const column = columns.find((c) => c.field === f.field);
    values[f.field] = column?.filter ? normalizeFilterValue(column.filter, f.value) : f.value;
  }
  return values;
}

/** One column's value changed: the new set of values. */
export function withFilterValue(values: FilterValues, field: string, value: unknown): FilterValues {
  const next = { ...values };
  if (isEmptyFilterValue(value)) delete next[field];
  else next[field] = value;
  return next;
}
