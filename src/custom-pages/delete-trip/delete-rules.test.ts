import { describe, expect, it } from "vitest";
import { isValidTripNumber, matchesManifest } from "./delete-rules";

describe("delete-trip rules", () => {
  it("accepts only a non-zero whole trip number", () => {
    expect(isValidTripNumber(12)).toBe(true);
    expect(isValidTripNumber("12")).toBe(true);
    for (const bad of [0, "0", "", null, undefined, "abc", 1.5]) expect(isValidTripNumber(bad)).toBe(false);
  });

  it("matches the loaded trip's manifest to the typed one, ignoring surrounding spaces", () => {
    expect(matchesManifest({ id: 1, numero: "M-1" }, " M-1 ")).toBe(true);
    expect(matchesManifest({ id: 1, numero: "M-1" }, "M-2")).toBe(false);
    expect(matchesManifest(null, "M-1")).toBe(false);
  });
});
