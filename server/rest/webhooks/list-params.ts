// The @refinedev/simple-rest list parameters: _start/_end (a page), _sort/_order (one column of `sortable`).
import { HttpError } from "../http";
import { WEBHOOK_TEXTS } from "@shared/i18n/integrations";

export const MAX_PAGE = 1000;

export interface ListParams {
  offset: number;
  limit: number;
  sort: string;
  order: "asc" | "desc";
}

export function listParams(url: URL, sortable: readonly string[]): ListParams {
  const q = url.searchParams;
  const int = (v: string | null, fallback: number) => (v === null || v === "" ? fallback : /^\d+$/.test(v) ? Number(v) : NaN);
  const start = int(q.get("_start"), 0);
  const end = int(q.get("_end"), start + 10);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) throw new HttpError(400, WEBHOOK_TEXTS.range);
  const sort = q.get("_sort") ?? "id";
  if (!sortable.includes(sort)) throw new HttpError(400, WEBHOOK_TEXTS.sort(sort));
  const order = (q.get("_order") ?? "asc").toLowerCase();
  if (order !== "asc" && order !== "desc") throw new HttpError(400, WEBHOOK_TEXTS.order);
  return { offset: start, limit: Math.min(end - start, MAX_PAGE), sort, order };
}

/** A positive int4 id from the path, or 404 (an id that cannot exist names nothing). */
export function pathId(value: string | undefined, notFound: string): number {
  const id = /^\d{1,10}$/.test(value ?? "") ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new HttpError(404, notFound);
  return id;
}
