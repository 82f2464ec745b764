// POST /api/login, PUT /api/login (password change), POST /api/logout.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { empresas, usuarios } from "../db/schema";
import { hashPassword, verifyPassword } from "../auth/password";
import { newPasswordProblem } from "../auth/new-password";
import { createSession, findSessionAnyState, revokeSession, revokeUserSessions, tokenFromHeader } from "../auth/session";
import { clearedSessionCookie, sessionCookie, tokenFromCookies } from "../auth/session-cookie";
import { HttpError, readJson, requireJsonBody, sendJson, type Route } from "./http";
import { createLoginLimiter, type LoginLimiter } from "../security/login-limiter";
import type { Metrics } from "../metrics/metrics";
import { clientAddress } from "../security/client-address";
import { refuseCrossSitePost } from "../security/cross-site-post";
import { tooManyAttemptsMessage } from "../security/messages";
import { noteUser } from "../log/access";
import { MESSAGES } from "@shared/i18n/messages";

interface LoginBody {
  username?: unknown;
  password?: unknown;
  extra?: { code?: unknown };
}

interface PasswordBody {
  claveactual?: unknown;
  clavenueva?: unknown;
  claveconfirmacion?: unknown;
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** The caller's session token: its Authorization header (API callers), else the browser's session cookie. */
const requestToken = (req: IncomingMessage) => tokenFromHeader(req.headers.authorization) ?? tokenFromCookies(req.headers.cookie);

/** The limiter's key of a user's password changes: never a user name (those have no '#'). */
const passwordChangeKey = (idusuario: number) => `#cambio-clave:${idusuario}`;

/** 429 with Retry-After when the attempt is over a limit (a lockout the metrics count). */
async function refuseOverLimit(res: ServerResponse, wait: number, metrics: Metrics | undefined): Promise<void> {
  if (wait <= 0) return;
  metrics?.loginLockouts.inc();
  res.setHeader("retry-after", String(Math.ceil(wait / 1000)));
  throw new HttpError(429, tooManyAttemptsMessage(wait));
}

let dummy: Promise<string> | null = null;
/** A hash no password matches, verified for unknown users so they take as long as known ones. */
const dummyHash = () => (dummy ??= hashPassword(randomBytes(18).toString("base64")));

export function loginRoutes(database: Database, limiter: LoginLimiter = createLoginLimiter(), metrics?: Metrics): Route[] {
  const { db } = database;
  return [
    {
      method: "POST",
      path: "/api/login",
      async handler(req, res) {
        requireJsonBody(req);
        const body = await readJson<LoginBody>(req);
        const username = text(body.username).trim();
        const password = text(body.password);
        // empty credentials are a failed login like any other (200, 409 or 401); the login
        // screen never sends them, and they touch neither the database nor the attempt counters
        if (!username || !password) throw new HttpError(401, MESSAGES.authFailed);
        const address = clientAddress(req);
        // counted before the password is checked (issue: 100 concurrent guesses must check only the limit)
        await refuseOverLimit(res, await limiter.attempt(username, address), metrics);
        const [user] = await db
          .select({ user: usuarios, urllogo: empresas.urllogo })
          .from(usuarios)
          .innerJoin(empresas, eq(empresas.id, usuarios.idempresa))
          .where(eq(usuarios.username, username))
          .limit(1);
        // an unknown or inactive user costs the same hash as a known one: the timing tells nothing
        const verified = await verifyPassword(password, user?.user.indicadoractivo ? user.user.passwordhash : await dummyHash());
        if (!user || !user.user.indicadoractivo || !verified) {
          metrics?.loginFailures.inc();
          throw new HttpError(401, MESSAGES.authFailed);
        }
        await limiter.succeeded(username, address);
        const u = user.user;
        const token = await createSession(db, u);
        noteUser(req, u.id);
        // the browser keeps the token only as this HttpOnly cookie; the body keeps it for API callers
        res.setHeader("set-cookie", sessionCookie(req, token));
        sendJson(res, u.debecambiarclave ? 409 : 200, {
          token,
          idempresa: u.idempresa,
          usuario: { idusuario: u.id, name: u.nombre, idrol: u.idrol, urllogo: user.urllogo ?? null },
          ...(u.debecambiarclave ? { message: MESSAGES.mustChangePassword } : {}),
        });
      },
    },
    {
      method: "PUT",
      path: "/api/login",
      async handler(req, res, url) {
        // a must-change session is accepted here and only here
        const session = await findSessionAnyState(database, requestToken(req));
        if (!session) throw new HttpError(401, MESSAGES.sessionExpired);
        noteUser(req, session.idusuario);
        const idempresa = url.searchParams.get("idempresa") ?? req.headers.idempresa;
        if (idempresa !== undefined && idempresa !== null && Number(idempresa) !== session.idempresa) {
          throw new HttpError(401, MESSAGES.sessionExpired);
        }
        requireJsonBody(req);
        const body = await readJson<PasswordBody>(req);
        const current = text(body.claveactual);
        const next = text(body.clavenueva);
        const confirm = text(body.claveconfirmacion);
        if (!current || !next || !confirm) throw new HttpError(400, MESSAGES.required);
        if (next !== confirm) throw new HttpError(400, MESSAGES.passwordMismatch);
        const [owner] = await db.select({ username: usuarios.username }).from(usuarios).where(eq(usuarios.id, session.idusuario)).limit(1);
        const problem = await newPasswordProblem(next, { username: owner?.username, current });
        if (problem) throw new HttpError(400, problem);
        // wrong current passwords are limited like logins, per user (a stolen session cannot guess it)
        const key = passwordChangeKey(session.idusuario);
        const address = clientAddress(req);
        await refuseOverLimit(res, await limiter.attempt(key, address), metrics);
        const [user] = await db.select().from(usuarios).where(eq(usuarios.id, session.idusuario)).limit(1);
        if (!user || !(await verifyPassword(current, user.passwordhash))) {
          throw new HttpError(400, MESSAGES.wrongCurrentPassword);
        }
        await limiter.succeeded(key, address);
        await db
          .update(usuarios)
          .set({ passwordhash: await hashPassword(next), debecambiarclave: false })
          .where(eq(usuarios.id, user.id));
        await revokeUserSessions(db, user.id);
        res.setHeader("set-cookie", clearedSessionCookie(req));
        sendJson(res, 200, { message: MESSAGES.passwordChanged });
      },
    },
    {
      method: "POST",
      path: "/api/logout",
      async handler(req, res) {
        // a form of another origin of the same site must not end the session (nor any other request of it)
        refuseCrossSitePost(req);
        const token = requestToken(req);
        if (token) await revokeSession(db, token);
        res.setHeader("set-cookie", clearedSessionCookie(req));
        sendJson(res, 200, { message: "ok" });
      },
    },
  ];
}
