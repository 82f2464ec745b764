import { describe, expect, it } from "vitest";
import { commonPasswordSet, normalizedPassword, PASSWORD_MIN_LENGTH, PASSWORD_RULE_HINTS, passwordProblem, type PasswordContext } from "./password-rules";
import { PASSWORD_RULES_LABEL, PASSWORD_RULE_TEXTS } from "../i18n/login";

const common = new Set(["12345678", "password", "qwertyuiop", "admin123"]);
const isCommon = (p: string) => common.has(p);

describe("new password rules", () => {
  it.each([
    ["Clave2026", {}, null],
    ["1234567", {}, PASSWORD_RULE_TEXTS.tooShort(PASSWORD_MIN_LENGTH)],
    ["", {}, PASSWORD_RULE_TEXTS.tooShort(PASSWORD_MIN_LENGTH)],
    ["ñandúñandú", {}, null],
    ["🚚🚚🚚🚚🚚🚚🚚", {}, PASSWORD_RULE_TEXTS.tooShort(PASSWORD_MIN_LENGTH)],
    // blank characters only, of any length
    ["        ", {}, PASSWORD_RULE_TEXTS.blank],
    [" ", {}, PASSWORD_RULE_TEXTS.blank],
    ["\t\t\t\t\n\n\n\n", {}, PASSWORD_RULE_TEXTS.blank],
    ["\u00a0\u00a0\u00a0\u00a0\u2003\u2003\u2003\u2003", {}, PASSWORD_RULE_TEXTS.blank],
    ["   a    ", {}, null],
    ["operador", { username: "operador" }, PASSWORD_RULE_TEXTS.sameAsUser],
    ["OPERADOR ", { username: " operador" }, PASSWORD_RULE_TEXTS.sameAsUser],
    ["\toperador\n", { username: "Operador" }, PASSWORD_RULE_TEXTS.sameAsUser],
    ["operador1", { username: "operador" }, null],
    ["operador123", { username: "operador", current: "operador123" }, PASSWORD_RULE_TEXTS.sameAsCurrent],
    ["Operador123", { username: "operador", current: "operador123" }, null],
    ["corta", { username: "corta", current: "corta" }, PASSWORD_RULE_TEXTS.tooShort(PASSWORD_MIN_LENGTH)],
    // the common list, compared trimmed and without case
    ["12345678", { isCommon }, PASSWORD_RULE_TEXTS.common],
    ["PassWord", { isCommon }, PASSWORD_RULE_TEXTS.common],
    [" password ", { isCommon }, PASSWORD_RULE_TEXTS.common],
    ["admin123", { isCommon, username: "admin", current: "otra-clave" }, PASSWORD_RULE_TEXTS.common],
    ["12345678", {}, null],
    ["123456789", { isCommon }, null],
    ["Clave2026", { isCommon }, null],
    // the first rule broken is the one told
    ["password", { isCommon, username: "password" }, PASSWORD_RULE_TEXTS.sameAsUser],
    ["password", { isCommon, current: "password" }, PASSWORD_RULE_TEXTS.sameAsCurrent],
  ] as [string, PasswordContext, string | null][])("%j with %j → %s", (next, context, problem) => expect(passwordProblem(next, context)).toBe(problem));

  it("the messages and the hints are Spanish, with accents", () => {
    expect({ ...PASSWORD_RULE_TEXTS, tooShort: PASSWORD_RULE_TEXTS.tooShort(PASSWORD_MIN_LENGTH) }).toEqual({
      blank: "La contraseña no puede ser solo espacios",
      tooShort: "La contraseña debe tener al menos 8 caracteres",
      sameAsUser: "La contraseña no puede ser igual al usuario",
      sameAsCurrent: "La nueva contraseña debe ser diferente de la actual",
      common: "La contraseña es demasiado común; escriba otra",
    });
    expect(PASSWORD_RULES_LABEL).toBe("Requisitos de la contraseña");
    expect(PASSWORD_RULE_HINTS).toEqual([
      "Al menos 8 caracteres, no solo espacios",
      "Diferente del usuario y de la contraseña actual",
      "No una contraseña común (como 12345678 o password)",
    ]);
  });

  it.each([
    ["Password", "password"],
    ["  MiClave ", "miclave"],
    ["ÑANDÚ", "ñandú"],
    ["", ""],
  ])("normalizes %j as %j", (raw, normalized) => expect(normalizedPassword(raw)).toBe(normalized));
});

describe("the common passwords refused", () => {
  it.each([
    [["123456", "password", "12345678", "qwerty", "baseball"], 2, 8, ["password", "12345678"]],
    [["123456", "password", "12345678", "qwerty", "baseball"], 10, 8, ["password", "12345678", "baseball"]],
    [["123456", "password", "12345678"], 10, 6, ["123456", "password", "12345678"]],
    [["Password", "password", "PASSWORD", "football"], 2, 8, ["password", "football"]],
    [["ñandúñandú", "🚚🚚🚚🚚🚚🚚🚚", "🚚🚚🚚🚚🚚🚚🚚🚚"], 5, 8, ["ñandúñandú", "🚚🚚🚚🚚🚚🚚🚚🚚"]],
    [[], 5, 8, []],
    [["password"], 0, 8, []],
  ] as [string[], number, number, string[]][])("from %j, %i of at least %i characters → %j", (list, count, minLength, expected) => {
    expect([...commonPasswordSet(list, count, minLength)]).toEqual(expected);
  });
});
