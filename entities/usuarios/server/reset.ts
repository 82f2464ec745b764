// resetPassword(id, idapp: 15): role 3 gives a user of the company (a traffic controller,
// or a client's portal user for Reset Pass) a new temporary password. It is returned once, in the answer,
// for the administrator to hand over; the user must change it at the next login (409), and every session
// of the user is revoked at once (docs/adr/0006-sessions-cookies-and-login-limits.md). The temporary password
// follows the new-password rules like any other.
import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { usuarios } from "@server/db/schema";
import { authorize } from "@server/auth/authorize";
import { hashPassword } from "@server/auth/password";
import { acceptedPassword } from "@server/auth/new-password";
import { revokeUserSessions } from "@server/auth/session";
import { badInput, notFound } from "@server/graphql/errors";
import type { MutationResolvers } from "@server/graphql/types.generated";
import { RESET_PASSWORD_APP_ID } from "@shared/config";
import { PASSWORD_MIN_LENGTH } from "@shared/domain/password-rules";
import { USER_NOT_FOUND } from "./save";
import { recordAudit } from "@server/audit/record";

// no look-alike characters (0/O, 1/l/I)
const ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A random password of `length` (at least the rules' minimum) characters. */
export function temporaryPassword(length = Math.max(10, PASSWORD_MIN_LENGTH)): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export const resetPassword: NonNullable<MutationResolvers["resetPassword"]> = async (_p, { id, idapp }, ctx) => {
  authorize(ctx, "usuarios", "edit");
  if (idapp !== RESET_PASSWORD_APP_ID) throw badInput(`idapp debe ser ${RESET_PASSWORD_APP_ID}`);
  const [user] = await ctx.db.select({ username: usuarios.username }).from(usuarios)
    .where(and(eq(usuarios.id, id), eq(usuarios.idempresa, ctx.session.idempresa))).limit(1);
  if (!user) throw notFound(USER_NOT_FOUND);
  // drawn until the new-password rules accept it (a random one is practically never refused)
  const clavetemporal = await acceptedPassword(() => temporaryPassword(), { username: user.username });
  const passwordhash = await hashPassword(clavetemporal);
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(usuarios)
      .set({ passwordhash, debecambiarclave: true })
      .where(and(eq(usuarios.id, id), eq(usuarios.idempresa, ctx.session.idempresa)))
      .returning({ id: usuarios.id });
    if (!updated.length) throw notFound(USER_NOT_FOUND);
    await revokeUserSessions(tx, id);
    await recordAudit(tx, ctx, { accion: "Restablecer contraseña", entidad: "Usuario", identidad: id });
  });
  return { id, succesful: true, clavetemporal };
};
