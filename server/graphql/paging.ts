// The paged contract on the server: filters, orders and pagination turned into SQL.
// Every field is checked against the list's whitelist (unknown → BAD_USER_INPUT), values are bound parameters
// (but validated integer lists of a `literalLists` column), the page size is capped and every row is scoped to
// the caller's company.
import { sql, type SQL } from "drizzle-orm";
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from "@shared/config";
import { listFragment, renderStatement } from "../db/statement";
import type { Context } from "../context";
import type { QueryOptions } from "../db/client";
import { badInput } from "./errors";
import { MESSAGES } from "@shared/i18n/messages";
import { containsPattern, FILTER_PATTERNS_MAX, filterValueProblem, quotedValue } from "@shared/domain/filter-limits";
import { readerOf } from "../auth/session";
import { FILTER_VALUE_TEXTS } from "@shared/i18n/requests";

export type FieldKind = "text" | "number" | "boolean" | "date";

export interface FieldSpec {
  /** SQL expression of the column, e.g. `"placa"` or `v."id"` */
  sql: string;
  kind: FieldKind;
  /** false: may be selected but not filtered */
  filterable?: boolean;
  /**
   * the expression is an int4[] of ids (a many-to-many field's, shared/entities/many-to-many.ts): "contains" an id
   * (or "in" a list of them) keeps the rows naming it, a text keeps those whose labels (`labels`, the SQL of their
   * joined text) contain it; isnull / notnull: naming none / some
   */
  ids?: { labels: string };
  /** false: may be selected but not ordered */
  orderable?: boolean;
  /**
   * a JSON array of texts (a multi-select's values): `eq` and `contains` hold the rows whose list has the value as an
   * item, `ne` and `ncontains` those whose list has it not, `in` those with any of the values; no other operator
   */
  items?: true;
  /**
   * The column's SQL type. Declared: filter values are bound with this exact cast (integers as int4, dates as
   * timestamptz…), so the comparison is the column's own operator and its indexes (partial ones included) apply.
   * Undeclared: numbers bind as int8[] / numeric and dates untyped, as before.
   */
  type?: SqlType;
  /** the column is never NULL: `ne` / `nin` need no `OR … IS NULL`, which would keep a partial index out */
  notNull?: boolean;
  /** the same expression is a column of the list's `countFrom` relation */
  inCountFrom?: boolean;
  /** the same expression is a column of the list's `countFromJoined` relation (every `inCountFrom` one is too) */
  inCountFromJoined?: boolean;
  /** the same expression is a column of the list's `countTotals` table */
  inCountTotals?: boolean;
  /**
   * A partial index's predicate names this integer column: an `in` / `nin` list of the declared type is written
   * into the SQL as an integer array literal (validated integers, at most MAX_LITERAL_LIST of them) instead of
   * a parameter. A prepared statement's generic plan proves the predicate only from constants; with a parameter
   * it loses the index (docs/adr/0010-prepared-statements-and-lanes.md).
   */
  literalLists?: boolean;
  /**
   * A range on this column keeps few of the list's rows (the history's dates): when the page is ordered by an
   * `indexedOrder` column, its keys are chosen by reading the range's rows first and sorting them. Otherwise
   * PostgreSQL may walk that column's index through the whole company, expecting the range's rows spread evenly
   * along it (docs/adr/0009-trips-list-queries.md). Ordered by another column, the planner reads the
   * range first by itself.
   */
  rangeFirst?: boolean;
  /** an index of the list's relation is in this column's order, per company (the trips' number, the key) */
  indexedOrder?: boolean;
}

export type SqlType = "int4" | "int8" | "float8" | "numeric" | "timestamptz" | "timestamp" | "text" | "bool";

