import { describe, expect, it } from "vitest";
import { decimalError, formatDecimal } from "./decimal";

describe("decimalError", () => {
  it("takes a decimal within its precision and scale, as text or number", () => {
    expect(decimalError("1234.5", 6, 2)).toBeNull();
    expect(decimalError("9999.99", 6, 2)).toBeNull();
    expect(decimalError(" -0.75 ", 6, 2)).toBeNull();
    expect(decimalError(12, 6, 2)).toBeNull();
    // trailing zeros and leading zeros do not count
    expect(decimalError("1.500", 6, 2)).toBeNull();
    expect(decimalError("0001234", 6, 2)).toBeNull();
  });

  it("refuses more decimals, more whole digits or what is not a number, in Spanish", () => {
    expect(decimalError("1.234", 6, 2)).toBe("Debe tener máximo 2 decimales");
    expect(decimalError("12345.5", 6, 2)).toBe("Debe tener máximo 4 dígitos enteros");
    expect(decimalError("1.5", 4, 0)).toBe("Debe ser un número entero");
    expect(decimalError("1,5", 6, 2)).toBe("Debe ser un número (use punto para los decimales)");
    expect(decimalError("abc", 6, 2)).toBe("Debe ser un número (use punto para los decimales)");
    expect(decimalError(Number.NaN, 6, 2)).toBe("Debe ser un número (use punto para los decimales)");
  });
});

describe("formatDecimal", () => {
  it("writes es-CO with the scale's decimals, exactly", () => {
    expect(formatDecimal("1234.5", 2)).toBe("1.234,50");
    expect(formatDecimal("-0.75", 2)).toBe("-0,75");
    expect(formatDecimal("1234567890123.45", 2)).toBe("1.234.567.890.123,45");
    expect(formatDecimal(7, 0)).toBe("7");
    expect(formatDecimal("-0.00", 2)).toBe("0,00");
    expect(formatDecimal(null, 2)).toBe("NA");
    expect(formatDecimal("x", 2)).toBe("NA");
  });
});
