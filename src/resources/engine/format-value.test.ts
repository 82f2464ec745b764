import { describe, expect, it } from "vitest";
import { formatValue, NA, toFieldType } from "./format-value";

describe("formatValue", () => {
  it.each([
    ["TEXT", null], ["TEXT", undefined], ["TEXT", ""], ["TEXT", "  "], ["DATE", null], ["NUMERIC", null], ["BOOLEAN", null], ["PHONE", ""],
  ] as const)("%s empty (%s) → NA", (type, value) => {
    expect(formatValue(value, type)).toBe(NA);
  });
  it("uses the column's void value for empty values when it has one", () => {
    expect(formatValue(null, "PHONE", undefined, "No posee telefono")).toBe("No posee telefono");
  });
  it("a list shows its items joined by ', ', never its JSON; an empty list is NA", () => {
    expect(formatValue(["Carga", "Vida"], "TEXT")).toBe("Carga, Vida");
    expect(formatValue(["Carga"], "TEXT")).toBe("Carga");
    expect(formatValue([], "TEXT")).toBe(NA);
  });
  it("dates are shown in America/Bogota", () => {
    expect(formatValue("2024-06-01T03:30:00Z", "DATE")).toBe("31/05/2024");
    expect(formatValue("2024-06-01T03:30:00Z", "DATE-TIME")).toBe("31/05/2024 22:30");
    expect(formatValue("2024-06-01T03:30:00Z", "TIME")).toBe("22:30");
  });
  it("an unreadable date is NA", () => {
    expect(formatValue("not a date", "DATE")).toBe(NA);
  });
  it("times of day stay as written, without seconds", () => {
    expect(formatValue("7:05:00", "TIME")).toBe("07:05");
    expect(formatValue("23:59", "TIME")).toBe("23:59");
  });
  it.each([[true, "SI"], [false, "NO"], ["true", "SI"], [0, "NO"], ["x", NA]] as const)("BOOLEAN %s → %s", (v, text) => {
    expect(formatValue(v, "BOOLEAN")).toBe(text);
  });
  it("numbers use the Colombian format", () => {
    expect(formatValue(1234.5, "NUMERIC")).toBe("1.234,5");
    expect(formatValue(0, "NUMERIC")).toBe("0");
    expect(formatValue("abc", "NUMERIC")).toBe("abc");
  });
  it("durations are days + hh:mm", () => {
    expect(formatValue(93600 + 1800, "DURATION")).toBe("1d 02:30");
  });
  it("select values show their label", () => {
    const options = [{ value: 1, label: "BAJA" }, { value: 3, label: "ALTA" }];
    expect(formatValue(3, "SELECT", options)).toBe("ALTA");
    expect(formatValue("1", "SELECT", options)).toBe("BAJA");
    expect(formatValue(9, "SELECT", options)).toBe("9");
  });
  it("text and phones as written; geo as 'lat, lng'", () => {
    expect(formatValue("3001234567", "PHONE")).toBe("3001234567");
    expect(formatValue({ latitud: 4.6, longitud: -74.1 }, "GEO")).toBe("4.6, -74.1");
  });
});

describe("toFieldType", () => {
  it.each([["TEXT", "TEXT"], ["date-time", "DATE-TIME"], ["DATETIME", "DATE-TIME"], ["DATE_TIME", "DATE-TIME"], ["numeric", "NUMERIC"], ["weird", "TEXT"], [null, "TEXT"]] as const)(
    "%s → %s",
    (input, expected) => {
      expect(toFieldType(input)).toBe(expected);
    },
  );
});
