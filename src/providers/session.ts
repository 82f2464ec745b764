// The session cookies: one js-cookie per field, lifetime about 10 days.
import Cookies from "js-cookie";
import {
  isTableConfigKey, SESSION_FIELDS, sessionCookieOptions, sessionFromCookies, sessionToCookies, type Session,
} from "@shared/domain/session";

/** API base URL (`VITE_API_URL`); empty means the page's own origin. */
export const API_BASE_URL: string = String(import.meta.env.VITE_API_URL ?? "").replace(/\/+$/, "");

export function readSession(): Session | null {
  return sessionFromCookies(Cookies.get());
}

export function writeSession(session: Session, now: Date = new Date()): void {
  const options = sessionCookieOptions(now);
  for (const [field, value] of Object.entries(sessionToCookies(session))) Cookies.set(field, value, options);
}

export function clearSession(): void {
  for (const field of SESSION_FIELDS) Cookies.remove(field, { path: "/" });
}

/**
 * Removes the saved table configuration (on logout): every key starting with homeT, such as the
 * state each list keeps between visits (src/resources/engine/table-memory.ts).
 */
export function clearSavedTableConfig(storage: Storage = window.localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && isTableConfigKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Clears everything a session leaves in the browser. */
export function clearLocalSession(): void {
  clearSession();
  clearSavedTableConfig();
}
