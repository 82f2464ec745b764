// createPuestoControlUsuario: a control-post user (idsysperfil 2) tied to one of the caller's control
// posts. Role 3 only, like every user change; the screen offers no add on the CONTROL_POINT tab, so
// this is the API the company's integrations use (docs/adr/0018-master-data-rules.md).
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { findInCompany } from "@server/auth/guard";
import { authorize } from "@server/auth/authorize";
import { hashPassword } from "@server/auth/password";
import { acceptedPassword } from "@server/auth/new-password";
import { recordAudit } from "@server/audit/record";
import { puestosControl, usuarios } from "@server/db/schema";
import { notFound } from "@server/graphql/errors";
import type { MutationResolvers, UsuarioPuestoControl } from "@server/graphql/types.generated";
import { REQUIRED } from "@shared/domain/validators";
import { invalidInput } from "@server/graphql/field-errors";
import { pgErrorCode } from "@server/graphql/pg-error";
import { columnsOf, USUARIOS_PUESTO_LIST } from "./lists";
import { USER_NOT_FOUND, userFields } from "./save";
import { assertEmailFree, emailRaceRefusal } from "./email-in-use";
import { MESSAGES } from "@shared/i18n/messages";

export const POST_NOT_FOUND = MESSAGES.notFound.post;

export const createPuestoControlUsuario: NonNullable<MutationResolvers["createPuestoControlUsuario"]> = async (
  _p, { puestoControlUsuario: input }, ctx,
) => {
  authorize(ctx, "usuarios", "create");
  const { values: user, errors } = userFields(input);
  if (!Number.isInteger(input.idpuestocontrol) || input.idpuestocontrol <= 0) errors.push({ field: "idpuestocontrol", message: REQUIRED });
  if (errors.length) throw invalidInput(errors);
  const [post] = await ctx.db
    .select({ id: puestosControl.id })
    .from(puestosControl)
    .where(and(eq(puestosControl.id, input.idpuestocontrol), eq(puestosControl.idempresa, ctx.session.idempresa)));
  if (!post) throw notFound(POST_NOT_FOUND);
  await assertEmailFree(ctx, user.correo, null);
  // no one knows it: the user signs in once an administrator resets it (it follows the rules all the same)
  const passwordhash = await hashPassword(await acceptedPassword(() => randomBytes(24).toString("base64"), { username: user.correo }));
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(usuarios)
        .values({
          ...user, idempresa: ctx.session.idempresa, username: user.correo, idrol: 1, idsysperfil: 2,
          idpuestocontrol: post.id, passwordhash, debecambiarclave: true,
        })
        .returning({ id: usuarios.id });
      await recordAudit(tx, ctx, { accion: "Crear", entidad: "Usuario", identidad: row.id, detalle: { ...user, idpuestocontrol: post.id } });
      return row.id;
    });
  } catch (error) {
    if (pgErrorCode(error).code === "23505") throw await emailRaceRefusal(ctx, user.correo);
    throw error;
  }
  const created = await findInCompany<UsuarioPuestoControl>(ctx, USUARIOS_PUESTO_LIST.from, id, columnsOf(USUARIOS_PUESTO_LIST));
  if (!created) throw notFound(USER_NOT_FOUND);
  return created;
};
