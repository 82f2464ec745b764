import { describe, expect, it } from "vitest";
import { fieldErrors, firstError, greaterThan, integer, isEmpty, maxLength, minLength, required, sanitizeText } from "./validators";

describe("required", () => {
  it.each([[null], [undefined], [""], ["   "], [[]], [NaN]])("%s → Requerido", (v) => {
    expect(required(v)).toBe("Requerido");
  });
  it.each([["a"], [0], [false], [[1]], [{}]])("%s passes", (v) => {
    expect(required(v)).toBeNull();
  });
});

describe("maxLength / minLength", () => {
  it("max: N characters pass, N+1 give the message", () => {
    expect(maxLength(100)("x".repeat(100))).toBeNull();
    expect(maxLength(100)("x".repeat(101))).toBe("Debe tener max 100 crts.");
    expect(maxLength(3)("")).toBeNull();
  });
  it("min: fewer than N give the message, empty passes (required decides)", () => {
    expect(minLength(3)("ab")).toBe("Debe tener min 3 crts.");
    expect(minLength(3)("abc")).toBeNull();
    expect(minLength(3)(null)).toBeNull();
  });
});

describe("greaterThan", () => {
  it.each([
    [0, 1, null], [0, 0, "Debe ser mayor a 0"], [0, -1, "Debe ser mayor a 0"], [5, "6", null], [5, "abc", "Debe ser mayor a 5"], [0, null, null],
  ] as const)("> %i with %s", (n, value, expected) => {
    expect(greaterThan(n)(value)).toBe(expected);
  });
});

describe("integer", () => {
  it.each([[1, null], [0, null], ["12", null], [1.5, "Entero"], ["1.2", "Entero"], ["x", "Entero"], [null, null], ["", null]] as const)(
    "%s → %s",
    (value, expected) => {
      expect(integer(value)).toBe(expected);
    },
  );
});

describe("firstError and helpers", () => {
  it("returns the first failing rule in order", () => {
    expect(firstError("", [required, maxLength(2)])).toBe("Requerido");
    expect(firstError("abc", [required, maxLength(2)])).toBe("Debe tener max 2 crts.");
    expect(firstError("ab", [required, maxLength(2)])).toBeNull();
  });
  it("isEmpty", () => {
    expect(isEmpty(" ")).toBe(true);
    expect(isEmpty(0)).toBe(false);
  });
  it("sanitizeText blocks the apostrophe and can upper-case", () => {
    expect(sanitizeText("o'hara")).toBe("ohara");
    expect(sanitizeText("o'hara", true)).toBe("OHARA");
  });
});

describe("fieldErrors", () => {
  it("gives each field's message, in the rule set's order, and nothing for valid fields", () => {
    const rules = { nombre: { required: true, max: 5 }, edad: { integer: true, greaterThan: 0 }, nota: { max: 3 } };
    expect(fieldErrors({ nombre: "abcdef", edad: 0, nota: "ok" }, rules)).toEqual([
      { field: "nombre", message: "Debe tener max 5 crts." },
      { field: "edad", message: "Debe ser mayor a 0" },
    ]);
    expect(fieldErrors({ edad: 1.5 }, rules)).toEqual([
      { field: "nombre", message: "Requerido" },
      { field: "edad", message: "Entero" },
    ]);
    expect(fieldErrors({ nombre: "ab", edad: 3 }, rules)).toEqual([]);
  });
  it("gives every message of a field whose value breaks several rules, in the rules' order", () => {
    const rules = { correo: { max: 5, email: true }, monto: { greaterThan: 0, atLeast: 10 }, telefono: { phone: true } };
    expect(fieldErrors({ correo: "sin-arroba", monto: -2, telefono: "12" }, rules)).toEqual([
      { field: "correo", message: "Debe tener max 5 crts." },
      { field: "correo", message: "Correo inválido" },
      { field: "monto", message: "Debe ser mayor a 0" },
      { field: "monto", message: "Debe ser mayor o igual a 10" },
      { field: "telefono", message: "Teléfono inválido" },
    ]);
    expect(fieldErrors({ monto: 10, telefono: "3001234567" }, rules)).toEqual([]);
  });
});
