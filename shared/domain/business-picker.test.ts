// The picker's conversions, run in a process time zone far from Bogotá's in both directions, and in Bogotá's own.
import dayjs from "dayjs";
import { afterAll, describe, expect, it } from "vitest";
import { instantOfPicked, pickerValueOf } from "./business-picker";

const zoneBefore = process.env.TZ;
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

// each zone with its offset from UTC on 31/12/2026 in minutes, as Date.getTimezoneOffset gives it
describe.each([["Asia/Tokyo", -540], ["Pacific/Kiritimati", -840], ["America/Los_Angeles", 480], ["America/Bogota", 300], ["UTC", 0]] as const)("the Bogotá picker with the process in %s", (zone, offset) => {
  it("runs in that zone", () => {
    process.env.TZ = zone;
    expect(new Date(2026, 11, 31).getTimezoneOffset() + 0).toBe(offset);
  });

  it("stores a picked date as the start of that day in Bogotá", () => {
    process.env.TZ = zone;
    // what the picker gives for a click on 31/12/2026: that day in the browser's zone, at any time of it
    expect(instantOfPicked(dayjs(new Date(2026, 11, 31)), false)).toBe("2026-12-31T05:00:00.000Z");
    expect(instantOfPicked(dayjs(new Date(2026, 11, 31, 23, 59)), false)).toBe("2026-12-31T05:00:00.000Z");
  });

  it("stores a picked date and time as that time in Bogotá", () => {
    process.env.TZ = zone;
    expect(instantOfPicked(dayjs(new Date(2026, 11, 31, 22, 15, 40)), true)).toBe("2027-01-01T03:15:00.000Z");
  });

  it("shows a stored instant as its Bogotá day and time, and picks it back unchanged", () => {
    process.env.TZ = zone;
    const shown = pickerValueOf("2027-01-01T03:15:00.000Z")!;
    expect(shown.format("DD/MM/YYYY HH:mm")).toBe("31/12/2026 22:15");
    expect(instantOfPicked(shown, true)).toBe("2027-01-01T03:15:00.000Z");
    expect(pickerValueOf("2026-12-31T05:00:00.000Z")!.format("DD/MM/YYYY")).toBe("31/12/2026");
    expect(instantOfPicked(pickerValueOf("2026-12-31T05:00:00.000Z"), false)).toBe("2026-12-31T05:00:00.000Z");
  });
});

describe("nothing to pick or show", () => {
  it("gives null and undefined for no value or an unreadable one", () => {
    for (const v of [null, undefined, "", "no es fecha", 5]) expect(pickerValueOf(v)).toBeNull();
    expect(instantOfPicked(null, true)).toBeUndefined();
    expect(instantOfPicked(undefined, false)).toBeUndefined();
    expect(instantOfPicked(dayjs("no es fecha"), false)).toBeUndefined();
  });
});
