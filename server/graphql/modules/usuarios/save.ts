// createControladorTrafico / updateControladorTrafico / deleteUser (spec 3 §5, §7). Managing users is role 3's
// (decision: the screen shows add / delete and the options menu to role 3). A new controller signs in with
// the e-mail as user name; it has no usable password until 'Restablecer contraseña' gives one.
import { randomBytes } from "node:crypto";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Context } from "../../../context";
import { usuarios } from "../../../db/schema";
import { findInCompany } from "../../../auth/guard";
import { authorize } from "../../../auth/authorize";
import { hashPassword } from "../../../auth/password";
import { revokeUserSessions } from "../../../auth/session";
import { badInput, found, notFound } from "../../errors";
import type { ControladorTrafico, ControladorTraficoInput, MutationResolvers } from "../../types.generated";
import { REQUIRED } from "../../../../src/domain/validators";
import { invalidInput, type InputError } from "../../field-errors";
import { deleteInCompany } from "../../delete-in-company";
import { pgErrorCode } from "../../pg-error";
import { columnsOf, CONTROLADORES_LIST } from "./lists";
import { insertInCompany } from "../../create-in-company";
import { auditedUpdate } from "../../../audit/audited-update";
import { inUseMessage, MESSAGES } from "../../../../src/i18n/messages";

export const USER_NOT_FOUND = MESSAGES.notFound.user;
export const EMAIL_TAKEN = "El correo ya esta registrado";
export const USER_IN_USE = inUseMessage("el usuario", "viajes o reportes");
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readControlador(ctx: Pick<Context, "database" | "session">, id: number) {
  return findInCompany<ControladorTrafico>(ctx, CONTROLADORES_LIST.from, id, columnsOf(CONTROLADORES_LIST));
}

type UserInput = Pick<ControladorTraficoInput, "nombre" | "correo" | "telefono" | "indicadoractivo">;

/** The user fields every profile's form sends (spec 3 §5): nombre, correo and telefono required. */
export function userFields(input: UserInput) {
  const nombre = (input.nombre ?? "").trim();
  const correo = (input.correo ?? "").trim().toLowerCase();
  const telefono = (input.telefono ?? "").trim();
  const errors: InputError[] = [];
  if (!nombre) errors.push({ field: "nombre", message: REQUIRED });
  if (!correo) errors.push({ field: "correo", message: REQUIRED });
  else if (!EMAIL.test(correo)) errors.push({ field: "correo", message: MESSAGES.invalidEmail });
  if (!telefono) errors.push({ field: "telefono", message: REQUIRED });
  return { values: { nombre, correo, telefono, indicadoractivo: input.indicadoractivo ?? true }, errors };
}

function checkedUser(input: UserInput) {
  const { values, errors } = userFields(input);
  if (errors.length) throw invalidInput(errors);
  return values;
}

export async function assertEmailFree(ctx: Context, correo: string, exceptId: number | null) {
  const taken = await ctx.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(or(eq(sql`lower(${usuarios.username})`, correo), eq(sql`lower(${usuarios.correo})`, correo)), exceptId == null ? undefined : ne(usuarios.id, exceptId)))
    .limit(1);
  if (taken.length) throw badInput(EMAIL_TAKEN);
}

export const createControladorTrafico: NonNullable<MutationResolvers["createControladorTrafico"]> = async (_p, { controladorTrafico }, ctx) => {
  authorize(ctx, "usuarios", "create");
  const values = checkedUser(controladorTrafico);
  await assertEmailFree(ctx, values.correo, null);
  const passwordhash = await hashPassword(randomBytes(24).toString("base64"));
  const stored = { ...values, username: values.correo, idrol: 1, idsysperfil: 1, passwordhash, debecambiarclave: true };
  let id: number;
  try {
    id = await ctx.db.transaction((tx) => insertInCompany(tx, ctx, { table: usuarios, entidad: "Usuario", values: stored, detalle: values }));
  } catch (error) {
    if (pgErrorCode(error).code === "23505") throw badInput(EMAIL_TAKEN);
    throw error;
  }
  return found(await readControlador(ctx, id), USER_NOT_FOUND);
};

export const updateControladorTrafico: NonNullable<MutationResolvers["updateControladorTrafico"]> = async (_p, { idUser, controladorTrafico }, ctx) => {
  authorize(ctx, "usuarios", "edit");
  const current = await readControlador(ctx, idUser);
  if (!current) throw notFound(USER_NOT_FOUND);
  const values = checkedUser(controladorTrafico);
  // spec 3 §5: the e-mail is read-only once present
  const correo = current.correo?.trim() ? current.correo : values.correo;
  if (correo !== current.correo) await assertEmailFree(ctx, correo, idUser);
  await ctx.db.transaction(async (tx) => {
    const where = and(eq(usuarios.id, idUser), eq(usuarios.idempresa, ctx.session.idempresa));
    const set = { nombre: values.nombre, telefono: values.telefono, indicadoractivo: values.indicadoractivo, correo };
    await auditedUpdate(tx, ctx, { table: usuarios, where, set, entidad: "Usuario", identidad: idUser });
    if (!values.indicadoractivo) await revokeUserSessions(tx, idUser);
  });
  const updated = await readControlador(ctx, idUser);
  if (!updated) throw notFound(USER_NOT_FOUND);
  return updated;
};

export const deleteUser: NonNullable<MutationResolvers["deleteUser"]> = (_p, { ids }, ctx) =>
  deleteInCompany(ctx, ids.filter((id) => id !== ctx.session.idusuario), {
    resource: "usuarios", table: usuarios,
    entidad: "Usuario",
    // only traffic controllers are deleted here; the caller never deletes itself
    scope: eq(usuarios.idsysperfil, 1),
    inUse: () => badInput(USER_IN_USE),
  });
