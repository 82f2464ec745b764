// Light or dark look (issue: dark mode): the user's choice, kept per user in the browser, or the system's.
// Pure: the system's preference and the storage are passed in.

export type ThemePreference = "system" | "light" | "dark";
export const THEME_PREFERENCES: readonly ThemePreference[] = ["system", "light", "dark"];

/** The storage key of a user's choice; one per user of this browser, kept across sessions. */
export const themeStorageKey = (userId: number | null | undefined) => `tdc-theme-${userId ?? "anon"}`;

export function parsePreference(value: string | null | undefined): ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference) ? (value as ThemePreference) : "system";
}

/** Whether the screens are dark: the choice, or the system's when the choice is to follow it. */
export function isDark(preference: ThemePreference, systemDark: boolean): boolean {
  return preference === "dark" || (preference === "system" && systemDark);
}