export interface ListSpec {
  /** SQL relation (table, view or join) the rows come from */
  from: string;
  /** contract field → column; the whitelist of filters and orders */
  fields: Record<string, FieldSpec>;
  /** SQL column holding the company id; the caller's company scopes every row. Null: not scoped. */
  companyColumn: string | null;
  /** tie-breaker and default order, e.g. `"id" ASC` */
  defaultOrder: string;
  /** conditions always applied (already safe SQL, e.g. a fixed state exclusion) */
  where?: string[];
  /**
   * The table totalreg is counted on when every filter names one of its columns (`inCountFrom`): a view's
   * left joins to unique keys neither add nor drop rows, but PostgreSQL keeps their join columns in the count's
   * target even after it removes the joins, which rules out an index-only count. The table's rows must be the
   * view's rows one for one, keyed by "id" in both, and the company column one of its columns. When the orders
   * name its columns too, the page's ids are chosen on it and only those rows are read from `from`; otherwise
   * they are chosen on `from` reading only "id", so its joins that no filter or order names are left out.
   */
  countFrom?: string;
  /**
   * `countFrom` with the few lookups some filters and orders need (the trips: the vehicle's plate), its rows
   * still the view's one for one: used when every field names one of its columns (`inCountFromJoined`) but not
   * all of `countFrom`. Not used otherwise, as PostgreSQL keeps a removed join's columns in the scan (see above).
   */
  countFromJoined?: string;
  /**
   * totalreg counted in the page's own statement, as a scalar subquery PostgreSQL runs once, and read from its
   * first row: one statement and one round trip instead of two, for the lists of one parent's rows (a trip's
   * reports), whose count is a few index entries. Only an empty page past the first, with no row to carry it,
   * is counted after it. Under load every statement waits for its connection, and a count after the page waited
   * twice (docs/adr/0010-prepared-statements-and-lanes.md).
   */
  countInPage?: boolean;
  /**
   * A table of totals the database keeps with every write of the listed rows (`from`): one row per group of rows
   * with the same values of its columns, holding how many rows the group has (`column`). When every filter (and
   * the company column) names one of its columns (`inCountTotals`), totalreg is the sum over the groups the
   * filters keep, a few rows instead of every matching one: a condition on a group's columns keeps all of the
   * group's rows or none of them. Such a total is read in the page's own statement, as `countInPage` does.
   */
  countTotals?: { from: string; column: string };
}

/** The relation a list's count (and, with the orders, its page's keys) can be read from. */
export type KeyRelation = "countFrom" | "countFromJoined" | null;
/** Where a list's total is read from: a relation of its rows, or the sum of its totals table's groups. */
export type CountSource = KeyRelation | "countTotals";

export interface FilterArg {
  field: string;
  value?: unknown;
  operator?: string | null;
}
export interface OrderArg {
  field: string;
  type: "ASC" | "DESC";
}
export interface PaginationArg {
  fields: number;
  page: number;
}
export interface ListArgs {
  filters?: FilterArg[] | null;
  orders?: OrderArg[] | null;
  pagination?: PaginationArg | null;
}

export interface BuiltQuery {
  /** `WHERE …` with the filters' values as parameters, or nothing */
  where: SQL;
  /**
   * every filter (and the company column) names a column of the spec's `countTotals` (else `countFrom`, else
   * `countFromJoined`)
   */
  countOn: CountSource;
  /** …and so does every order: the page's rows can be chosen on that relation too */
  pageOn: KeyRelation;
  /** a `rangeFirst` column's range restricts every row, and the page is ordered by an `indexedOrder` column */
  rangeFirst: boolean;
  /** the SQL of the requested orders' columns, as the spec declares them (the default order's tie-breaker not included) */
  orderColumns: string[];
  /**
   * No filter is a range or a pattern (between, lt, gt, lte, gte, contains, ncontains): a generic plan serves
   * any of its values, so it may run as a prepared statement. How many rows a range or a pattern keeps depends on
   * its values, which only a custom plan sees (docs/adr/0010-prepared-statements-and-lanes.md).
   */
  preparable: boolean;
  orderBy: SQL;
  limit: number | null;
  offset: number;
}

