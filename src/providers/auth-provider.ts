// Refine authProvider over the REST login and the session cookies.
import type { AuthProvider } from "@refinedev/core";
import { APP_ID } from "@shared/config";
import { LOGIN_TEXTS } from "@shared/i18n/login";
import { isUnauthenticatedError } from "@/providers/data";
import { paths } from "@/resources/paths";
import { clearQueryCache } from "./query-client";
import { API_BASE_URL, clearLocalSession, clearSession, readSession } from "./session";
import { failure, postJson, signIn, type LoginParams } from "./sign-in";

export { TOO_MANY_ATTEMPTS, type LoginParams } from "./sign-in";

export interface PasswordChange {
  claveactual: string;
  clavenueva: string;
  claveconfirmacion: string;
}

let ending = false;
let loggingOut = false;
/**
 * UNAUTHENTICATED: the server session is gone; clear the cookies and reload. Requests still in
 * flight while Cerrar sesión revokes the token answer UNAUTHENTICATED too: that session is already being
 * ended (or is gone), so they must not reload the login screen under the user.
 */
export function endSessionAndReload(): void {
  if (ending || loggingOut) return;
  if (!readSession()) {
    // nothing cached for a session that is gone may be shown to whoever signs in next
    clearQueryCache();
    return;
  }
  ending = true;
  clearSession();
  // the reload drops every cached answer; emptying the cache before it would make the screens still mounted ask
  // again for what the server just refused
  window.location.reload();
}

/** PUT /api/login with the session cookie (also the must-change session of a 409 login). */
export async function changePassword(values: PasswordChange): Promise<{ ok: boolean; message?: string }> {
  const session = readSession();
  if (!session) return { ok: false };
  const query = new URLSearchParams({ idapp: String(APP_ID), idempresa: String(session.idcompany) });
  try {
    const response = await fetch(`${API_BASE_URL}/api/login?${query}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(values),
      credentials: "include",
    });
    if (response.ok) return { ok: true };
    const body: unknown = await response.json().catch(() => null);
    const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
    return { ok: false, message: typeof message === "string" ? message : undefined };
  } catch {
    return { ok: false };
  }
}

export const authProvider: AuthProvider = {
  // a new session starts from an empty cache (the previous one may have ended without Cerrar sesión)
  login: (params: LoginParams) => signIn(params, clearQueryCache),

  async logout() {
    const session = readSession();
    if (session) {
      loggingOut = true;
      try {
        // the server revokes the session and removes its HttpOnly cookie
        const response = await postJson("/api/logout", {});
        if (!response.ok) return failure(LOGIN_TEXTS.logoutFailed);
        clearLocalSession();
      } catch {
        return failure(LOGIN_TEXTS.logoutFailed);
      } finally {
        loggingOut = false;
      }
    }
    clearLocalSession();
    clearQueryCache();
    return { success: true, redirectTo: "/" };
  },

  async check() {
    return readSession() ? { authenticated: true } : { authenticated: false, redirectTo: paths.login, logout: false };
  },

  async onError(error: unknown) {
    if (isUnauthenticatedError(error)) endSessionAndReload();
    return {};
  },

  async getIdentity() {
    const session = readSession();
    return session ? { id: session.id, name: session.name, logo: session.logo } : null;
  },

  async getPermissions() {
    const session = readSession();
    return session ? { roll: session.roll, idcompany: session.idcompany, iduser: session.id } : null;
  },
};
