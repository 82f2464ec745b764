import { describe, expect, it } from "vitest";
import { emailConflict, type EmailConflict } from "./email-conflict";
import { EMAIL_CONFLICT_TEXTS } from "../i18n/users";

describe("the refusal of an e-mail in use", () => {
  it.each([
    [[], 1, "free"],
    [[1], 1, "ownCompany"],
    [[8], 1, "otherCompany"],
    [[1], 8, "otherCompany"],
    [[3, 8], 1, "otherCompany"],
    [[3, 1], 1, "ownCompany"],
    [[1, 1], 1, "ownCompany"],
    [[8, 8], 1, "otherCompany"],
  ] as [number[], number, EmailConflict][])("held by companies %j, asked by company %i → %s", (holders, idempresa, expected) => {
    expect(emailConflict(holders, idempresa)).toBe(expected);
  });

  it("says where the address is used only within the caller's company, in Spanish", () => {
    expect(EMAIL_CONFLICT_TEXTS).toEqual({
      ownCompany: "El correo ya está registrado",
      otherCompany: "El correo no se puede usar; escriba otro",
    });
    expect(EMAIL_CONFLICT_TEXTS.otherCompany).not.toMatch(/registrad|empresa|existe/i);
  });
});
