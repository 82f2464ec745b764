// Hand-computed fixture: 12 groups totalling 100 trips, so every share is the total.
//   totals       30 20 15 10  8  5  4  3  2  1  1  1
//   accumulated  30 50 65 75 83 88 92 95 97 98 99 100
// Over 80 from the 5th row on (8 rows highlighted); Pareto keeps 4 rows and 'Otros' = 25;
// top 5 → 'Otros' = 5+4+3+2+1+1+1 = 17; top 10 → 'Otros' = 2; top 20 → the 12 rows, no 'Otros'.
import { describe, expect, it } from "vitest";
import { chartGroups, DEFAULT_TOP_N, formatShare, paretoGroups, PIE_MAX_SLICES, pieSlices, TOP_N_OPTIONS, topN, withShares, type StatisticsRow } from "./pareto";
import { OTHERS_LABEL } from "../i18n/statistics";

const TOTALS = [30, 20, 15, 10, 8, 5, 4, 3, 2, 1, 1, 1];
const LETTERS = "ABCDEFGHIJKL";
const rows = (totals: number[]): StatisticsRow[] =>
  totals.map((total, i) => ({ id: i + 1, value: LETTERS[i] ?? `X${i}`, total, numregs: totals.reduce((a, b) => a + b, 0) }));

describe("withShares", () => {
  const shares = withShares(rows(TOTALS));

  it("gives each group its percentage and the accumulated share", () => {
    expect(shares.map((r) => r.percentage)).toEqual(TOTALS);
    expect(shares.map((r) => r.accumulated)).toEqual([30, 50, 65, 75, 83, 88, 92, 95, 97, 98, 99, 100]);
  });

  it("highlights rows over 80 % accumulated when there are more than 10 rows", () => {
    expect(shares.map((r) => r.highlighted)).toEqual([false, false, false, false, true, true, true, true, true, true, true, true]);
  });

  it("does not highlight with 10 rows or fewer", () => {
    const ten = withShares(rows([30, 20, 15, 10, 8, 5, 4, 3, 3, 2]));
    expect(ten.at(-1)?.accumulated).toBe(100);
    expect(ten.some((r) => r.highlighted)).toBe(false);
  });

  it("sorts largest first (ties by value) and computes non-round shares", () => {
    const shares3 = withShares([
      { id: 1, value: "b", total: 1, numregs: 3 },
      { id: 2, value: "a", total: 1, numregs: 3 },
      { id: 3, value: "c", total: 1, numregs: 3 },
    ]);
    expect(shares3.map((r) => r.value)).toEqual(["a", "b", "c"]);
    expect(shares3[0].percentage).toBeCloseTo(33.333, 3);
    expect(shares3[1].accumulated).toBeCloseTo(66.667, 3);
    expect(shares3[2].accumulated).toBe(100);
  });

  it("exactly 80 % is not over 80", () => {
    const shares11 = withShares(rows([80, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]));
    expect(shares11[0].accumulated).toBe(80);
    expect(shares11[0].highlighted).toBe(false);
    expect(shares11[1].highlighted).toBe(true);
    expect(paretoGroups(shares11).map((r) => [r.value, r.total])).toEqual([["A", 80], [OTHERS_LABEL, 20]]);
  });

  it("handles no rows", () => {
    expect(withShares([])).toEqual([]);
    expect(chartGroups([], "pareto")).toEqual([]);
  });
});

describe("chart groups", () => {
  const shares = withShares(rows(TOTALS));

  it("offers top 5, 10, 20, 30, 50 with 10 by default", () => {
    expect(TOP_N_OPTIONS).toEqual([5, 10, 20, 30, 50]);
    expect(DEFAULT_TOP_N).toBe(10);
  });

  it("top N keeps N rows and sums the rest into 'Otros'", () => {
    const top5 = topN(shares, 5);
    expect(top5.map((r) => [r.value, r.total])).toEqual([["A", 30], ["B", 20], ["C", 15], ["D", 10], ["E", 8], [OTHERS_LABEL, 17]]);
    expect(top5.at(-1)).toMatchObject({ percentage: 17, accumulated: 100, others: true });
    expect(chartGroups(shares, "top").at(-1)).toMatchObject({ value: OTHERS_LABEL, total: 2 });
    expect(chartGroups(shares, "top", 20)).toHaveLength(12);
    expect(chartGroups(shares, "top", 20).some((r) => r.others)).toBe(false);
  });

  it("Pareto mode groups everything after 80 % into 'Otros'", () => {
    const groups = chartGroups(shares, "pareto", 5);
    expect(groups.map((r) => [r.value, r.total])).toEqual([["A", 30], ["B", 20], ["C", 15], ["D", 10], [OTHERS_LABEL, 25]]);
    expect(groups.at(-1)?.percentage).toBe(25);
  });

  it("Pareto mode with 10 items or fewer falls back to top N", () => {
    const few = withShares(rows([5, 4, 3, 2, 1, 1]));
    expect(chartGroups(few, "pareto", 5).map((r) => [r.value, r.total])).toEqual([["A", 5], ["B", 4], ["C", 3], ["D", 2], ["E", 1], [OTHERS_LABEL, 1]]);
  });

  it("Pareto keeps the largest row even when it alone passes 80 %", () => {
    const big = withShares(rows([90, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    expect(paretoGroups(big).map((r) => [r.value, r.total])).toEqual([["A", 90], [OTHERS_LABEL, 10]]);
  });

  it("formats shares with two decimals", () => {
    expect(formatShare(33.3333)).toBe("33.33 %");
    expect(formatShare(100)).toBe("100.00 %");
  });
});

describe("pie slices", () => {
  /** n groups of 2 trips each (a driver per trip or two: Pareto keeps most of them) */
  const flat = (n: number) => withShares(rows(Array.from({ length: n }, () => 2)));

  it("draws at most 10 slices: the 9 largest and 'Otros' with the rest", () => {
    expect(PIE_MAX_SLICES).toBe(10);
    const groups = chartGroups(flat(120), "pareto");
    expect(groups.length).toBeGreaterThan(90);
    const slices = pieSlices(groups);
    expect(slices).toHaveLength(10);
    expect(slices.slice(0, 9)).toEqual(groups.slice(0, 9));
    expect(slices[9]).toMatchObject({ value: OTHERS_LABEL, others: true, total: 240 - 9 * 2, accumulated: 100 });
    expect(slices[9].percentage).toBeCloseTo(((240 - 18) * 100) / 240, 10);
    // every trip is still counted once
    expect(slices.reduce((sum, s) => sum + s.total, 0)).toBe(240);
  });

  it("folds the chart's own 'Otros' into the pie's", () => {
    const top20 = chartGroups(withShares(rows([...TOTALS, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])), "top", 20);
    expect(top20).toHaveLength(21);
    expect(top20.at(-1)?.others).toBe(true);
    const slices = pieSlices(top20);
    expect(slices.map((s) => s.value)).toEqual([...LETTERS.slice(0, 9).split(""), OTHERS_LABEL]);
    expect(slices.filter((s) => s.others)).toHaveLength(1);
    expect(slices[9].total).toBe(110 - (30 + 20 + 15 + 10 + 8 + 5 + 4 + 3 + 2));
  });

  it("leaves 10 groups or fewer as they are, 'Otros' included", () => {
    const top5 = chartGroups(withShares(rows(TOTALS)), "top", 5);
    expect(pieSlices(top5)).toEqual(top5);
    const ten = chartGroups(flat(10), "top", 10);
    expect(pieSlices(ten)).toEqual(ten);
    expect(pieSlices([])).toEqual([]);
  });
});
