import { describe, expect, it } from "vitest";
import { formatDistance, formatQuantity, formatWeight, NOT_AVAILABLE, quantityOf } from "./quantity-format";

describe("quantityOf", () => {
  it.each([
    [87.6, 87.6],
    [0, 0],
    [-3, -3],
    ["32500", 32500],
    ["32500.5", 32500.5],
    ["32500,5", 32500.5],
    [" 87.6 ", 87.6],
    ["-4,25", -4.25],
  ])("%j → %j", (value, n) => expect(quantityOf(value)).toBe(n));

  it.each([
    [null], [undefined], [""], ["  "], ["abc"], ["1.108,5"], ["1,108.5"], ["12 500"], ["1e5"], [Number.NaN],
    [Number.POSITIVE_INFINITY], [true], [{}], ["5."], [".5"],
  ])("%j is not a quantity", (value) => expect(quantityOf(value)).toBeNull());
});

describe("formatQuantity (es-CO)", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [87.6, "87,6"],
    [87.64, "87,6"],
    [87.65, "87,7"],
    [87.04, "87"],
    [999, "999"],
    // es-CO groups from four digits on
    [1108, "1.108"],
    [1107.6, "1.107,6"],
    [12345.67, "12.345,7"],
    [1234567.8, "1.234.567,8"],
    [-1500.25, "-1.500,3"],
    [-0.04, "0"],
    ["1107.6", "1.107,6"],
    ["32500,5", "32.500,5"],
  ])("%j → %s", (value, text) => expect(formatQuantity(value)).toBe(text));

  it("reads NA for what is not a number", () => {
    for (const value of [null, undefined, "", "x", Number.NaN, Number.NEGATIVE_INFINITY, "1.108,5"]) {
      expect(formatQuantity(value)).toBe(NOT_AVAILABLE);
    }
  });
});

describe("formatDistance", () => {
  it("writes the three screens' distances one way", () => {
    expect(formatDistance(1108)).toBe("1.108 km");
    expect(formatDistance(1107.6)).toBe("1.107,6 km");
    expect(formatDistance(87.6)).toBe("87,6 km");
    expect(formatDistance(0)).toBe("0 km");
  });
  it("reads NA without a distance", () => {
    expect(formatDistance(null)).toBe("NA");
    expect(formatDistance("lejos")).toBe("NA");
  });
});

describe("formatWeight", () => {
  it("writes kilograms with the weighing report's unit", () => {
    expect(formatWeight(32500)).toBe("32.500 KG");
    expect(formatWeight("32500,5")).toBe("32.500,5 KG");
    expect(formatWeight("800")).toBe("800 KG");
    expect(formatWeight(undefined)).toBe("NA");
  });
});
