// The body of POST /api/v1/filesDoc: {filters, fields, idquery, pagination?, order? |
// orders?, title?}, checked before anything is read. Every problem is a 400 with a clear message.
import { HttpError } from "../http";
import type { FilterArg, OrderArg, PaginationArg } from "../../graphql/paging";
import type { ExportSource } from "./sources";
import { quotedValue } from "@shared/domain/filter-limits";
import { EXPORT_REQUEST_TEXTS } from "@shared/i18n/requests";

export interface ExportRequest {
  idquery: number;
  source: ExportSource;
  fields: string[];
  filters: FilterArg[];
  orders: OrderArg[];
  /** absent: everything ('Exportar todo'); present: that page ('Exportar en pantalla') */
  pagination: PaginationArg | null;
  title: string | null;
}

/** json_build_array takes at most 100 arguments: two go to the row id and company */
const MAX_FIELDS = 98;
const MAX_TITLE = 100;

const bad = (message: string) => new HttpError(400, message);
/** A number from a number or a text; anything else (an object with its own `toString`…) is no number. */
const numberOf = (v: unknown) => (typeof v === "number" || typeof v === "string" ? Number(v) : Number.NaN);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function parseOrder(value: unknown): OrderArg {
  if (!isObject(value) || typeof value.field !== "string") throw bad(EXPORT_REQUEST_TEXTS.order);
  const type = typeof value.type === "string" ? value.type.toUpperCase() : value.type == null ? "ASC" : "";
  if (type !== "ASC" && type !== "DESC") throw bad(EXPORT_REQUEST_TEXTS.orderType(quotedValue(value.type)));
  return { field: value.field, type };
}

function parsePagination(value: unknown): PaginationArg | null {
  if (value == null) return null;
  if (!isObject(value)) throw bad(EXPORT_REQUEST_TEXTS.pagination);
  const fields = numberOf(value.fields);
  const page = numberOf(value.page);
  if (!Number.isInteger(fields) || fields < 1 || !Number.isInteger(page) || page < 1) {
    throw bad(EXPORT_REQUEST_TEXTS.paginationNumbers);
  }
  return { fields, page };
}

/** The request's body checked against the app's export sources (exportSources). */
export function parseExportRequest(body: unknown, sources: Record<number, ExportSource>): ExportRequest {
  if (!isObject(body)) throw bad(EXPORT_REQUEST_TEXTS.body);
  const idquery = numberOf(body.idquery);
  const source = Number.isInteger(idquery) && Object.hasOwn(sources, idquery) ? sources[idquery] : undefined;
  if (!source) throw bad(EXPORT_REQUEST_TEXTS.idquery(quotedValue(body.idquery)));

  if (!Array.isArray(body.fields) || body.fields.length === 0) throw bad(EXPORT_REQUEST_TEXTS.fields);
  if (body.fields.length > MAX_FIELDS) throw bad(EXPORT_REQUEST_TEXTS.tooManyFields(MAX_FIELDS));
  const fields = [...new Set(body.fields.map((f) => (typeof f === "string" ? f : quotedValue(f))))];
  const unknown = fields.filter((f) => !Object.hasOwn(source.list.fields, f));
  if (unknown.length) throw bad(EXPORT_REQUEST_TEXTS.unknownFields(unknown.join(", ")));

  if (body.filters != null && !Array.isArray(body.filters)) throw bad(EXPORT_REQUEST_TEXTS.filters);
  const filters = (body.filters ?? []) as FilterArg[];
  for (const required of source.requiredFilters ?? []) {
    if (!filters.some((f) => isObject(f) && f.field === required && f.value != null && f.value !== "")) {
      throw bad(EXPORT_REQUEST_TEXTS.missingFilter(required));
    }
  }

  const rawOrders = body.orders ?? (body.order == null ? [] : [body.order]);
  if (!Array.isArray(rawOrders)) throw bad(EXPORT_REQUEST_TEXTS.orders);
  const orders = rawOrders.map(parseOrder);

  if (body.title != null && typeof body.title !== "string") throw bad(EXPORT_REQUEST_TEXTS.title);
  const title = typeof body.title === "string" && body.title.trim() ? body.title.trim().slice(0, MAX_TITLE) : null;

  return { idquery, source, fields, filters, orders, pagination: parsePagination(body.pagination), title };
}
