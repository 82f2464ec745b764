// Refine's CrudFilters / CrudSorting / Pagination mapped to the paged GraphQL contract:
// `filters: [FilterInput!]`, `orders: [OrderInput!]`, `pagination: PaginationInput {fields, page}`.
// Pure functions: no React, no I/O. Types are declared structurally so the server can import this too.
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, FALLBACK_PAGE_SIZE } from "../config";

/** The operators the server's FilterOperator enum accepts. */
export type FilterOperator =
  | "eq" | "ne" | "lt" | "gt" | "lte" | "gte" | "in" | "nin"
  | "contains" | "ncontains" | "between" | "isnull" | "notnull";

export interface FilterInput {
  field: string;
  value?: unknown;
  operator?: FilterOperator;
}
export interface OrderInput {
  field: string;
  type: "ASC" | "DESC";
}
export interface PaginationInput {
  fields: number;
  page: number;
}

/** Structural copies of Refine's CrudFilter / CrudSort / Pagination (same shapes as @refinedev/core v5). */
export interface LogicalFilterLike {
  field: string;
  operator: string;
  value: unknown;
}
export interface ConditionalFilterLike {
  key?: string;
  operator: "or" | "and";
  value: CrudFilterLike[];
}
export type CrudFilterLike = LogicalFilterLike | ConditionalFilterLike;
export interface CrudSortLike {
  field: string;
  order: "asc" | "desc";
}
export interface PaginationLike {
  currentPage?: number;
  pageSize?: number;
  mode?: "client" | "server" | "off";
}

/** A CrudOperator the contract cannot express; thrown so the mistake shows at once, never silently widened. */
export class UnsupportedFilterError extends Error {
  constructor(
    readonly operator: string,
    readonly field: string,
  ) {
    super(`Filter operator "${operator}" on field "${field}" is not supported by the paged GraphQL contract`);
    this.name = "UnsupportedFilterError";
  }
}

/**
 * Refine operator → contract operator.
 * - eq/ne/lt/gt/lte/gte/in/nin/between map one to one. The server compares text with SQL `=`, so `eq`
 *   is case sensitive there; `eqs`/`nes` (Refine's explicitly case-sensitive forms) therefore map to the
 *   same `eq`/`ne`.
 * - contains/ncontains map one to one (server: case-insensitive, as Refine defines them).
 * - null/nnull → isnull/notnull; their value is ignored.
 * - nbetween has no server operator: it becomes `$or` of `lt` low end and `gt` high end (see mapFilter).
 * - No server equivalent, so UnsupportedFilterError: containss/ncontainss (case-sensitive substring),
 *   startswith/endswith and every variant (n…, …s), ina/nina (array-column containment). Mapping them to
 *   `contains` would return rows the user did not ask for.
 */
const DIRECT: Record<string, FilterOperator> = {
  eq: "eq", eqs: "eq", ne: "ne", nes: "ne",
  lt: "lt", gt: "gt", lte: "lte", gte: "gte",
  in: "in", nin: "nin", contains: "contains", ncontains: "ncontains",
  between: "between", null: "isnull", nnull: "notnull",
};

/** `Date` or dayjs (anything with toISOString) → ISO string; an invalid date → null (treated as empty). */
export function normalizeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeValue);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (isDateLike(value)) {
    if (typeof value.isValid === "function" && !value.isValid()) return null;
    return value.toISOString();
  }
  return value;
}

function isDateLike(v: unknown): v is { toISOString(): string; isValid?: () => boolean } {
  return typeof v === "object" && v !== null && typeof (v as { toISOString?: unknown }).toISOString === "function";
}

