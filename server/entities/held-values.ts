// The fields whose type holds their values in a table of its own rather than in a column of the entity's (a
// many-to-many field's join table; server/entities/field-types, `held`): a write stores the record's columns first,
// then each such value in the write's transaction, replacing what the record held; the audit words those values as
// their type does (a many-to-many field's labels, 'Carga, Vida'), before and after.
import type { SQL } from "drizzle-orm";
import type { Context } from "../context";
import type { Tx } from "../audit/audited-update";
import { rowBefore } from "../audit/audited-update";
import { recordChange } from "../audit/record";
import type { EntityDefinition, EntityField } from "@shared/entities/types";
import { serverFieldTypeOf, type HeldValues, type SqlRunner } from "./field-types";
import type { EntityTable } from "./table";

type Values = Record<string, unknown>;

/** The entity's fields held in tables of their own, with their type's part. */
export const heldFields = (entity: EntityDefinition): { name: string; field: EntityField; held: HeldValues }[] =>
  Object.entries(entity.fields).flatMap(([name, field]) => {
    const held = serverFieldTypeOf(field)?.held;
    return held ? [{ name, field, held }] : [];
  });

/** The values without those fields (what the entity's own table stores). */
export function columnValues(entity: EntityDefinition, values: Readonly<Values>): Values {
  const held = new Set(heldFields(entity).map((h) => h.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !held.has(name)));
}

/** The held fields the values carry (a field left out of an update keeps what it holds). */
const carried = (entity: EntityDefinition, values: Readonly<Values>) => heldFields(entity).filter(({ name }) => values[name] !== undefined);

/** The audit's words of the held values the values carry. */
export async function heldAuditValues(tx: SqlRunner, entity: EntityDefinition, values: Readonly<Values>): Promise<Values> {
  const words: Values = {};
  for (const { name, field, held } of carried(entity, values)) words[name] = await held.words(tx, values[name], field);
  return words;
}

/** Stores the record's held values the values carry, replacing what it held. */
export async function writeHeld(tx: Tx, entity: EntityDefinition, id: number, values: Readonly<Values>): Promise<void> {
  for (const { name, held } of carried(entity, values)) await held.write(tx, entity.table, name, id, values[name]);
}

/**
 * An update of a record with held fields: its columns (when the values carry any) and its held values, with one
 * Modificar entry (unless `audited` is false: an import audits the whole file) keeping what changed, the held values
 * in their type's words. False (nothing written) when the record is not found.
 */
export async function updateWithHeld(
  tx: Tx, ctx: Pick<Context, "session">,
  update: { entity: EntityDefinition; table: EntityTable; where: SQL | undefined; id: number; values: Values; audited: boolean },
): Promise<boolean> {
  const { entity, table, where, id, values } = update;
  const columns = columnValues(entity, values);
  const before = await rowBefore(tx, table, where, Object.keys(columns));
  if (!before) return false;
  if (Object.keys(columns).length) await tx.update(table).set(columns).where(where);
  const heldBefore: Values = {};
  for (const { name, field, held } of carried(entity, values)) heldBefore[name] = await held.wordsOf(tx, entity.table, name, field, id);
  await writeHeld(tx, entity, id, values);
  if (update.audited && entity.audit) {
    const after = { ...columns, ...(await heldAuditValues(tx, entity, values)) };
    await recordChange(tx, ctx, { entidad: entity.audit, identidad: id, before: { ...before, ...heldBefore }, after });
  }
  return true;
}