const MAX_FILTERS = 50;
/** Levels of $or / $and one filter may nest. */
export const MAX_FILTER_NESTING = 4;
/** Filters of one list request counted across every nesting level ($or / $and). */
export const MAX_TOTAL_FILTERS = 100;

/** How many filters the tree holds, counting stops once past `stopAfter` (a huge list is not walked). */
export function countFilters(filters: readonly unknown[], stopAfter: number): number {
  let count = 0;
  const stack: unknown[] = [...filters.slice(0, stopAfter + 1)];
  while (stack.length && count <= stopAfter) {
    const f = stack.pop() as FilterArg | null;
    count++;
    if (f && (f.field === "$or" || f.field === "$and") && Array.isArray(f.value)) stack.push(...f.value.slice(0, stopAfter + 1));
  }
  return count;
}

/** Dates a filter may name: PostgreSQL's timestamptz and the business never need anything outside them. */
const MIN_FILTER_DATE = Date.UTC(1900, 0, 1);
const MAX_FILTER_DATE = Date.UTC(9999, 11, 31, 23, 59, 59);

/** Builds WHERE/ORDER BY/LIMIT for a list; throws BAD_USER_INPUT on any field outside the whitelist. */
export function buildListQuery(spec: ListSpec, args: ListArgs, idempresa: number | null): BuiltQuery {
  const keyed = Boolean(spec.countFrom) && !spec.where?.length;
  const used: Used = {
    countFrom: keyed, countFromJoined: keyed && Boolean(spec.countFromJoined), countTotals: Boolean(spec.countTotals) && !spec.where?.length,
    ranged: false, rangeBound: false, patterns: 0,
  };
  const conditions: SQL[] = (spec.where ?? []).map(listFragment);
  if (spec.companyColumn) {
    if (idempresa == null) throw badInput(MESSAGES.request.missingCompany);
    conditions.push(sql`${listFragment(spec.companyColumn)} = ${bind(idempresa)}`);
  }
  const filters = args.filters ?? [];
  if (filters.length > MAX_FILTERS) throw badInput(`Demasiados filtros (máximo ${MAX_FILTERS})`);
  // the whole tree, counted before any SQL is built: nested $or / $and lists are bounded too
  if (countFilters(filters, MAX_TOTAL_FILTERS) > MAX_TOTAL_FILTERS) {
    throw badInput(`Demasiados filtros (máximo ${MAX_TOTAL_FILTERS} en total, incluidos los anidados)`);
  }
  for (const f of filters) {
    const c = filterCondition(spec, f, 0, used);
    if (c) conditions.push(c);
  }

  const ordersOn = { countFrom: true, countFromJoined: true };
  const orderColumns: string[] = [];
  const orders = (args.orders ?? []).map((o) => {
    const field = o && typeof o === "object" ? fieldOf(spec, o.field) : undefined;
    if (!field || field.orderable === false) throw badInput(`Campo de orden no permitido: ${quotedValue(o?.field)}`);
    orderColumns.push(field.sql);
    if (!field.inCountFrom) ordersOn.countFrom = false;
    if (!field.inCountFrom && !field.inCountFromJoined) ordersOn.countFromJoined = false;
    if (o.type !== "ASC" && o.type !== "DESC") throw badInput(`Tipo de orden no permitido: ${quotedValue(o.type)}`);
    return sql`${listFragment(field.sql)} ${o.type === "ASC" ? sql`ASC NULLS LAST` : sql`DESC NULLS FIRST`}`;
  });
  orders.push(listFragment(spec.defaultOrder));

  let limit: number | null = null;
  let offset = 0;
  if (args.pagination) {
    const { fields, page } = args.pagination;
    if (!Number.isInteger(fields) || fields < 1) throw badInput(MESSAGES.request.pageSize);
    if (!Number.isInteger(page) || page < 1) throw badInput(MESSAGES.request.page);
    limit = Math.min(fields, MAX_PAGE_SIZE);
    offset = (page - 1) * limit;
    if (offset > 2_000_000_000) throw badInput(MESSAGES.request.pageOutOfRange);
  }
  return {
    where: conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``,
    countOn: used.countTotals ? "countTotals" : keyRelation(used.countFrom, used.countFromJoined),
    pageOn: keyRelation(used.countFrom && ordersOn.countFrom, used.countFromJoined && ordersOn.countFromJoined),
    // the first order is the one an index could give (no order: the default one, the key)
    rangeFirst: used.rangeBound && (args.orders?.length ? Boolean(fieldOf(spec, args.orders[0]!.field)?.indexedOrder) : true),
    orderColumns,
    preparable: !used.ranged,
    orderBy: sql`ORDER BY ${sql.join(orders, sql`, `)}`,
    limit,
    offset,
  };
}

