// The definition's access rules as the operations layer applies them (shared/entities/access.ts), so GraphQL, REST,
// the export and the import answer alike: a field the caller may not read is null in a record's answer and is
// neither a filter nor an order of its list; a change of a field it may not write is refused (FORBIDDEN, naming the
// field, with the fields in `extensions.fields` as an input refusal has them); an action's rule that reads the
// record is asked of each record the action touches.
import { GraphQLError } from "graphql";
import type { Context } from "../context";
import { authorize, callerOf } from "../auth/authorize";
import { canReadField, canWriteField, fieldRefusal, hasReadRules, readableRecord, unreadableFields } from "@shared/entities/access";
import { entityValues } from "@shared/entities/rules";
import { sameValue } from "@shared/domain/import-rows";
import { fieldTypeOf } from "@shared/entities/field-types";
import type { EntityAction, EntityDefinition, EntityField } from "@shared/entities/types";
import type { ListArgs } from "../graphql/paging";

type Values = Readonly<Record<string, unknown>>;

/** The record as the caller may see it: each field it may not read of this record null. */
export const readable = <R extends Values>(entity: EntityDefinition, ctx: Pick<Context, "session">, record: R): R =>
  readableRecord(entity.fields, callerOf(ctx), record, (name) => (entity.fields[name] ? (fieldTypeOf(entity.fields[name])?.beside?.(name) ?? []) : []));

/** FORBIDDEN naming the first filter or order of a field the caller may not read. */
export function checkListFields(entity: EntityDefinition, ctx: Pick<Context, "session">, args: Pick<ListArgs, "filters" | "orders">): void {
  const hidden = new Set(unreadableFields(entity.fields, callerOf(ctx)));
  if (!hidden.size) return;
  const named = [...(args.filters ?? []), ...(args.orders ?? [])].map((a) => a?.field).find((field) => typeof field === "string" && hidden.has(field));
  if (named) throw new GraphQLError(fieldRefusal(entity.fields[named].label, "read"), { extensions: { code: "FORBIDDEN" } });
}

/** The names of the entity's fields the caller may not read at all (an export leaves their columns out). */
export const hiddenFields = (entity: EntityDefinition, ctx: Pick<Context, "session">): string[] => unreadableFields(entity.fields, callerOf(ctx));

/**
 * The sent values but those of fields the caller may not read (of the stored record, or at all for a new one) sent
 * empty: the caller saw them as nothing, so sending nothing back leaves them as they are (a form's other fields, a
 * spreadsheet exported with that cell empty).
 */
export function withoutUnseen(entity: EntityDefinition, ctx: Pick<Context, "session">, sent: Values, stored?: Values): Values {
  if (!hasReadRules(entity.fields)) return sent;
  const caller = callerOf(ctx);
  const unseen = Object.keys(sent).filter((name) => isEmptyValue(sent[name]) && !canReadField(entity.fields, name, caller, stored));
  if (!unseen.length) return sent;
  return Object.fromEntries(Object.entries(sent).filter(([name]) => !unseen.includes(name)));
}

const isEmptyValue = (value: unknown) => value === null || value === undefined || value === "";

/** whether two values of the field are the same (a module's type compares its own values) */
function sameFieldValue(field: EntityField, a: unknown, b: unknown): boolean {
  const module = fieldTypeOf(field);
  if (module) return module.same(module.parse(a, field), module.parse(b, field), field);
  return sameValue(field.type as Parameters<typeof sameValue>[0], a, b);
}

/**
 * The refusal of the sent fields the caller may not write, or null: those its write rules refuse, and those it may
 * not read (it would write blind). Only a change counts: a new record's value that is not what it would get without
 * it (its default or nothing), an update's value that is not the stored one. So a form that sends a disabled field
 * as it was, or a spreadsheet exported and imported back, goes through.
 */
export function fieldWriteRefusal(
  entity: EntityDefinition, ctx: Pick<Context, "session">, sent: Values, parsed: Values, stored?: Values,
): GraphQLError | null {
  const fields = Object.entries(entity.fields).filter(([name, f]) => f.access && name in sent);
  if (!fields.length) return null;
  const caller = callerOf(ctx);
  const untouched = stored ?? entityValues(entity, {});
  const refused = fields
    .filter(([name, field]) => !canWriteField(field, stored ? "update" : "create", caller, stored) || !canReadField(entity.fields, name, caller, stored))
    .filter(([name, field]) => !sameFieldValue(field, untouched[name] ?? null, parsed[name] ?? null))
    .map(([name, field]) => ({ field: name, message: fieldRefusal(field.label, "write") }));
  if (!refused.length) return null;
  return new GraphQLError(refused.map((r) => r.message).join("; "), { extensions: { code: "FORBIDDEN", fields: refused } });
}

/** FORBIDDEN unless the action's rules let the caller act on every one of the records. */
export function authorizeRecords(entity: EntityDefinition, ctx: Pick<Context, "session" | "entities">, action: EntityAction, records: readonly Values[]): void {
  for (const record of records) authorize(ctx, entity.name, action, record);
}

/** The refusal of the action on the record, or null (the import reports it on the record's row). */
export function recordRefusal(entity: EntityDefinition, ctx: Pick<Context, "session" | "entities">, action: EntityAction, record: Values): string | null {
  try {
    authorize(ctx, entity.name, action, record);
    return null;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === "FORBIDDEN") return error.message;
    throw error;
  }
}
