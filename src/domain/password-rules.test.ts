import { describe, expect, it } from "vitest";
import { PASSWORD_RULE_TEXTS, passwordProblem } from "./password-rules";

describe("new password rules", () => {
  it.each([
    ["Clave2026", {}, null],
    ["1234567", {}, PASSWORD_RULE_TEXTS.tooShort],
    ["", {}, PASSWORD_RULE_TEXTS.tooShort],
    ["ñandúñandú", {}, null],
    ["🚚🚚🚚🚚🚚🚚🚚", {}, PASSWORD_RULE_TEXTS.tooShort],
    ["operador", { username: "operador" }, PASSWORD_RULE_TEXTS.sameAsUser],
    ["OPERADOR ", { username: " operador" }, PASSWORD_RULE_TEXTS.sameAsUser],
    ["operador1", { username: "operador" }, null],
    ["operador123", { username: "operador", current: "operador123" }, PASSWORD_RULE_TEXTS.sameAsCurrent],
    ["Operador123", { username: "operador", current: "operador123" }, null],
    ["corta", { username: "corta", current: "corta" }, PASSWORD_RULE_TEXTS.tooShort],
  ])("%j with %j → %s", (next, context, problem) => expect(passwordProblem(next, context)).toBe(problem));

  it("the messages are Spanish, with accents", () => {
    expect(PASSWORD_RULE_TEXTS).toEqual({
      tooShort: "La contraseña debe tener al menos 8 caracteres",
      sameAsUser: "La contraseña no puede ser igual al usuario",
      sameAsCurrent: "La nueva contraseña debe ser diferente de la actual",
    });
  });
});
