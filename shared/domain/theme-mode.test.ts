import { describe, expect, it } from "vitest";
import { isDark, parsePreference, themeStorageKey } from "./theme-mode";

describe("theme mode", () => {
  it.each([
    ["system", false, false], ["system", true, true],
    ["light", true, false], ["light", false, false],
    ["dark", false, true], ["dark", true, true],
  ] as const)("%s with a %s system → dark %s", (preference, systemDark, dark) => {
    expect(isDark(preference, systemDark)).toBe(dark);
  });
  it.each([["dark", "dark"], ["light", "light"], ["system", "system"], [null, "system"], ["purple", "system"], ["", "system"]])(
    "stored %j reads as %s", (stored, preference) => expect(parsePreference(stored)).toBe(preference));
  it("keeps one choice per user", () => {
    expect(themeStorageKey(7)).toBe("tdc-theme-7");
    expect(themeStorageKey(8)).not.toBe(themeStorageKey(7));
    expect(themeStorageKey(null)).toBe("tdc-theme-anon");
  });
});
