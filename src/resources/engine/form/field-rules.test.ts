import { describe, expect, it } from "vitest";
import { firstError, validatorsOf } from "@shared/domain/validators";
import { antdRules } from "./field-rules";

const check = (rules: Parameters<typeof validatorsOf>[0], value: unknown) => firstError(value, validatorsOf(rules));

describe("validatorsOf (the form messages)", () => {
  it.each([
    [{ required: true }, "", "Requerido"],
    [{ required: true, max: 100 }, "x".repeat(101), "Debe tener max 100 crts."],
    [{ required: true, max: 100 }, "x".repeat(100), null],
    [{ min: 3 }, "ab", "Debe tener min 3 crts."],
    [{ required: true, integer: true }, 1.5, "Entero"],
    [{ integer: true, greaterThan: 0 }, 0, "Debe ser mayor a 0"],
    [{ greaterThan: 0 }, undefined, null],
    [undefined, "", null],
  ] as const)("%j with %s → %s", (rules, value, expected) => {
    expect(check(rules, value)).toBe(expected);
  });
  it("antdRules rejects with the message", async () => {
    const [rule] = antdRules({ required: true });
    const validator = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
    await expect(validator({}, "")).rejects.toThrow("Requerido");
    await expect(validator({}, "ok")).resolves.toBeUndefined();
    expect(antdRules({})).toEqual([]);
  });
  it("antdRules gives each rule its own antd rule, so every broken one shows its message", async () => {
    const rules = antdRules({ max: 5, email: true }) as { validator: (r: unknown, v: unknown) => Promise<void> }[];
    const outcomes = await Promise.allSettled(rules.map((rule) => rule.validator({}, "sin-arroba")));
    expect(outcomes.map((o) => (o.status === "rejected" ? (o.reason as Error).message : null))).toEqual(["Debe tener max 5 crts.", "Correo inválido"]);
  });
});
