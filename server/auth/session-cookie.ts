// The session token as an HttpOnly cookie: the login sets it, every request and the live
// feed's WebSocket are authenticated by it when they carry no Authorization, the logout clears it. Script in
// the page never sees the token. It keeps the spec's name (`token`) and lifetime (about 10
// days); SameSite=Strict, and Secure whenever the request came over HTTPS (directly, or through a proxy
// saying so in X-Forwarded-Proto when TRUST_PROXY is set; COOKIE_SECURE=1 forces it).
//
// No cross-site request can use it: authenticated requests must also carry the idapp and idempresa headers,
// which no form, link or image can send and which a script of another origin may send only after a CORS
// preflight that this server answers for the CORS_ORIGINS alone; WebSocket upgrades from another origin are
// refused (server/security/ws-origin.ts).
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { parse, serialize, type SerializeOptions } from "cookie";
import { SESSION_COOKIE_LIFETIME_MS } from "@shared/config";

export const SESSION_COOKIE = "token";

/** The session token of a Cookie header, or null. */
export function tokenFromCookies(header: string | null | undefined): string | null {
  if (!header) return null;
  return parse(header)[SESSION_COOKIE] || null;
}

/** Whether the browser reached this server over HTTPS. */
export function isSecureRequest(req: IncomingMessage, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.COOKIE_SECURE === "1") return true;
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!env.TRUST_PROXY) return false;
  const forwarded = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}

const options = (req: IncomingMessage): SerializeOptions => ({ httpOnly: true, sameSite: "strict", path: "/", secure: isSecureRequest(req) });

/** Set-Cookie of a new session. */
export function sessionCookie(req: IncomingMessage, token: string): string {
  return serialize(SESSION_COOKIE, token, { ...options(req), maxAge: Math.floor(SESSION_COOKIE_LIFETIME_MS / 1000) });
}

/** Set-Cookie that removes the session's cookie. */
export function clearedSessionCookie(req: IncomingMessage): string {
  return serialize(SESSION_COOKIE, "", { ...options(req), maxAge: 0, expires: new Date(0) });
}
