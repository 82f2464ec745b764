import { describe, expect, it } from "vitest";
import { time, timeOfDay } from "./time";
import type { EntityField } from "../types";
import { TIME_TEXTS } from "../../i18n/field-types";

const field: EntityField = { label: "Apertura", type: "time" };

describe("a time-of-day field", () => {
  it("stores 'HH:mm', from a short hour or a time with seconds", () => {
    expect(time.parse("8:05", field)).toBe("08:05");
    expect(time.parse(" 23:59:30 ", field)).toBe("23:59");
    expect(time.parse("", field)).toBeNull();
    expect(timeOfDay("mañana")).toBe("mañana");
  });

  it("refuses what is no time of day, in Spanish", () => {
    expect(time.validate("07:30", field)).toEqual([]);
    for (const bad of ["24:00", "12:60", "7", "mañana", 730]) expect(time.validate(time.parse(bad, field), field), String(bad)).toEqual([TIME_TEXTS.invalid]);
  });

  it("reads an import's text, a spreadsheet's fraction of a day and a date cell's clock", () => {
    expect(time.readCell!("6:45", field)).toEqual({ value: "06:45" });
    expect(time.readCell!(0.5, field)).toEqual({ value: "12:00" });
    expect(time.readCell!(new Date(Date.UTC(1899, 11, 30, 17, 15)), field)).toEqual({ value: "17:15" });
    expect(time.readCell!("25:00", field)).toEqual({ error: TIME_TEXTS.invalid });
    expect(time.readCell!(1.5, field)).toEqual({ error: TIME_TEXTS.invalid });
  });

  it("is exported as 'HH:mm' and read back to the same value", () => {
    const read = time.readCell!(time.exportCell("09:10", field), field) as { value: unknown };
    expect(time.same("09:10", time.parse(read.value, field), field)).toBe(true);
    expect(time.openApi(field)).toMatchObject({ type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" });
  });
});
