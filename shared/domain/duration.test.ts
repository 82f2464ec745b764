import { describe, expect, it } from "vitest";
import {
  formatEstimatedTime, formatPlanDuration, hoursMinutesToMinutes, hoursMinutesToSeconds, secondsToHoursMinutes,
} from "./duration";

describe("formatEstimatedTime (days plus hours:minutes)", () => {
  it.each([
    [0, "0d 00:00"],
    [59, "0d 00:00"],
    [60, "0d 00:01"],
    [9_000, "0d 02:30"],
    [86_399, "0d 23:59"],
    [86_400, "1d 00:00"],
    [95_400, "1d 02:30"],
    [10 * 86_400 + 3_600 + 120, "10d 01:02"],
    [null, "NA"],
    [undefined, "NA"],
    [-1, "NA"],
    [Number.NaN, "NA"],
  ])("%s s → %s", (seconds, text) => {
    expect(formatEstimatedTime(seconds)).toBe(text);
  });
});

describe("hoursMinutesToSeconds: (hours*60 + minutes)*60", () => {
  it.each([
    [0, 0, 0],
    [0, 1, 60],
    [1, 0, 3_600],
    [2, 30, 9_000],
    [26, 30, 95_400],
  ])("%i h %i min → %i s", (hours, minutes, seconds) => {
    expect(hoursMinutesToSeconds(hours, minutes)).toBe(seconds);
  });
});

describe("secondsToHoursMinutes (editing a stored route time)", () => {
  it.each([
    [0, 0, 0],
    [9_000, 2, 30],
    [95_400, 26, 30],
    [95_459, 26, 30],
    [null, 0, 0],
  ])("%s s → %i h %i min", (seconds, hours, minutes) => {
    expect(secondsToHoursMinutes(seconds)).toEqual({ hours, minutes });
  });

  it("round-trips with hoursMinutesToSeconds", () => {
    for (const [h, m] of [[0, 0], [1, 59], [47, 5], [100, 0]]) {
      expect(secondsToHoursMinutes(hoursMinutesToSeconds(h, m))).toEqual({ hours: h, minutes: m });
    }
  });
});

describe("plan durations (60 times hours plus minutes, shown h:mm)", () => {
  it.each([
    [0, 0, 0, "0:00"],
    [0, 45, 45, "0:45"],
    [1, 30, 90, "1:30"],
    [25, 5, 1_505, "25:05"],
  ])("%i h %i min → %i min → %s", (hours, minutes, total, text) => {
    expect(hoursMinutesToMinutes(hours, minutes)).toBe(total);
    expect(formatPlanDuration(total)).toBe(text);
  });

  it.each([[null], [undefined], [-5]])("%s → NA", (value) => {
    expect(formatPlanDuration(value)).toBe("NA");
  });
});
