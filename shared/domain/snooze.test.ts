import { describe, expect, it } from "vitest";
import { SNOOZE_MAX_MINUTES, SNOOZE_MIN_MINUTES, snoozeEnd, snoozeProblem } from "./snooze";
import { SNOOZE_TEXTS } from "../i18n/trips-list";

describe("snoozeProblem", () => {
  it("accepts whole minutes within the bounds with a reason", () => {
    expect(snoozeProblem(SNOOZE_MIN_MINUTES, "Conductor en pausa")).toBeNull();
    expect(snoozeProblem(SNOOZE_MAX_MINUTES, "abc")).toBeNull();
    expect(snoozeProblem(30, `  ${"x".repeat(200)}  `)).toBeNull();
  });
  it.each([[SNOOZE_MIN_MINUTES - 1], [SNOOZE_MAX_MINUTES + 1], [15.5], [Number.NaN], ["30"], [null]])("refuses %s minutes", (minutes) => {
    expect(snoozeProblem(minutes, "Motivo")).toBe(SNOOZE_TEXTS.minutes(5, 240));
  });
  it("refuses a missing, short (trimmed) or long reason", () => {
    expect(snoozeProblem(30, undefined)).toBe(SNOOZE_TEXTS.reasonShort(3));
    expect(snoozeProblem(30, "  ab  ")).toBe(SNOOZE_TEXTS.reasonShort(3));
    expect(snoozeProblem(30, "x".repeat(201))).toBe(SNOOZE_TEXTS.reasonLong(200));
  });
});

describe("snoozeEnd", () => {
  it("is the given minutes after now", () => {
    expect(snoozeEnd(Date.parse("2025-03-10T12:00:00Z"), 30).toISOString()).toBe("2025-03-10T12:30:00.000Z");
    expect(snoozeEnd(new Date("2025-03-10T23:50:00Z"), 15).toISOString()).toBe("2025-03-11T00:05:00.000Z");
  });
});
