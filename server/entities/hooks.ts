// The definition's hooks and validators as the operations layer runs them (server/entities/operations.ts), so a
// create, update or delete through GraphQL, REST or the import runs the same ones: the caller's session for them,
// a before-hook's answer kept to the stored fields, and a refusal (a validator's message, a hook's EntityInputError)
// turned into the BAD_USER_INPUT refusal every way in already reports field by field.
import type { GraphQLError } from "graphql";
import type { Context } from "../context";
import { invalidInput, type InputError } from "../graphql/field-errors";
import {
  customMessages, EntityInputError, type AfterWriteArgs, type BeforeWriteArgs, type EntityData, type EntityHooks, type EntitySession,
  type EntityWriteOperation,
} from "@shared/entities/customization";
import { storedFields, type EntityDefinition } from "@shared/entities/types";
import { withoutGroups } from "@shared/entities/groups";

type Values = Record<string, unknown>;

/** The caller as hooks and validators know it. */
export const sessionOf = (ctx: Pick<Context, "session">): EntitySession => ({
  company: ctx.session.idempresa, user: ctx.session.idusuario, role: ctx.session.idrol,
});

/** A hook's or validator's refusal as the operations' BAD_USER_INPUT; any other error as it is. */
export function asRefusal(error: unknown): unknown {
  if (!(error instanceof EntityInputError)) return error;
  return invalidInput(error.fields, error.fields.length ? [] : [error.message]);
}

/** Runs a hook; its EntityInputError becomes the operations' refusal. */
async function guarded<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asRefusal(error);
  }
}

/**
 * A before-hook's values: its answer (nothing: the values as they were), kept to the entity's stored fields. A key
 * that is no stored field is the definition's mistake, refused as a server fault rather than dropped unseen.
 */
export async function reshaped(
  entity: EntityDefinition, hook: keyof Pick<EntityHooks, "beforeValidate" | "beforeCreate" | "beforeUpdate">, args: BeforeWriteArgs,
): Promise<Values> {
  const run = entity.hooks?.[hook];
  if (!run) return { ...args.data };
  const answer = await guarded(() => run(args));
  if (answer === undefined) return { ...args.data };
  const stored = new Set(storedFields(entity).map(([name]) => name));
  const unknown = Object.keys(answer).filter((name) => !stored.has(name));
  if (unknown.length) throw new Error(`${entity.name}: hooks.${hook} devolvió ${unknown.map((n) => `"${n}"`).join(", ")}, que no es un campo guardado`);
  return { ...answer };
}

/**
 * The refusal naming every invalid field at once: the rules' errors and the custom validators' messages over the
 * whole record (an update's stored record with the sent values over it); a field the rules refuse is not checked
 * again. Null when nothing is refused.
 */
export async function refusalOf(
  entity: EntityDefinition, ctx: Context, ruleErrors: readonly InputError[], data: EntityData, operation: EntityWriteOperation, existing?: EntityData,
): Promise<GraphQLError | null> {
  const custom = entity.validate || Object.values(entity.fields).some((f) => f.validate)
    ? await guarded(() => customMessages(entity, { where: "server", session: sessionOf(ctx), data, operation, existing }, new Set(ruleErrors.map((e) => e.field))))
    : { fields: [], messages: [] };
  if (!ruleErrors.length && !custom.fields.length && !custom.messages.length) return null;
  const order = Object.keys(entity.fields);
  const place = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const fields = [...ruleErrors, ...custom.fields].sort((a, b) => place(a.field) - place(b.field));
  return invalidInput(fields, custom.messages);
}

/** Runs an after-create or after-update hook with the stored record (read as the contract gives it: its groups flattened here). */
export async function afterWrite(entity: EntityDefinition, ctx: Context, args: Omit<AfterWriteArgs, "session">): Promise<void> {
  const hook = args.operation === "create" ? entity.hooks?.afterCreate : entity.hooks?.afterUpdate;
  if (hook) await guarded(() => hook({ ...args, record: withoutGroups(entity, args.record), session: sessionOf(ctx) }));
}

/** Whether the entity has a hook of a deletion (its records are then read before they go). */
export const hasDeleteHooks = (entity: EntityDefinition): boolean => Boolean(entity.hooks?.beforeDelete || entity.hooks?.afterDelete);

/** Runs before- or after-delete for each record. */
export async function deleteHooks(entity: EntityDefinition, ctx: Context, hook: "beforeDelete" | "afterDelete", records: readonly EntityData[]): Promise<void> {
  const run = entity.hooks?.[hook];
  if (!run) return;
  const session = sessionOf(ctx);
  for (const record of records) await guarded(() => run({ record, session }));
}

/** Whether the entity has an after-create or after-update hook. */
export const hasAfterWrite = (entity: EntityDefinition, operation: EntityWriteOperation): boolean =>
  Boolean(operation === "create" ? entity.hooks?.afterCreate : entity.hooks?.afterUpdate);
