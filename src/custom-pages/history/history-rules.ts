// Trip history rules (the History screen). Pure.
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { COMPANIES_ORDERED_BY_ID } from "@shared/config";
import { formatDateRange, rangeToFilterValue, type DayRange, type RangeName } from "@shared/domain/date-range";
import { HISTORY_RANGE_SUFFIX, HISTORY_TITLE, historyBetween } from "@shared/i18n/history";

/** The history never lists trips in these states. */
export const HISTORY_EXCLUDED_STATES: readonly number[] = [1, 2, 3, 5, 6, 8, 9, 10, 11, 12, 13];
/** …and its state filter does not offer 14 either. */
export const HISTORY_FILTER_HIDDEN_STATES: readonly number[] = [...HISTORY_EXCLUDED_STATES, 14];

/** The date range filters the trip's date (fecha). */
export const HISTORY_DATE_FIELD = "fecha";

/** 'Historial de viajes' plus the range's suffix: a named range, or 'del dd/mm/yyyy al dd/mm/yyyy'. */
export function historyTitle(range: DayRange | null, name: RangeName | null): string {
  if (name) return `${HISTORY_TITLE} ${HISTORY_RANGE_SUFFIX[name]}`;
  if (!range) return HISTORY_TITLE;
  const [from, to] = formatDateRange(range).split("-");
  return historyBetween(from, to);
}

/** Filters always applied: the excluded states and the chosen date range. */
export function historyFixedFilters(range: DayRange | null): CrudFilter[] {
  const filters: CrudFilter[] = [{ field: "idsysestado", operator: "nin", value: [...HISTORY_EXCLUDED_STATES] }];
  if (range) filters.push({ field: HISTORY_DATE_FIELD, operator: "between", value: rangeToFilterValue(range) });
  return filters;
}

/**
 * The client filter's trips (decision, docs/adr/0015-trips-list-and-history.md): the clients that have
 * trips in the history itself — its states and the chosen date range — not the trips list's states in
 * progress (ids 1, 2, 3, 5, 6, 8-14, which the history never shows).
 */
export function historyClientFilters(range: DayRange | null): CrudFilter[] {
  return historyFixedFilters(range);
}

/**
 * Default order: next call time ascending; with a clients filter, client then id for companies
 * 3 and 8, next call time for the others.
 */
export function historyOrder(clientFilter: boolean, idempresa: number | null): CrudSort[] {
  const byId = idempresa !== null && (COMPANIES_ORDERED_BY_ID as readonly number[]).includes(idempresa);
  if (clientFilter && byId) return [{ field: "cliente", order: "asc" }, { field: "id", order: "asc" }];
  return [{ field: "fechahoraproximallamada", order: "asc" }];
}
