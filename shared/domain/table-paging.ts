// Page rules of the generic data table: changing the page size resets the
// page to 1; an invalid size falls back to 10; changing filters resets the page to 1.
import { DEFAULT_PAGE, FALLBACK_PAGE_SIZE, PAGE_SIZE_OPTIONS } from "../config";

export interface PageState {
  page: number;
  pageSize: number;
}

/** A size from the footer's list is kept; anything else (0, negative, fraction, text, 7, …) becomes 10. */
export function normalizePageSize(size: unknown): number {
  const n = typeof size === "string" && size.trim() !== "" ? Number(size) : size;
  return typeof n === "number" && (PAGE_SIZE_OPTIONS as readonly number[]).includes(n) ? n : FALLBACK_PAGE_SIZE;
}

/** The state after the user picks a page size: the (normalised) size on page 1. */
export function changePageSize(_state: PageState, size: unknown): PageState {
  return { page: DEFAULT_PAGE, pageSize: normalizePageSize(size) };
}

/** The state after the filters change: same size, page 1. */
export function changeFilters(state: PageState): PageState {
  return { page: DEFAULT_PAGE, pageSize: state.pageSize };
}

/** Number of pages for `total` rows (at least 1, so the footer reads '1 de 1' on an empty table). */
export function pageCount(total: number | null | undefined, pageSize: number): number {
  if (!total || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** A requested page clamped to 1..pageCount (a non-integer or invalid page becomes 1). */
export function clampPage(page: unknown, total: number | null | undefined, pageSize: number): number {
  const n = typeof page === "string" ? Number(page) : page;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1) return DEFAULT_PAGE;
  return Math.min(n, pageCount(total, pageSize));
}
