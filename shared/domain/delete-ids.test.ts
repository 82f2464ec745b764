import { describe, expect, it } from "vitest";
import { toNumericIds } from "./delete-ids";

describe("toNumericIds", () => {
  it.each([
    ["numbers stay", [1, 2, 3], [1, 2, 3]],
    ["numeric strings convert", ["4", " 5 ", "06"], [4, 5, 6]],
    ["non-numeric dropped", ["a", "7", "x1", "1e", 8], [7, 8]],
    ["empty, null, boolean dropped", ["", null, undefined, true, false, 9], [9]],
    ["fractions and NaN dropped", [1.5, "2.5", NaN, Infinity, 3], [3]],
    ["duplicates sent once", [1, "1", 2], [1, 2]],
    ["nothing left → empty (nothing is sent)", ["a", "b"], []],
    ["no selection", [], []],
  ] as const)("%s", (_name, input, expected) => {
    expect(toNumericIds(input)).toEqual(expected);
  });
});
