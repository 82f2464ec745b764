import { describe, expect, it } from "vitest";
import { isRed, redAlertsKey, turnedRed } from "./red-alerts";

describe("isRed", () => {
  it("is the 'Más de 30 min' level and above", () => {
    expect(["none", "ok", "yellow", "medium", "orange"].map((l) => isRed(l as never))).toEqual([false, false, false, false, false]);
    expect(isRed("red")).toBe(true);
    expect(isRed("high")).toBe(true);
  });
});

describe("turnedRed", () => {
  const before = new Map([[1, "orange"], [2, "red"], [3, "ok"], [4, "yellow"]] as const);
  it("names the trips seen below red before and red now", () => {
    expect(turnedRed(before, [
      { id: 1, level: "red", snoozed: false },
      { id: 2, level: "high", snoozed: false },
      { id: 3, level: "high", snoozed: false },
      { id: 4, level: "orange", snoozed: false },
    ])).toEqual([1, 3]);
  });
  it("not a trip seen for the first time, nor a snoozed one", () => {
    expect(turnedRed(before, [{ id: 9, level: "red", snoozed: false }, { id: 1, level: "red", snoozed: true }])).toEqual([]);
  });
});

describe("redAlertsKey", () => {
  it("is per user", () => {
    expect(redAlertsKey(7)).toBe("tdc:avisos-rojo:7");
    expect(redAlertsKey("7")).not.toBe(redAlertsKey(8));
  });
});
