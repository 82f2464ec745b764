import { describe, expect, it } from "vitest";
import { SYS_ESTADOS } from "@server/db/seed/catalog";
import { containerDays, containerFilterStates } from "./container-days";

describe("containers (spec 3 §4)", () => {
  it("días mora = days from the limit to the delivery, or to now", () => {
    expect(containerDays("2024-01-01T00:00:00Z", "2024-01-11T12:00:00Z")).toBe(10);
    expect(containerDays("2024-01-10T00:00:00Z", "2024-01-01T00:00:00Z")).toBe(-9);
    expect(containerDays("2024-01-01T00:00:00Z", null, new Date("2024-01-04T01:00:00Z"))).toBe(3);
    expect(containerDays(null, "2024-01-01")).toBeNull();
  });
  it("the state filter hides 2-5 and 7-15 and shows container states only", () => {
    expect(containerFilterStates(SYS_ESTADOS).map((s) => s.id)).toEqual([18, 19, 20, 21]);
    expect(containerFilterStates([{ id: 3 }, { id: 7 }, { id: 19 }]).map((s) => s.id)).toEqual([19]);
  });
});
