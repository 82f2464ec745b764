import { describe, expect, it } from "vitest";
import { atScrollEnd, grownPageSize, searchFilters } from "./search-list";

describe("grownPageSize (page size 20 growing by 20)", () => {
  it.each([
    [20, 20, 100, 40],
    [40, 40, 100, 60],
    [40, 40, 40, 40],
    [20, 7, 7, 20],
    [40, 25, 100, 40],
    [20, 20, undefined, 20],
  ])("size %i with %i of %s loaded → %i", (size, loaded, total, expected) => {
    expect(grownPageSize(size, loaded, total)).toBe(expected);
  });
});

describe("searchFilters", () => {
  it("contains on the label field", () => {
    expect(searchFilters("descripcion", " bogo ")).toEqual([{ field: "descripcion", operator: "contains", value: "bogo" }]);
  });
  it("blank text and apostrophes only → no filter", () => {
    expect(searchFilters("descripcion", "  ")).toEqual([]);
    expect(searchFilters("descripcion", "''")).toEqual([]);
  });
});

describe("atScrollEnd", () => {
  it("detects the end of the list", () => {
    expect(atScrollEnd({ scrollTop: 192, clientHeight: 256, scrollHeight: 450 })).toBe(true);
    expect(atScrollEnd({ scrollTop: 0, clientHeight: 256, scrollHeight: 800 })).toBe(false);
  });
});
