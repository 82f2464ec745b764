// The query string of a REST list in the convention @refinedev/simple-rest speaks, read as the paged contract's
// arguments: `_start` / `_end` pick the rows (a page of `_end - _start` rows starting at `_start`, which must be
// a multiple of it), `_sort` / `_order` the orders (comma-separated, one direction per field), and every other
// parameter a filter: `campo=valor` equal (repeated: any of the values), `campo_like` contains, `campo_ne`
// different, `campo_gte` / `campo_lte` from / up to.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../config";
import { REST_QUERY_TEXTS } from "../i18n/requests";

export interface RestFilter {
  field: string;
  operator: string;
  value: string | string[];
}
export interface RestListArgs {
  filters: RestFilter[];
  orders: { field: string; type: "ASC" | "DESC" }[];
  pagination: { fields: number; page: number };
  /** the first row's position, as asked (`_start`) */
  start: number;
}

export type RestQueryResult = { ok: true; args: RestListArgs } | { ok: false; message: string; field: string };

const SUFFIXES: readonly [suffix: string, operator: string][] = [["_like", "contains"], ["_ne", "ne"], ["_gte", "gte"], ["_lte", "lte"]];
const RESERVED = new Set(["_start", "_end", "_sort", "_order"]);

function whole(raw: string | null): number | null | undefined {
  if (raw === null) return undefined;
  return /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

/** The list arguments of a query string, or the first problem with the parameter it is about. */
export function restListArgs(params: URLSearchParams): RestQueryResult {
  const start = whole(params.get("_start"));
  const end = whole(params.get("_end"));
  if (start === null) return { ok: false, message: REST_QUERY_TEXTS.notInteger("_start"), field: "_start" };
  if (end === null) return { ok: false, message: REST_QUERY_TEXTS.notInteger("_end"), field: "_end" };
  const from = start ?? 0;
  const size = end === undefined ? DEFAULT_PAGE_SIZE : end - from;
  if (size <= 0 || size > MAX_PAGE_SIZE) return { ok: false, message: REST_QUERY_TEXTS.range, field: "_end" };
  if (from % size !== 0) return { ok: false, message: REST_QUERY_TEXTS.aligned, field: "_start" };

  const sorts = (params.get("_sort") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const directions = (params.get("_order") ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (directions.some((d) => d !== "asc" && d !== "desc")) return { ok: false, message: REST_QUERY_TEXTS.order, field: "_order" };
  if (directions.length > 0 && directions.length !== sorts.length) return { ok: false, message: REST_QUERY_TEXTS.orderCount, field: "_order" };
  const orders = sorts.map((field, i) => ({ field, type: (directions[i] === "desc" ? "DESC" : "ASC") as "ASC" | "DESC" }));

  const filters: RestFilter[] = [];
  for (const name of new Set(params.keys())) {
    if (RESERVED.has(name)) continue;
    if (name === "q") return { ok: false, message: REST_QUERY_TEXTS.fullText, field: "q" };
    const values = params.getAll(name);
    const suffix = SUFFIXES.find(([s]) => name.endsWith(s) && name.length > s.length);
    if (suffix) {
      if (values.length > 1) return { ok: false, message: REST_QUERY_TEXTS.repeated(name), field: name };
      filters.push({ field: name.slice(0, -suffix[0].length), operator: suffix[1], value: values[0]! });
    } else if (values.length > 1) filters.push({ field: name, operator: "in", value: values });
    else filters.push({ field: name, operator: "eq", value: values[0]! });
  }
  return { ok: true, args: { filters, orders, pagination: { fields: size, page: from / size + 1 }, start: from } };
}
