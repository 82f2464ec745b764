// Server-side sessions: an opaque random token per login, revocable.
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { sesiones } from "../db/schema";
import { sessionEnded } from "./session-end";
import { sessionCacheOf } from "./session-cache";
import { SESSION_COOKIE_LIFETIME_MS } from "@shared/config";

export interface Session {
  token: string;
  idusuario: number;
  idempresa: number;
  idrol: number;
  nombre: string;
}

const API_KEY_TOKEN_PREFIX = "clave-api:";

/** The token an API key acts under: the key's own, never a login's (which are random hex). */
export const apiKeySessionToken = (id: number): string => `${API_KEY_TOKEN_PREFIX}${id}`;

/**
 * Who a request's expensive reads are counted for: a signed-in user, or an API key on its own. A key acts with its
 * creator's permissions but gets an allowance of its own, so a busy integration never takes its creator's turns
 * (nor another key's of the same creator).
 */
export const readerOf = (session: Pick<Session, "token" | "idusuario">): number | string =>
  typeof session.token === "string" && session.token.startsWith(API_KEY_TOKEN_PREFIX) ? session.token : session.idusuario;

export async function createSession(db: Db, user: { id: number; idempresa: number; idrol: number }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sesiones).values({
    token,
    idusuario: user.id,
    idempresa: user.idempresa,
    idrol: user.idrol,
    expiresAt: new Date(Date.now() + SESSION_COOKIE_LIFETIME_MS),
  });
  return token;
}

/**
 * The live session of a token, or null when unknown, expired, revoked or awaiting a password change. A live
 * session just looked up is answered from this process's cache (server/auth/session-cache.ts), and concurrent
 * lookups of one token share one query.
 */
export async function findSession(database: SessionReader, token: string | null | undefined): Promise<Session | null> {
  if (!token) return null;
  const cache = sessionCacheOf<Session>(database);
  return cache.lookup(token, async () => {
    const session = await findSessionAnyState(database, token);
    if (!session || session.mustChangePassword) return null;
    const { mustChangePassword: _, expiresAt, ...live } = session;
    cache.set(token, live, expiresAt);
    return live;
  });
}

/** What reads a session: the database's raw query (every request asks, so it runs as a prepared statement). */
export type SessionReader = Pick<Database, "run" | "query">;

/** The session's lookup, one text for every request (a named prepared statement on PostgreSQL). */
const sessionOf = (token: string, now: Date) => sql`SELECT s."token", s."idusuario", s."idempresa", s."idrol", u."nombre", u."indicadoractivo" AS "activo",
    u."debecambiarclave" AS "mustChangePassword", s."expires_at" AS "expiresAt"
  FROM "sesiones" s JOIN "usuarios" u ON u."id" = s."idusuario"
  WHERE s."token" = ${token} AND s."revoked_at" IS NULL AND s."expires_at" > ${now}
  LIMIT 1`;

/** Like findSession, but also answers for a user who must change the password first (PUT /api/login). */
export async function findSessionAnyState(
  database: SessionReader,
  token: string | null | undefined,
): Promise<(Session & { mustChangePassword: boolean; expiresAt: number }) | null> {
  if (!token) return null;
  const [row] = await database.run<Session & { activo: boolean; mustChangePassword: boolean; expiresAt: Date | string }>(
    sessionOf(token, new Date()), { prepare: true },
  );
  if (!row || !row.activo) return null;
  return {
    token: row.token,
    idusuario: row.idusuario,
    idempresa: row.idempresa,
    idrol: row.idrol,
    nombre: row.nombre,
    mustChangePassword: row.mustChangePassword,
    expiresAt: new Date(row.expiresAt).getTime(),
  };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.update(sesiones).set({ revokedAt: new Date() }).where(eq(sesiones.token, token));
  sessionEnded.token(token);
}

/** Revokes every session of a user (password change or reset). */
export async function revokeUserSessions(db: Pick<Db, "update">, idusuario: number): Promise<void> {
  await db.update(sesiones).set({ revokedAt: new Date() }).where(and(eq(sesiones.idusuario, idusuario), isNull(sesiones.revokedAt)));
  sessionEnded.user(idusuario);
}

/** "Bearer abc" or "abc" → "abc" */
export function tokenFromHeader(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return trimmed.toLowerCase().startsWith("bearer ") ? trimmed.slice(7).trim() : trimmed;
}