/** What the filters allow so far: a range or pattern among them, and the relations every one's column is in. */
interface Used {
  countFrom: boolean;
  countFromJoined: boolean;
  countTotals: boolean;
  ranged: boolean;
  /** a top-level filter bounds a `rangeFirst` column */
  rangeBound: boolean;
  /** search texts (contains / ncontains) so far */
  patterns: number;
}

const keyRelation = (countFrom: boolean, countFromJoined: boolean): KeyRelation =>
  countFrom ? "countFrom" : countFromJoined ? "countFromJoined" : null;

/** The whitelist entry of a field name; own keys only ('__proto__' or 'constructor' are no fields). */
function fieldOf(spec: ListSpec, name: unknown): FieldSpec | undefined {
  return typeof name === "string" && Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
}

/**
 * A value as a parameter of the statement: a list as one array parameter (drizzle would write a bare array as a
 * parenthesised list), any other value as it is (the filters' values are numbers, texts and booleans), which
 * drizzle binds with less work than a Param object.
 */
const bind = (value: unknown): unknown => (Array.isArray(value) ? sql.param(value) : value);

/** A type name of the casts below: one of a fixed set of SQL type names (SqlType, boolean), never a request's text. */
const typeName = (type: string): SQL => sql.raw(type);

function filterCondition(spec: ListSpec, f: FilterArg, level: number, used: Used): SQL | null {
  if (!f || typeof f.field !== "string" || (f.operator != null && typeof f.operator !== "string")) throw badInput(MESSAGES.request.invalidFilter);
  if (f.field === "$or" || f.field === "$and") {
    if (level >= MAX_FILTER_NESTING) throw badInput(`Filtros anidados demasiado profundos (máximo ${MAX_FILTER_NESTING} niveles de $or / $and)`);
    if (!Array.isArray(f.value)) throw badInput(FILTER_VALUE_TEXTS.needsList(f.field));
    const parts = (f.value as FilterArg[]).map((g) => filterCondition(spec, g, level + 1, used)).filter((p): p is SQL => p !== null);
    if (!parts.length) return null;
    return sql`(${sql.join(parts, f.field === "$or" ? sql` OR ` : sql` AND `)})`;
  }
  const field = fieldOf(spec, f.field);
  if (!field || field.filterable === false) throw badInput(`Campo de filtro no permitido: ${f.field}`);
  if (!field.inCountFrom) used.countFrom = false;
  if (!field.inCountFrom && !field.inCountFromJoined) used.countFromJoined = false;
  if (!field.inCountTotals) used.countTotals = false;
  const op = f.operator ?? defaultOperator(field.kind, f.value);
  const value = f.value;
  // the value's shape and length before it is read: an object where a text goes once failed inside the server
  const problem = filterValueProblem(f.field, op, value);
  if (problem) throw badInput(problem);
  const column = listFragment(field.sql);
  if (field.ids) return idsCondition(field.ids, column, op, value, f.field, used);
  if (op === "isnull") return sql`${column} IS NULL`;
  if (op === "notnull") return sql`${column} IS NOT NULL`;
  if (value === undefined || value === null || value === "") return null;
  if (field.items) return itemsCondition(column, op, value, f.field);
  if (RANGE_OPERATORS.has(op)) used.ranged = true;
  // a filter of the top level holds for every row ($or's branches do not)
  if (field.rangeFirst && level === 0 && BOUND_OPERATORS.has(op)) used.rangeBound = true;

  switch (op) {
    case "contains":
    case "ncontains": {
      if (++used.patterns > FILTER_PATTERNS_MAX) throw badInput(FILTER_VALUE_TEXTS.tooManyPatterns(FILTER_PATTERNS_MAX));
      // lower(column) LIKE a lowered pattern, not ILIKE: ILIKE lowers its pattern again for every row it reads
      const text = field.kind === "text" ? column : sql`${column}::text`;
      return sql`lower(${text}) ${op === "contains" ? sql`LIKE` : sql`NOT LIKE`} ${bind(containsPattern(String(value)))}`;
    }
    case "in":
    case "nin": {
      const list = (Array.isArray(value) ? value : [value]).map((v) => coerce(field, v, f.field));
      if (!list.length) return null;
      const type = listType(field, list);
      const literal = field.literalLists && type === field.type && (type === "int4" || type === "int8") && list.length <= MAX_LITERAL_LIST;
      // safe as text: listType gave the column's integer type only if every value is an integer of it
      // (the one SQL text made of values: a partial index's predicate is proved from a constant only)
      const array = literal ? sql.raw(`'{${list.map(Number).join(",")}}'::${type}[]`) : sql`${bind(list)}::${typeName(type)}[]`;
      if (op === "in") return sql`${column} = ANY(${array})`;
      // `<> ALL` is what a partial index's `NOT IN (…)` predicate is proved from
      const expr = sql`${column} <> ALL(${array})`;
      return field.notNull ? expr : sql`(${expr} OR ${column} IS NULL)`;
    }
    case "between": {
      if (!Array.isArray(value) || value.length !== 2) throw badInput(FILTER_VALUE_TEXTS.needsTwo(f.field));
      const [a, b] = value;
      const parts: SQL[] = [];
      if (a !== null && a !== "") parts.push(sql`${column} >= ${bindValue(field, coerce(field, a, f.field))}`);
      if (b !== null && b !== "") parts.push(sql`${column} <= ${bindValue(field, coerce(field, b, f.field))}`);
      return parts.length ? sql`(${sql.join(parts, sql` AND `)})` : null;
    }
    case "eq":
    case "ne":
    case "lt":
    case "gt":
    case "lte":
    case "gte": {
      const sqlOp = { eq: sql`=`, ne: sql`<>`, lt: sql`<`, gt: sql`>`, lte: sql`<=`, gte: sql`>=` }[op];
      if (Array.isArray(value)) throw badInput(FILTER_VALUE_TEXTS.noList(f.field));
      const cond = sql`${column} ${sqlOp} ${bindValue(field, coerce(field, value, f.field))}`;
      return op === "ne" && !field.notNull ? sql`(${cond} OR ${column} IS NULL)` : cond;
    }
    default:
      throw badInput(`Operador de filtro no permitido: ${quotedValue(op)}`);
  }
}