/** undefined, null, "" and [] carry no condition; a range whose both ends are empty neither. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0 || value.every(isEmptyValue);
  return false;
}

const emptyToNull = (v: unknown) => (isEmptyValue(v) ? null : v);

/** One Refine filter → zero or one contract filter (empty values dropped, nested or/and kept). */
export function mapFilter(filter: CrudFilterLike): FilterInput | null {
  if (filter.operator === "or" || filter.operator === "and") {
    const nested = mapFilters((filter as ConditionalFilterLike).value ?? []);
    if (!nested.length) return null;
    return { field: filter.operator === "or" ? "$or" : "$and", value: nested };
  }
  const { field, operator } = filter as LogicalFilterLike;
  if (operator === "null" || operator === "nnull") return { field, operator: DIRECT[operator] };
  const value = normalizeValue((filter as LogicalFilterLike).value);
  if (operator === "between" || operator === "nbetween") return mapRange(field, operator, value);
  const mapped = DIRECT[operator];
  if (!mapped) throw new UnsupportedFilterError(operator, field);
  if (isEmptyValue(value)) return null;
  if (Array.isArray(value) && (mapped === "in" || mapped === "nin")) {
    return { field, operator: mapped, value: value.filter((v) => !isEmptyValue(v)) };
  }
  return { field, operator: mapped, value };
}

function mapRange(field: string, operator: "between" | "nbetween", value: unknown): FilterInput | null {
  if (isEmptyValue(value)) return null;
  if (!Array.isArray(value) || value.length !== 2) {
    throw new Error(`Filter "${operator}" on field "${field}" needs a [from, to] pair`);
  }
  const [from, to] = value.map(emptyToNull);
  if (operator === "between") return { field, operator: "between", value: [from, to] };
  const parts: FilterInput[] = [];
  if (from !== null) parts.push({ field, operator: "lt", value: from });
  if (to !== null) parts.push({ field, operator: "gt", value: to });
  return parts.length === 1 ? parts[0] : { field: "$or", value: parts };
}

/** Refine CrudFilters → `filters: [FilterInput!]`. */
export function mapFilters(filters: readonly CrudFilterLike[] | undefined): FilterInput[] {
  const out: FilterInput[] = [];
  for (const f of filters ?? []) {
    const mapped = mapFilter(f);
    if (mapped) out.push(mapped);
  }
  return out;
}

/** Refine CrudSorting → `orders: [OrderInput!]`; blank fields dropped, the first sorter of a field wins. */
export function mapSorters(sorters: readonly CrudSortLike[] | undefined): OrderInput[] {
  const seen = new Set<string>();
  const out: OrderInput[] = [];
  for (const s of sorters ?? []) {
    if (!s?.field || seen.has(s.field)) continue;
    seen.add(s.field);
    out.push({ field: s.field, type: s.order === "desc" ? "DESC" : "ASC" });
  }
  return out;
}

const positiveInt = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n > 0;

/**
 * Refine pagination → `pagination {fields, page}`. Only server mode pages on the server: "off" and
 * "client" (Refine slices the full set itself, like its own REST providers) send no pagination.
 * Missing values take the spec defaults (page 1, size 20); an invalid size falls back to 10.
 */
export function mapPagination(pagination: PaginationLike | undefined): PaginationInput | undefined {
  const mode = pagination?.mode ?? "server";
  if (mode !== "server") return undefined;
  const size = pagination?.pageSize;
  const page = pagination?.currentPage;
  return {
    fields: size === undefined ? DEFAULT_PAGE_SIZE : positiveInt(size) ? size : FALLBACK_PAGE_SIZE,
    page: positiveInt(page) ? page : DEFAULT_PAGE,
  };
}

/** Ids for the delete mutations: converted to numbers, non-numeric ones dropped, each once. */
export function toNumericIds(ids: readonly (string | number)[] | undefined): number[] {
  const out: number[] = [];
  for (const id of ids ?? []) {
    const text = typeof id === "number" ? String(id) : String(id ?? "").trim();
    if (text === "") continue;
    const n = Number(text);
    if (Number.isSafeInteger(n) && !out.includes(n)) out.push(n);
  }
  return out;
}
