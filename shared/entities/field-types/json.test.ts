import { describe, expect, it } from "vitest";
import { canonicalJson, json } from "./json";
import type { EntityField } from "../types";
import { JSON_TEXTS } from "../../i18n/field-types";

const field: EntityField = { label: "Datos", type: "json", max: 40 };

describe("a JSON field", () => {
  it("stores any JSON value with its keys in jsonb's order; null is no value", () => {
    expect(JSON.stringify(json.parse({ bb: 1, a: [{ z: 1, y: 2 }] }, field))).toBe('{"a":[{"y":2,"z":1}],"bb":1}');
    expect(json.parse("texto", field)).toBe("texto");
    expect(json.parse(null, field)).toBeNull();
    expect(canonicalJson([3, "x"])).toEqual([3, "x"]);
  });

  it("refuses a value whose text is longer than its max", () => {
    expect(json.validate({ a: 1 }, field)).toEqual([]);
    expect(json.validate({ a: "x".repeat(40) }, field)).toEqual(["Debe tener max 40 crts."]);
  });

  it("is shown and exported compact, and an exported cell is read back to the same value", () => {
    const value = json.parse({ nombre: "Ana", tags: ["a", "b"], n: 1.5, ok: true }, field);
    const cell = json.exportCell(value, field);
    expect(cell).toBe('{"n":1.5,"ok":true,"tags":["a","b"],"nombre":"Ana"}');
    expect(json.format(value, field)).toBe(cell);
    const read = json.readCell!(cell, field) as { value: unknown };
    expect(json.same(value, json.parse(read.value, field), field)).toBe(true);
    expect(json.same({ a: 1, b: 2 }, { b: 2, a: 1 }, field)).toBe(true);
    expect(json.same({ a: 1 }, { a: 2 }, field)).toBe(false);
  });

  it("refuses a cell that is no JSON with 'JSON inválido'", () => {
    expect(json.readCell!("{nombre: Ana}", field)).toEqual({ error: JSON_TEXTS.invalid });
    expect(json.readCell!(12, field)).toEqual({ value: 12 });
  });
});