/**
 * A filter of a JSON list's items: `eq` / `contains` its rows holding the value as an item, `ne` / `ncontains` those
 * not holding it, `in` those holding any of the values (`@>` and `?|`, which a GIN index serves).
 */
function itemsCondition(column: SQL, op: string, value: unknown, name: string): SQL {
  const text = (v: unknown) => {
    if (v === null || typeof v === "object") throw badInput(FILTER_VALUE_TEXTS.needsText(name));
    return String(v);
  };
  if (op === "in") {
    const list = (Array.isArray(value) ? value : [value]).map(text);
    return sql`${column} ?| ${bind(list)}::text[]`;
  }
  if (Array.isArray(value)) throw badInput(FILTER_VALUE_TEXTS.noList(name));
  const holds = sql`${column} @> jsonb_build_array(${text(value)}::text)`;
  if (op === "eq" || op === "contains") return holds;
  if (op === "ne" || op === "ncontains") return sql`NOT (${holds})`;
  throw badInput(`Operador de filtro no permitido: ${quotedValue(op)}`);
}

/** The condition on a list of ids: naming an id (or any of several), labels containing a text, naming none or some. */
function idsCondition(ids: { labels: string }, column: SQL, op: string, value: unknown, name: string, used: Used): SQL | null {
  if (op === "isnull") return sql`cardinality(${column}) = 0`;
  if (op === "notnull") return sql`cardinality(${column}) > 0`;
  if (value === undefined || value === null || value === "") return null;
  const idOf = (v: unknown): number | null => {
    const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
    return Number.isInteger(n) && fitsType("int4", n) ? n : null;
  };
  const named = (list: number[]) => sql`${column} && ${sql.param(list)}::int4[]`;
  switch (op) {
    case "contains":
    case "ncontains": {
      const id = idOf(value);
      used.ranged = true;
      if (id !== null) return op === "contains" ? named([id]) : sql`NOT (${named([id])})`;
      if (++used.patterns > FILTER_PATTERNS_MAX) throw badInput(FILTER_VALUE_TEXTS.tooManyPatterns(FILTER_PATTERNS_MAX));
      const like = sql`coalesce(lower(${listFragment(ids.labels)}), '') LIKE ${bind(containsPattern(String(value)))}`;
      return op === "contains" ? like : sql`NOT (${like})`;
    }
    case "in":
    case "eq": {
      const list = (Array.isArray(value) ? value : [value]).map(idOf);
      if (list.some((id) => id === null)) throw badInput(FILTER_VALUE_TEXTS.needsIds(name));
      return list.length ? named(list as number[]) : null;
    }
    default:
      throw badInput(`Operador de filtro no permitido: ${quotedValue(op)}`);
  }
}

