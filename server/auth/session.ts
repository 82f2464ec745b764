// Server-side sessions: an opaque random token per login, revocable (spec 1 §4.1, issue 2 §5).
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { sesiones, usuarios } from "../db/schema";
import { sessionEnded } from "./session-end";
import { SESSION_COOKIE_LIFETIME_MS } from "../../src/config";

export interface Session {
  token: string;
  idusuario: number;
  idempresa: number;
  idrol: number;
  nombre: string;
}

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

/** The live session of a token, or null when unknown, expired, revoked or awaiting a password change. */
export async function findSession(db: Db, token: string | null | undefined): Promise<Session | null> {
  const session = await findSessionAnyState(db, token);
  return session && !session.mustChangePassword ? session : null;
}

/** Like findSession, but also answers for a user who must change the password first (PUT /api/login). */
export async function findSessionAnyState(
  db: Db,
  token: string | null | undefined,
): Promise<(Session & { mustChangePassword: boolean }) | null> {
  if (!token) return null;
  const rows = await db
    .select({
      token: sesiones.token,
      idusuario: sesiones.idusuario,
      idempresa: sesiones.idempresa,
      idrol: sesiones.idrol,
      nombre: usuarios.nombre,
      activo: usuarios.indicadoractivo,
      mustChangePassword: usuarios.debecambiarclave,
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.idusuario))
    .where(and(eq(sesiones.token, token), isNull(sesiones.revokedAt), gt(sesiones.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row || !row.activo) return null;
  return {
    token: row.token,
    idusuario: row.idusuario,
    idempresa: row.idempresa,
    idrol: row.idrol,
    nombre: row.nombre,
    mustChangePassword: row.mustChangePassword,
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
