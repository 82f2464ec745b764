import { describe, expect, it } from "vitest";
import { PAGE_SIZE_OPTIONS } from "../config";
import { changeFilters, changePageSize, clampPage, normalizePageSize, pageCount } from "./table-paging";

describe("normalizePageSize (invalid → 10)", () => {
  it.each(PAGE_SIZE_OPTIONS.map((n) => [n]))("keeps the footer size %i", (n) => {
    expect(normalizePageSize(n)).toBe(n);
  });
  it.each([[0], [-5], [7], [2.5], [1000], [NaN], [null], [undefined], ["abc"], [""], [{}]])("%s → 10", (v) => {
    expect(normalizePageSize(v)).toBe(10);
  });
  it("accepts a numeric string from the URL", () => {
    expect(normalizePageSize("50")).toBe(50);
  });
});

describe("page resets", () => {
  it("changing the page size goes to page 1", () => {
    expect(changePageSize({ page: 7, pageSize: 20 }, 50)).toEqual({ page: 1, pageSize: 50 });
  });
  it("an invalid new size falls back to 10 on page 1", () => {
    expect(changePageSize({ page: 3, pageSize: 20 }, 13)).toEqual({ page: 1, pageSize: 10 });
  });
  it("changing filters goes to page 1 and keeps the size", () => {
    expect(changeFilters({ page: 4, pageSize: 30 })).toEqual({ page: 1, pageSize: 30 });
  });
});

describe("pageCount and clampPage", () => {
  it.each([
    [0, 20, 1], [undefined, 20, 1], [1, 20, 1], [20, 20, 1], [21, 20, 2], [500, 1, 500], [1001, 500, 3],
  ])("total %s / size %i → %i pages", (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
  it.each([
    [1, 100, 20, 1], [5, 100, 20, 5], [9, 100, 20, 5], [0, 100, 20, 1], [-1, 100, 20, 1], [1.5, 100, 20, 1], ["3", 100, 20, 3], [2, 0, 20, 1],
  ])("page %s of %i rows by %i → %i", (page, total, size, expected) => {
    expect(clampPage(page, total, size)).toBe(expected);
  });
});
