// Rules of the generic search list: page 1 of size 20, growing by 20 on scroll while the
// server has more rows; the typed text filters the label field with contains.
import type { CrudFilter } from "@refinedev/core";

export const SEARCH_PAGE_STEP = 20;

/** The page size after a scroll to the end: +20 while rows are missing, else unchanged. */
export function grownPageSize(current: number, loaded: number, total: number | undefined): number {
  if (total === undefined || loaded >= total || loaded < current) return current;
  return current + SEARCH_PAGE_STEP;
}

/** The search filter on the label field; none for blank text. Apostrophes are dropped. */
export function searchFilters(labelField: string, text: string): CrudFilter[] {
  const clean = text.replace(/'/g, "").trim();
  return clean ? [{ field: labelField, operator: "contains", value: clean }] : [];
}

/** Whether a scroll event reached (within 8 px of) the end of the list. */
export function atScrollEnd(target: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return target.scrollTop + target.clientHeight >= target.scrollHeight - 8;
}
