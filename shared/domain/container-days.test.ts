import { describe, expect, it } from "vitest";
import { containerDays, containerFilterStates } from "./container-days";

describe("containers", () => {
  // Bogota is UTC-5 all year: its midnight is 05:00Z
  it.each([
    // limit, delivery, días mora
    ["2024-01-01T05:00:00Z", "2024-01-11T17:00:00Z", 10],
    ["2024-01-10T05:00:00Z", "2024-01-01T05:00:00Z", -9],
    // one minute apart across Bogota's midnight: one calendar day (not 0, as whole 24 h would say)
    ["2024-03-01T04:59:00Z", "2024-03-01T05:00:00Z", 1],
    // 23 h 58 min apart within one Bogota day: 0
    ["2024-03-01T05:00:00Z", "2024-03-02T04:58:00Z", 0],
    // UTC midnight is still the previous evening in Bogota
    ["2024-03-01T00:00:00Z", "2024-03-01T23:00:00Z", 1],
    ["2024-03-02T03:00:00Z", "2024-03-01T06:00:00Z", 0],
    // a delivery before the limit's day
    ["2024-03-01T05:30:00Z", "2024-02-29T04:30:00Z", -2],
  ])("limit %s, delivery %s: %i", (limit, delivery, days) => {
    expect(containerDays(limit, delivery)).toBe(days);
  });

  it("counts to now without a delivery, and is null without a limit", () => {
    expect(containerDays("2024-01-01T05:00:00Z", null, new Date("2024-01-04T04:59:00Z"))).toBe(2);
    expect(containerDays("2024-01-01T05:00:00Z", null, new Date("2024-01-04T05:00:00Z"))).toBe(3);
    expect(containerDays(new Date("2024-01-01T05:00:00Z"), undefined, new Date("2024-01-01T05:00:00Z"))).toBe(0);
    expect(containerDays(null, "2024-01-01")).toBeNull();
    expect(containerDays("no es fecha", "2024-01-01")).toBeNull();
  });

  // on the seeded catalogue's states: tests/unit/server/container-states.test.ts
  it("the state filter hides 2-5 and 7-15 and shows container states only", () => {
    expect(containerFilterStates([{ id: 3 }, { id: 7 }, { id: 19 }]).map((s) => s.id)).toEqual([19]);
  });
});