/** Operators that bound a column to a range. */
const BOUND_OPERATORS = new Set(["between", "lt", "gt", "lte", "gte"]);

/** Operators whose selectivity depends on the value (see BuiltQuery.preparable). */
const RANGE_OPERATORS = new Set(["contains", "ncontains", "between", "lt", "gt", "lte", "gte"]);

/** Longest list written as a literal: PostgreSQL proves an index predicate from an array of at most 100 values. */
export const MAX_LITERAL_LIST = 100;

const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;

/**
 * A bound value for a comparison. A number that is not an int4 (1.5, -1e15, 1e174) is bound as numeric: left
 * untyped, PostgreSQL would read it as the column's integer type and fail (found by fuzzing). A field with a
 * declared type binds its values cast to that type; without one, int4 values stay untyped (read as the column's type).
 */
function bindValue(field: FieldSpec, value: unknown): unknown {
  if (field.kind === "number") {
    const fits = typeof value === "number" && fitsType(field.type ?? "int4", value);
    if (!fits) return sql`${bind(value)}::numeric`;
    return field.type ? sql`${bind(value)}::${typeName(field.type)}` : bind(value);
  }
  return field.type ? sql`${bind(value)}::${typeName(field.type)}` : bind(value);
}

/** Whether a number is a value of the SQL numeric type (an integer type's range; any finite number otherwise). */
function fitsType(type: SqlType, value: number): boolean {
  if (type === "int4") return Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX;
  if (type === "int8") return Number.isSafeInteger(value);
  return Number.isFinite(value);
}

/**
 * The element type an `in` / `nin` list binds as: the column's own type when every value is one of it (an
 * integer column gets int4[], never float8[], so its indexes apply); a wider type otherwise, which still
 * compares correctly (an int4 column never equals 1.5 or 1e12).
 */
function listType(field: FieldSpec, list: unknown[]): string {
  switch (field.kind) {
    case "number": {
      const numbers = list as number[];
      if (field.type && numbers.every((v) => fitsType(field.type as SqlType, v))) return field.type;
      return numbers.every((v) => Number.isSafeInteger(v)) ? "int8" : "float8";
    }
    case "boolean":
      return "boolean";
    case "date":
      return field.type ?? "timestamptz";
    default:
      return "text";
  }
}

