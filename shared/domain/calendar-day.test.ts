import { describe, expect, it } from "vitest";
import { calendarDayError, formatCalendarDay, isCalendarDay } from "./calendar-day";

describe("a calendar day", () => {
  it("is a real day written YYYY-MM-DD", () => {
    expect(isCalendarDay("2026-02-28")).toBe(true);
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("28/02/2026")).toBe(false);
    expect(isCalendarDay("2026-02-28T05:00:00Z")).toBe(false);
    expect(calendarDayError("2026-02-30")).toBe("Debe ser una fecha AAAA-MM-DD");
    expect(calendarDayError(null)).toBeNull();
  });

  it("is shown DD/MM/YYYY, the same day in any time zone", () => {
    expect(formatCalendarDay("2026-01-02")).toBe("02/01/2026");
    expect(formatCalendarDay(null)).toBe("NA");
  });
});
