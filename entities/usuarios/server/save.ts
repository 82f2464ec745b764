// The traffic controllers' writes the entity (entities/usuarios/definition.ts) does not derive. Managing
// users is role 3's (decision: the screen shows add / delete and the options menu to role 3). A new controller
// signs in with the e-mail as user name (idrol 1); it has no usable password until 'Restablecer contraseña'
// gives one. The e-mail is unique among every user's login and e-mail (email-in-use.ts), and read-only once
// present; deactivating a controller revokes its sessions; deleteUser never deletes the caller and ends the
// deleted users' sessions (delete-users.ts). The list, the record, the input's rules (required, e-mail, lower
// case, limits) and the delete are the entity's.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context } from "@server/context";
import { usuarios } from "@server/db/schema";
import { findInCompany } from "@server/auth/guard";
import { authorize } from "@server/auth/authorize";
import { hashPassword } from "@server/auth/password";
import { acceptedPassword } from "@server/auth/new-password";
import { revokeUserSessions } from "@server/auth/session";
import { found, notFound } from "@server/graphql/errors";
import type { ControladorTrafico, ControladorTraficoInput } from "@server/graphql/types.generated";
import type { FieldError } from "@shared/domain/validators";
import { pgErrorCode } from "@server/graphql/pg-error";
import { insertInCompany } from "@server/graphql/create-in-company";
import { auditedUpdate } from "@server/audit/audited-update";
import { MESSAGES } from "@shared/i18n/messages";
import { usuariosEntity } from "@entities/usuarios/definition";
import { entityErrors, entityValues } from "@shared/entities/rules";
import { writeOperations } from "@shared/entities/read-only";
import { checkedValues, entityOperations, type EntityOverrides } from "@server/entities/operations";
import { entityChanged } from "@server/webhooks/entity-events";
import { entityColumns, entityList } from "@server/entities/list";
import { scopeValues } from "@server/entities/scope";
import type { EntityTable } from "@server/entities/table";
import { deleteUsers } from "./delete-users";
import { assertEmailFree, emailRaceRefusal } from "./email-in-use";

export const USER_NOT_FOUND = MESSAGES.notFound.user;

const CONTROLADORES = entityList(usuariosEntity);
const table = usuarios as unknown as EntityTable;

export function readControlador(ctx: Pick<Context, "database" | "session">, id: number) {
  return findInCompany<ControladorTrafico>(ctx, CONTROLADORES.from, id, entityColumns(usuariosEntity));
}

type UserInput = Pick<ControladorTraficoInput, "nombre" | "correo" | "telefono" | "indicadoractivo">;
type UserValues = { nombre: string; correo: string; telefono: string; indicadoractivo: boolean };

/** The user fields every profile's form sends, under the entity's rules: nombre, correo and telefono required. */
export function userFields(input: UserInput): { values: UserValues; errors: FieldError[] } {
  const values = entityValues(usuariosEntity, input);
  return { values: values as UserValues, errors: entityErrors(usuariosEntity, values) };
}

type Args = Record<string, unknown>;
const { inputName, updateId } = writeOperations(usuariosEntity)!;

async function createControladorTrafico(ctx: Context, args: Args) {
  authorize(ctx, "usuarios", "create");
  const values = (await checkedValues(usuariosEntity, ctx, args[inputName])) as UserValues;
  await assertEmailFree(ctx, values.correo, null);
  // no one knows it: the user signs in once an administrator resets it (it follows the rules all the same)
  const passwordhash = await hashPassword(await acceptedPassword(() => randomBytes(24).toString("base64"), { username: values.correo }));
  const stored = { ...values, ...scopeValues(usuariosEntity), username: values.correo, idrol: 1, passwordhash, debecambiarclave: true };
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const created = await insertInCompany(tx, ctx, { table: usuarios, entidad: usuariosEntity.audit, values: stored, detalle: values });
      // the webhooks' usuarios.creado (the password hash is never in it)
      await entityChanged(tx, ctx, usuariosEntity, table, "creado", created);
      return created;
    });
  } catch (error) {
    if (pgErrorCode(error).code === "23505") throw await emailRaceRefusal(ctx, values.correo);
    throw error;
  }
  return found(await readControlador(ctx, id), USER_NOT_FOUND);
}

async function updateControladorTrafico(ctx: Context, args: Args) {
  authorize(ctx, "usuarios", "edit");
  const idUser = args[updateId!] as number;
  const current = await readControlador(ctx, idUser);
  if (!current) throw notFound(USER_NOT_FOUND);
  // only what the input carries is written: a field left out keeps its value
  const values = (await checkedValues(usuariosEntity, ctx, args[inputName], current as unknown as Args)) as Partial<UserValues>;
  // the e-mail is read-only once present
  const correo = current.correo?.trim() ? current.correo : values.correo;
  if (correo !== undefined && correo !== current.correo) await assertEmailFree(ctx, correo, idUser);
  const set = Object.fromEntries(
    Object.entries({ nombre: values.nombre, telefono: values.telefono, indicadoractivo: values.indicadoractivo, correo }).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(set).length) {
    await ctx.db.transaction(async (tx) => {
      const where = and(eq(usuarios.id, idUser), eq(usuarios.idempresa, ctx.session.idempresa));
      await auditedUpdate(tx, ctx, { table: usuarios, where, set, entidad: usuariosEntity.audit, identidad: idUser });
      if (values.indicadoractivo === false) await revokeUserSessions(tx, idUser);
      await entityChanged(tx, ctx, usuariosEntity, table, "actualizado", idUser, set);
    });
  }
  const updated = await readControlador(ctx, idUser);
  if (!updated) throw notFound(USER_NOT_FOUND);
  return updated;
}

const defaults = entityOperations(usuariosEntity, table);

/** The entity's hand-written operations (server/entities/overrides.ts): the writes above, and the default delete without the caller, ending the deleted users' sessions. */
export const usuariosOverrides: EntityOverrides = {
  create: createControladorTrafico,
  update: updateControladorTrafico,
  delete: deleteUsers(defaults.delete),
};