function defaultOperator(kind: FieldKind, value: unknown): string {
  if (Array.isArray(value)) return kind === "date" ? "between" : "in";
  return kind === "text" ? "contains" : "eq";
}

function coerce(field: FieldSpec, value: unknown, name: string): unknown {
  switch (field.kind) {
    case "number": {
      const n = typeof value === "number" ? value : Number(String(value).trim());
      if (!Number.isFinite(n) || String(value).trim() === "") throw badInput(FILTER_VALUE_TEXTS.needsNumber(name));
      return n;
    }
    case "boolean":
      if (value === true || value === "true" || value === 1 || value === "1") return true;
      if (value === false || value === "false" || value === 0 || value === "0") return false;
      throw badInput(FILTER_VALUE_TEXTS.needsBoolean(name));
    case "date": {
      const d = new Date(String(value));
      if (Number.isNaN(d.getTime())) throw badInput(FILTER_VALUE_TEXTS.needsDate(name));
      if (d.getTime() < MIN_FILTER_DATE || d.getTime() > MAX_FILTER_DATE) {
        throw badInput(FILTER_VALUE_TEXTS.dateRange(name));
      }
      return d.toISOString();
    }
    default:
      if (typeof value === "object") throw badInput(FILTER_VALUE_TEXTS.needsText(name));
      return String(value);
  }
}


/** The column a `countInPage` list's rows carry totalreg in (no relation has a column of that name). */
const TOTAL_IN_PAGE = "__totalreg";

/** Runs a paged list: the page of rows and the total count of the filtered set. */
export async function runList<T = Record<string, unknown>>(
  ctx: Pick<Context, "database" | "session">,
  spec: ListSpec,
  args: ListArgs,
  columns = "*",
  read: Pick<QueryOptions, "timestampsAsIso"> = {},
): Promise<{ data: T[]; totalreg: number }> {
  const q = buildListQuery(spec, args, ctx.session.idempresa);
  const limit = q.limit ?? null;
  // LIMIT and OFFSET are bound (typed bigint, what LIMIT takes) after the filters' values: every page of one
  // list shape is the same text, so it is one prepared statement (docs/adr/0010-prepared-statements-and-lanes.md)
  const page = limit != null ? sql`${q.orderBy} LIMIT ${limit}::int8 OFFSET ${q.offset}::int8` : q.orderBy;
  const from = listFragment(spec.from);
  const selected = listFragment(columns);
  // the page's keys chosen on the table, then only those rows joined (a deferred join): PostgreSQL would
  // otherwise join every matching row before sorting them and keeping 20. `= ANY(ARRAY(…))`, not `IN (…)`:
  // with IN the planner may hash-join the whole view against the 20 ids. Filters or orders on the view's joined
  // columns (a trip's client, route, state…) choose the keys on the view itself: reading only "id" there,
  // PostgreSQL leaves out every join those filters and orders do not name.
  const keysFrom = limit != null ? relationOf(spec, q.pageOn) ?? (spec.countFrom ? spec.from : null) : null;
  const countSql = countStatement(spec, q);
  // a total read from the kept totals costs a few rows: it rides in the page's statement too (one statement)
  const countInPage = spec.countInPage || q.countOn === "countTotals";
  const select = countInPage ? sql`${selected}, (${countSql}) AS ${sql.identifier(TOTAL_IN_PAGE)}` : selected;
  // each statement rendered once to its text and values, the text the same for every request of the list's shape
  const pageQuery = renderStatement(keysFrom
    ? sql`SELECT ${select} FROM ${from} WHERE "id" = ANY(ARRAY(SELECT "id" FROM ${keysOf(keysFrom, q, page)})) ${q.orderBy}`
    : sql`SELECT ${select} FROM ${from} ${q.where} ${page}`);
  // page and count as named prepared statements where the database has them (PostgreSQL), unless a range or a
  // pattern filter needs plans made with its values
  const options = { prepare: q.preparable };
  // the page's statement keeps its generic plan: with LIMIT and OFFSET bound, PostgreSQL's generic plan guesses
  // that a tenth of the matching rows is read, costs more than the plans made for a page of 20 and is never
  // chosen, so every call was planned again (1.7-2.4 ms for 0.4 ms of execution on a million trips). Its filters
  // are equalities and sets only (a range or a pattern is never prepared), and the generic plan reads the same
  // index as the plans made with the values, measured per company order (docs/adr/0010-prepared-statements-and-lanes.md).
  // `read.timestampsAsIso`: the page's dates as the contract's text, for a caller that serves the rows as they are
  const pageOptions = { prepare: q.preparable, plan: "generic" as const, ...read };
  const countAll = async () => {
    const count = renderStatement(countSql);
    return Number((await ctx.database.query<{ n: number }>(count.text, count.params, options))[0]?.n ?? 0);
  };
  // one expensive read of the caller's: a user's lists take turns (server/db/read-limiter.ts)
  return ctx.database.reads.run(readerOf(ctx.session), async () => {
    if (countInPage) {
      const rows = await ctx.database.query<T & { [TOTAL_IN_PAGE]: number }>(pageQuery.text, pageQuery.params, pageOptions);
      // an empty first page: an empty list; an empty page past the first: the list may have ended before it
      const totalreg = rows.length ? Number(rows[0]![TOTAL_IN_PAGE]) : q.offset > 0 ? await countAll() : 0;
      return { data: rows.map(({ [TOTAL_IN_PAGE]: _total, ...row }) => row as T), totalreg };
    }
    const [rows, totalreg] = await Promise.all([ctx.database.query<T>(pageQuery.text, pageQuery.params, pageOptions), countAll()]);
    return { data: rows, totalreg };
  });
}

