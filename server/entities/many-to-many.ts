// An entity's many-to-many fields on the server (shared/entities/many-to-many.ts): the ids a write names are checked
// to be rows of the named table in the caller's reach (another entity's rows of the caller's company only; a catalog's
// any), and the record's links are written to the field's join table in the write's transaction — all of them
// replaced by the sent list. The audit log words the links by their labels ('Carga, Vida'), before and after.
import { sql, type SQL } from "drizzle-orm";
import type { Context } from "../context";
import type { Tx } from "../audit/audited-update";
import { rowBefore } from "../audit/audited-update";
import { recordChange } from "../audit/record";
import type { InputError } from "../graphql/field-errors";
import type { EntityDefinition, EntityManyToMany } from "@shared/entities/types";
import {
  JOIN_COLUMNS, joinTableName, LINK_LABEL_SEPARATOR, manyToManyFields,
} from "@shared/entities/many-to-many";
import type { EntityTable } from "./table";
import { MISSING_LINK_MESSAGE } from "@shared/i18n/field-types";

type Values = Record<string, unknown>;
type Rows<T> = { rows: T[] };
type Runner = Pick<Context["db"], "execute">;

/** Whether the named table is one of the app's entities' (its rows are a company's) rather than a catalog's. */
const companyScoped = (entities: readonly EntityDefinition[], link: EntityManyToMany): boolean => entities.some((e) => e.table === link.table);

/** The values without the many-to-many fields (what the entity's own table stores). */
export function columnValues(entity: EntityDefinition, values: Readonly<Values>): Values {
  const links = new Set(manyToManyFields(entity).map(([name]) => name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !links.has(name)));
}

/** The many-to-many fields the values carry, with their ids. */
const linksOf = (entity: EntityDefinition, values: Readonly<Values>): [string, EntityManyToMany, number[]][] =>
  manyToManyFields(entity).flatMap(([name, f]) => (Array.isArray(values[name]) ? [[name, f.manyToMany, values[name] as number[]]] : []));

/**
 * The refusals of ids naming no row in the caller's reach (a row of another company is none), one per field: the
 * values are those the shared rules passed (lists of ids).
 */
export async function linkErrors(entity: EntityDefinition, ctx: Context, values: Readonly<Values>): Promise<InputError[]> {
  const errors: InputError[] = [];
  for (const [name, link, ids] of linksOf(entity, values)) {
    if (!ids.length) continue;
    const inCompany = companyScoped(ctx.entities, link) ? sql` AND "idempresa" = ${ctx.session.idempresa}` : sql``;
    const result = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS "n" FROM ${sql.identifier(link.table)} WHERE "id" = ANY(${sql.param(ids)}::int4[])${inCompany}`,
    );
    if (Number((result as Rows<{ n: number }>).rows[0]?.n) !== ids.length) errors.push({ field: name, message: link.missing ?? MISSING_LINK_MESSAGE });
  }
  return errors;
}

/** The labels of rows of the named table as the audit words them, 'Carga, Vida' (in label order), or null for none. */
async function labelsText(tx: Runner, link: EntityManyToMany, where: SQL): Promise<string | null> {
  const label = sql.identifier(link.labelColumn);
  const result = await tx.execute<{ labels: string | null }>(
    sql`SELECT string_agg(coalesce(o.${label}::text, ''), ${LINK_LABEL_SEPARATOR} ORDER BY o.${label}, o."id") AS "labels" FROM ${sql.identifier(link.table)} o WHERE ${where}`,
  );
  return (result as Rows<{ labels: string | null }>).rows[0]?.labels ?? null;
}

/** The labels of the ids, as the audit words them. */
const labelsOfIds = (tx: Runner, link: EntityManyToMany, ids: number[]) =>
  ids.length ? labelsText(tx, link, sql`o."id" = ANY(${sql.param(ids)}::int4[])`) : Promise.resolve(null);

/** The labels of the rows a record names now. */
const labelsOfRecord = (tx: Runner, entity: EntityDefinition, name: string, link: EntityManyToMany, id: number) =>
  labelsText(tx, link, sql`o."id" IN (SELECT ${sql.identifier(JOIN_COLUMNS.linked)} FROM ${sql.identifier(joinTableName(entity.table, name))} WHERE ${sql.identifier(JOIN_COLUMNS.record)} = ${id})`);

/** The audit's words of the links the values carry: each field's labels. */
export async function linkAuditValues(tx: Runner, entity: EntityDefinition, values: Readonly<Values>): Promise<Values> {
  const words: Values = {};
  for (const [name, link, ids] of linksOf(entity, values)) words[name] = await labelsOfIds(tx, link, ids);
  return words;
}

/** Replaces the record's links of each many-to-many field the values carry by the ids sent. */
export async function writeLinks(tx: Tx, entity: EntityDefinition, id: number, values: Readonly<Values>): Promise<void> {
  const { record, linked } = JOIN_COLUMNS;
  for (const [name, , ids] of linksOf(entity, values)) {
    const join = sql.identifier(joinTableName(entity.table, name));
    await tx.execute(sql`DELETE FROM ${join} WHERE ${sql.identifier(record)} = ${id}`);
    if (ids.length) {
      await tx.execute(
        sql`INSERT INTO ${join} (${sql.identifier(record)}, ${sql.identifier(linked)}) SELECT ${id}, unnest(${sql.param(ids)}::int4[])`,
      );
    }
  }
}

/**
 * An update of a record with many-to-many fields: its columns (when the values carry any) and its links, with one
 * Modificar entry (unless `audited` is false: an import audits the whole file) keeping what changed, the links by
 * their labels. False (nothing written) when the record is not found.
 */
export async function updateWithLinks(
  tx: Tx, ctx: Pick<Context, "session">,
  update: { entity: EntityDefinition; table: EntityTable; where: SQL | undefined; id: number; values: Values; audited: boolean },
): Promise<boolean> {
  const { entity, table, where, id, values } = update;
  const columns = columnValues(entity, values);
  const before = await rowBefore(tx, table, where, Object.keys(columns));
  if (!before) return false;
  if (Object.keys(columns).length) await tx.update(table).set(columns).where(where);
  const linksBefore: Values = {};
  for (const [name, link] of linksOf(entity, values)) linksBefore[name] = await labelsOfRecord(tx, entity, name, link, id);
  await writeLinks(tx, entity, id, values);
  if (update.audited && entity.audit) {
    const after = { ...columns, ...(await linkAuditValues(tx, entity, values)) };
    await recordChange(tx, ctx, { entidad: entity.audit, identidad: id, before: { ...before, ...linksBefore }, after });
  }
  return true;
}
