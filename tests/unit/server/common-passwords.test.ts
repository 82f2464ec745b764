import { describe, expect, it } from "vitest";
import { commonPasswords } from "@server/auth/common-passwords";
import { COMMON_PASSWORDS_REFUSED, PASSWORD_MIN_LENGTH } from "@shared/domain/password-rules";

describe("the common passwords the server refuses", () => {
  it("are the most used ones of at least the minimum length, normalized", async () => {
    const refused = await commonPasswords();
    expect(refused.size).toBe(COMMON_PASSWORDS_REFUSED);
    for (const password of refused) {
      expect([...password].length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(password).toBe(password.trim().toLowerCase());
    }
  });

  it.each([
    ["12345678", true],
    ["password", true],
    ["qwertyuiop", true],
    ["iloveyou", true],
    ["admin123", true],
    ["123456", false],
    ["operador123", false],
    ["Ruta-Norte-2026", false],
  ])("%s → %s", async (password, refused) => {
    expect((await commonPasswords()).has(password)).toBe(refused);
  });
});