/**
 * The page's keys: filtered and ordered on `keysFrom`, or, for a range read first, on the range's rows (`OFFSET 0`
 * keeps PostgreSQL from merging them into the ordered scan) with only the key and the orders' columns (the
 * default order is the key, "id").
 */
function keysOf(keysFrom: string, q: BuiltQuery, page: SQL): SQL {
  if (!q.rangeFirst) return sql`${listFragment(keysFrom)} ${q.where} ${page}`;
  const read = sql.join([...new Set([`"id"`, ...q.orderColumns])].map(listFragment), sql`, `);
  return sql`(SELECT ${read} FROM ${listFragment(keysFrom)} ${q.where} OFFSET 0) AS "enrango" ${page}`;
}

/** The statement of a list's total (`n`): a sum over its totals table's groups, else a count on countRelation's. */
function countStatement(spec: ListSpec, q: Pick<BuiltQuery, "countOn" | "where">): SQL {
  if (q.countOn === "countTotals" && spec.countTotals) {
    const { from, column } = spec.countTotals;
    return sql`SELECT coalesce(sum(${listFragment(column)}), 0)::int AS n FROM ${listFragment(from)} ${q.where}`;
  }
  return sql`SELECT count(*)::int AS n FROM ${listFragment(countRelation(spec, q))} ${q.where}`;
}

/**
 * The relation totalreg is counted on: the spec's `countTotals` table when the filters allow it, else its
 * `countFrom`, else its `countFromJoined`, else its rows' relation.
 */
export function countRelation(spec: ListSpec, q: Pick<BuiltQuery, "countOn">): string {
  if (q.countOn === "countTotals" && spec.countTotals) return spec.countTotals.from;
  return relationOf(spec, q.countOn) ?? spec.from;
}

function relationOf(spec: ListSpec, on: CountSource): string | null {
  return (on === "countFrom" ? spec.countFrom : on === "countFromJoined" ? spec.countFromJoined : null) ?? null;
}

export const DEFAULT_PAGINATION: PaginationArg = { fields: DEFAULT_PAGE_SIZE, page: 1 };
