// Session rules. Pure: no cookies, no React, no I/O.
import { DEFAULT_SESSION_MINUTES, SESSION_COOKIE_LIFETIME_MS, TABLE_CONFIG_KEY } from "../config";

/**
 * The session kept in cookies. The token is among them but only the server reads it: it sets
 * `token` as an HttpOnly cookie at the login, so script in the page never holds it; the page
 * keeps the other fields, which say who is signed in and are no secret.
 */
export interface Session {
  roll: number;
  name: string;
  id: number;
  idcompany: number;
  logo: string | null;
  minutes: number;
}

/** Body of POST /api/login, for 200 and 409 alike. */
export interface LoginBody {
  token: string;
  idempresa: number;
  usuario: { idusuario: number; name: string; idrol: number; urllogo: string | null };
}

/** One cookie per session field, named as the field; `token` is the server's HttpOnly one. */
export const SESSION_FIELDS = ["roll", "name", "id", "idcompany", "logo", "minutes"] as const;
export type SessionField = (typeof SESSION_FIELDS)[number];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export function isLoginBody(body: unknown): body is LoginBody {
  if (!isRecord(body) || !isRecord(body.usuario)) return false;
  return typeof body.token === "string" && body.token !== "" && typeof body.idempresa === "number";
}

/** The session written after a login (200, or 409 so that the password change can use the token cookie). */
export function sessionFromLogin(body: LoginBody): Session {
  return {
    roll: Number(body.usuario.idrol),
    name: body.usuario.name ?? "",
    id: Number(body.usuario.idusuario),
    idcompany: Number(body.idempresa),
    logo: body.usuario.urllogo ?? null,
    minutes: DEFAULT_SESSION_MINUTES,
  };
}

/** The cookie values to write, one per field; a missing logo is an empty value. */
export function sessionToCookies(session: Session): Record<SessionField, string> {
  return {
    roll: String(session.roll),
    name: session.name,
    id: String(session.id),
    idcompany: String(session.idcompany),
    logo: session.logo ?? "",
    minutes: String(session.minutes),
  };
}

/** Reads the cookies back; without a user and a company there is no session. */
export function sessionFromCookies(values: Partial<Record<string, string | undefined>>): Session | null {
  const id = Number(values.id);
  const idcompany = Number(values.idcompany);
  if (!values.id || !values.idcompany || !Number.isInteger(id) || id <= 0 || !Number.isInteger(idcompany) || idcompany <= 0) return null;
  const minutes = Number(values.minutes);
  return {
    roll: Number(values.roll),
    name: values.name ?? "",
    id,
    idcompany,
    logo: values.logo ? values.logo : null,
    minutes: Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_SESSION_MINUTES,
  };
}

/** A session is present when it names its user and company (no session → login screen). */
export const hasSession = (session: Session | null | undefined): session is Session =>
  Boolean(session && session.id > 0 && session.idcompany > 0);

/** Cookie attributes: expires about 10 days after `now`. */
export function sessionCookieOptions(now: Date = new Date()) {
  return {
    expires: new Date(now.getTime() + SESSION_COOKIE_LIFETIME_MS),
    path: "/",
    sameSite: "strict" as const,
  };
}

/** Saved column configuration cleared on logout: keys starting with homeT. */
export const isTableConfigKey = (key: string): boolean => key.startsWith(TABLE_CONFIG_KEY);
