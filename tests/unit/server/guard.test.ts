import { describe, expect, it } from "vitest";
import { requireOwnCompany, requireSelf } from "@server/auth/guard";

const caller = (idrol: number) => ({ session: { token: "t", idusuario: 5, idempresa: 1, idrol, nombre: "x" } });
const codeOf = (fn: () => void) => {
  try {
    fn();
    return "OK";
  } catch (e) {
    return (e as { extensions?: { code?: string } }).extensions?.code;
  }
};

describe("guard", () => {
  it.each([[1, "OK"], [3, "FORBIDDEN"], [0, "FORBIDDEN"]])("company %i → %s", (idempresa, code) => {
    expect(codeOf(() => requireOwnCompany(caller(3), idempresa))).toBe(code);
  });

  it.each([[5, "OK"], [6, "FORBIDDEN"]])("user %i → %s", (iduser, code) => {
    expect(codeOf(() => requireSelf(caller(1), iduser))).toBe(code);
  });
});
