// POST /api/login and the session cookies it leaves, without Refine: the login screen a
// signed-out browser loads first (src/login-app.tsx) and Refine's authProvider.login both call it.
import { APP_ID } from "@shared/config";
import { isLoginBody, sessionFromLogin } from "@shared/domain/session";
import { paths } from "@/resources/paths";
import { API_BASE_URL, writeSession } from "./session";
import { LOGIN_TEXTS } from "@shared/i18n/login";

export interface LoginParams {
  username: string;
  password: string;
}

/** 429: too many failed logins; the server's text says how long to wait. */
export const TOO_MANY_ATTEMPTS = 429;

/** Refine's AuthActionResponse, spelled here so that the login screen loads without Refine. */
export type SignInResult = {
  success: boolean;
  redirectTo?: string;
  error?: { name: string; message: string; statusCode?: number };
};

/** a refused sign-in or logout, its text as the notification shows it */
export const failure = (text: string): SignInResult => ({ success: false, error: { name: text, message: text } });

export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${API_BASE_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
    credentials: "include",
  });

const blocked = (body: unknown): SignInResult => {
  const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
  const text = typeof message === "string" && message ? message : LOGIN_TEXTS.tooManyAttempts;
  return { success: false, error: { name: text, message: text, statusCode: TOO_MANY_ATTEMPTS } };
};

/**
 * Signs in: 200 leads to /Home, 409 (password change required) to /changePassword; the server sets the
 * HttpOnly token cookie and this writes the readable session fields. `beforeSession` runs just before them
 * (the app empties its query cache there).
 */
export async function signIn({ username, password }: LoginParams, beforeSession?: () => void): Promise<SignInResult> {
  try {
    const response = await postJson("/api/login", { username, password, extra: { code: APP_ID } });
    const body: unknown = await response.json().catch(() => null);
    if ((response.status === 200 || response.status === 409) && isLoginBody(body)) {
      beforeSession?.();
      writeSession(sessionFromLogin(body));
      return { success: true, redirectTo: response.status === 409 ? paths.changePassword : paths.home };
    }
    if (response.status === TOO_MANY_ATTEMPTS) return blocked(body);
  } catch (error) {
    console.error("[login]", error);
  }
  return failure(LOGIN_TEXTS.failed);
}
