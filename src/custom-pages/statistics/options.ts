// The statistics screen's choices: consolidate by, top N, chart type, and the default
// date range (first day of the current month to today, America/Bogota).
import type { CrudFilter } from "@refinedev/core";
import { rangeToFilterValue, todayInBusinessZone, type DayRange } from "@shared/domain/date-range";
import { STATISTICS_TEXTS } from "@shared/i18n/statistics";

/** Consolidate-by options: the field and its name (shared/i18n/statistics.ts). */
export const CONSOLIDATE_OPTIONS: readonly { value: string; label: string }[] = Object.entries(STATISTICS_TEXTS.consolidate).map(
  ([value, label]) => ({ value, label }),
);
export const DEFAULT_CONSOLIDATE = "cliente";

export type ChartType = "bar" | "column" | "pie";
/** Chart types: horizontal bar (default), vertical bar, pie. */
export const CHART_TYPES: readonly { value: ChartType; label: string }[] = (["bar", "column", "pie"] as const).map((value) => ({
  value, label: STATISTICS_TEXTS.chartTypes[value],
}));
export const DEFAULT_CHART_TYPE: ChartType = "bar";

/** First day of the current month to today. */
export function defaultStatisticsRange(today = todayInBusinessZone()): DayRange {
  return { start: today.startOf("month"), end: today };
}

/** The trips' filters of a range: the trip date between the first and last day (none without a range). */
export function statisticsFilters(range: DayRange | null): CrudFilter[] {
  return range ? [{ field: "fecha", operator: "between", value: rangeToFilterValue(range) }] : [];
}

export const consolidateLabel = (field: string): string => CONSOLIDATE_OPTIONS.find((o) => o.value === field)?.label ?? field;
