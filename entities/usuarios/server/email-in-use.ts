// A user's e-mail is their login, unique among every user's login and e-mail of every company. An address held
// in the caller's company is refused as registered; one held only by another company's user is refused without
// saying where it exists (shared/domain/email-conflict.ts), and the attempt is kept in the caller's company's audit
// log (accion 'Correo rechazado', the address tried, never the other company), so the administrators can see
// someone probing addresses. The entry is written on its own: the change it refuses writes nothing.
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { GraphQLError } from "graphql";
import type { Context } from "@server/context";
import { usuarios } from "@server/db/schema";
import { recordAudit } from "@server/audit/record";
import { badInput } from "@server/graphql/errors";
import { emailConflict } from "@shared/domain/email-conflict";
import { EMAIL_CONFLICT_TEXTS } from "@shared/i18n/users";

/** The companies of the users (other than `exceptId`) whose login or e-mail is `correo`, compared in lower case. */
async function holders(ctx: Pick<Context, "db">, correo: string, exceptId: number | null): Promise<number[]> {
  const address = correo.trim().toLowerCase();
  const rows = await ctx.db
    .selectDistinct({ idempresa: usuarios.idempresa })
    .from(usuarios)
    .where(and(
      or(eq(sql`lower(${usuarios.username})`, address), eq(sql`lower(${usuarios.correo})`, address)),
      exceptId == null ? undefined : ne(usuarios.id, exceptId),
    ));
  return rows.map((r) => r.idempresa);
}

/**
 * The refusal of `correo` for the user `exceptId` (null: a new user), or null when no other user holds it. An
 * address of another company is recorded in the audit log before its refusal is returned.
 */
export async function emailRefusal(ctx: Pick<Context, "db" | "session">, correo: string, exceptId: number | null): Promise<GraphQLError | null> {
  const conflict = emailConflict(await holders(ctx, correo, exceptId), ctx.session.idempresa);
  if (conflict === "free") return null;
  if (conflict === "otherCompany") {
    await recordAudit(ctx.db, ctx, { accion: "Correo rechazado", entidad: "Usuario", identidad: exceptId, detalle: { correo } });
  }
  return badInput(EMAIL_CONFLICT_TEXTS[conflict]);
}

/** Refuses an e-mail another user holds (see emailRefusal). */
export async function assertEmailFree(ctx: Pick<Context, "db" | "session">, correo: string, exceptId: number | null): Promise<void> {
  const refusal = await emailRefusal(ctx, correo, exceptId);
  if (refusal) throw refusal;
}

/**
 * The refusal of a user's insert that broke the unique login after assertEmailFree passed (another request took
 * the address meanwhile): classified the same way, so the race reveals no more than the check.
 */
export async function emailRaceRefusal(ctx: Pick<Context, "db" | "session">, correo: string): Promise<GraphQLError> {
  return (await emailRefusal(ctx, correo, null)) ?? badInput(EMAIL_CONFLICT_TEXTS.otherCompany);
}
