// Light / dark look for every antd component: follows the system by default; the user's choice (user menu)
// is kept per user in this browser (shared/domain/theme-mode.ts). A system asking for reduced motion gets antd's
// components without their animations. Wraps antd's ConfigProvider.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { ConfigProvider, theme, type ConfigProviderProps } from "antd";
import { isDark, parsePreference, themeStorageKey, type ThemePreference } from "@shared/domain/theme-mode";
import { readSession } from "./session";

interface ThemeMode {
  preference: ThemePreference;
  dark: boolean;
  setPreference(preference: ThemePreference): void;
}

const ThemeModeContext = createContext<ThemeMode>({ preference: "system", dark: false, setPreference: () => undefined });
export const useThemeMode = () => useContext(ThemeModeContext);

const DARK_QUERY = "(prefers-color-scheme: dark)";
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
const matches = (query: string) => typeof window !== "undefined" && !!window.matchMedia?.(query).matches;

/** whether the system's media query holds, followed as it changes */
function useMediaQuery(query: string): boolean {
  const [holds, setHolds] = useState(() => matches(query));
  useEffect(() => {
    const media = window.matchMedia?.(query);
    const onChange = () => setHolds(media.matches);
    media?.addEventListener("change", onChange);
    return () => media?.removeEventListener("change", onChange);
  }, [query]);
  return holds;
}
const stored = (userId: number | undefined) => {
  try {
    return parsePreference(window.localStorage.getItem(themeStorageKey(userId)));
  } catch {
    return "system" as const;
  }
};

export type ThemeModeProps = ConfigProviderProps & { children: ReactNode };

/** Theme and antd configuration; needs no router (the login screen loads without one). */
export function ThemeModeProvider({ children, ...config }: ThemeModeProps) {
  const userId = readSession()?.id;
  const [choices, setChoices] = useState<Record<string, ThemePreference>>({});
  const preference = choices[String(userId)] ?? stored(userId);
  const system = useMediaQuery(DARK_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const setPreference = useCallback((next: ThemePreference) => {
    try {
      window.localStorage.setItem(themeStorageKey(userId), next);
    } catch {
      // a browser without storage keeps the choice for this page only
    }
    setChoices((c) => ({ ...c, [String(userId)]: next }));
  }, [userId]);
  const dark = isDark(preference, system);
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? "dark" : "light";
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  }, [dark]);
  const value = useMemo(() => ({ preference, dark, setPreference }), [preference, dark, setPreference]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ConfigProvider {...config} theme={{
        ...config.theme,
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { ...config.theme?.token, ...(reducedMotion ? { motion: false } : {}) },
      }}>
        {children}
      </ConfigProvider>
    </ThemeModeContext.Provider>
  );
}
