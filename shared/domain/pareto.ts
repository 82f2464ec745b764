// Statistics rules: each group's share of the total and the accumulated share, the row
// highlight, and the chart's groups: top N plus 'Otros', or Pareto mode (everything after the
// accumulated share passes 80 % grouped into 'Otros' when there are more than 10 items).
import { OTHERS_LABEL } from "../i18n/statistics";

export const TOP_N_OPTIONS = [5, 10, 20, 30, 50] as const;
export const DEFAULT_TOP_N = 10;
/** Pareto threshold, in percent. */
export const PARETO_THRESHOLD = 80;
/** Pareto mode and the highlight apply only with more than this many items. */
export const PARETO_MIN_ITEMS = 10;
export const OTHERS_KEY = "__otros__";

/** A row of viajesStadistics. */
export interface StatisticsRow {
  id: number;
  value: string;
  total: number;
  numregs: number;
}

export interface ShareRow {
  key: string;
  value: string;
  total: number;
  /** share of the grand total, 0-100 */
  percentage: number;
  /** accumulated share up to and including this row, 0-100 */
  accumulated: number;
  /** accumulated share over 80 with more than 10 rows */
  highlighted: boolean;
  /** the 'Otros' group of a chart */
  others: boolean;
}

export type ChartMode = "top" | "pareto";

const byTotal = (a: StatisticsRow, b: StatisticsRow) => b.total - a.total || a.value.localeCompare(b.value);

/** The rows largest first with their share, accumulated share and highlight. */
export function withShares(rows: readonly StatisticsRow[]): ShareRow[] {
  const sorted = [...rows].sort(byTotal);
  const grand = sorted.reduce((sum, r) => sum + r.total, 0);
  const many = sorted.length > PARETO_MIN_ITEMS;
  let running = 0;
  return sorted.map((r) => {
    running += r.total;
    return {
      key: String(r.id),
      value: r.value,
      total: r.total,
      percentage: grand ? (r.total * 100) / grand : 0,
      accumulated: grand ? (running * 100) / grand : 0,
      // compared in whole numbers so 80.000…01 from rounding never counts as over 80
      highlighted: many && running * 100 > PARETO_THRESHOLD * grand,
      others: false,
    };
  });
}

function othersRow(rest: readonly ShareRow[], grand: number): ShareRow {
  const total = rest.reduce((sum, r) => sum + r.total, 0);
  return {
    key: OTHERS_KEY,
    value: OTHERS_LABEL,
    total,
    percentage: grand ? (total * 100) / grand : 0,
    accumulated: 100,
    highlighted: false,
    others: true,
  };
}

const grandTotal = (rows: readonly ShareRow[]) => rows.reduce((sum, r) => sum + r.total, 0);

/** The first n rows plus 'Otros' holding the rest (no 'Otros' when nothing is left). */
export function topN(rows: readonly ShareRow[], n: number): ShareRow[] {
  const size = Math.max(1, Math.floor(n));
  if (rows.length <= size) return [...rows];
  return [...rows.slice(0, size), othersRow(rows.slice(size), grandTotal(rows))];
}

/**
 * Pareto groups: with more than 10 rows, the rows until the accumulated share passes 80 % stay and the
 * rest (those whose accumulated share is over 80, the highlighted ones) become 'Otros'; the largest
 * row always stays. With 10 rows or fewer nothing is grouped.
 */
export function paretoGroups(rows: readonly ShareRow[]): ShareRow[] {
  if (rows.length <= PARETO_MIN_ITEMS) return [...rows];
  const grand = grandTotal(rows);
  const first = rows.findIndex((r) => r.highlighted);
  if (first === -1) return [...rows];
  const cut = Math.max(1, first);
  return [...rows.slice(0, cut), othersRow(rows.slice(cut), grand)];
}

/** The chart's groups: Pareto mode with more than 10 items, otherwise top N plus 'Otros'. */
export function chartGroups(rows: readonly ShareRow[], mode: ChartMode, n: number = DEFAULT_TOP_N): ShareRow[] {
  return mode === "pareto" && rows.length > PARETO_MIN_ITEMS ? paretoGroups(rows) : topN(rows, n);
}

/**
 * The most slices a pie draws. Past about ten, slices become slivers whose labels pile up and no longer say
 * anything (Pareto over drivers keeps a hundred of them), so the largest PIE_MAX_SLICES - 1 groups keep their
 * slice and the rest, an 'Otros' of the chart's groups included, share one 'Otros' slice. The bars keep every group.
 */
export const PIE_MAX_SLICES = 10;

/** The pie's slices from the chart's groups: at most PIE_MAX_SLICES, the tail summed into 'Otros'. */
export function pieSlices(groups: readonly ShareRow[]): ShareRow[] {
  if (groups.length <= PIE_MAX_SLICES) return [...groups];
  const named = groups.filter((g) => !g.others);
  const keep = named.slice(0, PIE_MAX_SLICES - 1);
  const rest = groups.filter((g) => !keep.includes(g));
  return [...keep, othersRow(rest, grandTotal(groups))];
}

/** A share as the table shows it: two decimals and '%'. */
export const formatShare = (value: number): string => `${value.toFixed(2)} %`;
