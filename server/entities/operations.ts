// An entity's operations: the paged list and one record, create, update and delete, each authorized by the
// permission table (shared/domain/permissions.ts) and scoped to the caller's company; the input checked by the
// entity's rules (shared/entities/rules.ts, the form's messages), its relations' rows found (another entity's in the
// caller's company) and its `fill` values computed; a write breaking the `unique` index refused with its message;
// writes audited when the entity says so and announced to the webhooks; a deletion refused while other rows name
// the record. GraphQL's resolvers, REST's /api/v1 and the import all call these same functions (operationsOf in
// server/entities/operations-of.ts), so every way in gets the same checks, audit and webhook events. An operation
// takes its GraphQL arguments as one object and refuses with a GraphQLError carrying its code. The definition's
// validators and lifecycle hooks run inside create, update and delete (server/entities/hooks.ts), so every way in
// runs them too. The definition's access rules run here as well (server/entities/access.ts): an action's function
// is asked again of the record it touches, a field the caller may not read is null in every answer and a change of
// one it may not write is refused. `overrides` replace an operation where the default does not fit
// (server/entities/overrides.ts).
import { and, eq, sql } from "drizzle-orm";
import type { GraphQLError } from "graphql";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Context } from "../context";
import { authorize } from "../auth/authorize";
import { findInCompany } from "../auth/guard";
import { auditedUpdate, type Tx } from "../audit/audited-update";
import { insertInCompany } from "../graphql/create-in-company";
import { deleteInCompany, MAX_DELETE_IDS, type OwnRow } from "../graphql/delete-in-company";
import { listFragment } from "../db/statement";
import { badInput, found, notFound } from "../graphql/errors";
import type { InputError } from "../graphql/field-errors";
import { pgErrorCode } from "../graphql/pg-error";
import { DEFAULT_PAGINATION, runList, type ListArgs } from "../graphql/paging";
import { entityCreateErrors, entityUpdateErrors, entityUpdateValues, entityValues, filledValues } from "@shared/entities/rules";
import { joinedFields, storedFields, titleFieldOf, type EntityDefinition, type EntityOperations, type EntityRelation } from "@shared/entities/types";
import { groupErrors, withGroups, withoutGroups } from "@shared/entities/groups";
import { scopeValues, scopeWhere } from "./scope";
import { entityColumns, entityList } from "./list";
import { moduleWriteErrors } from "./field-type-hooks";
import { columnValues, heldAuditValues, heldFields, updateWithHeld, writeHeld } from "./held-values";
import type { EntityTable } from "./table";
import { entityChanged, entityDeleted } from "../webhooks/entity-events";
import { afterWrite, deleteHooks, hasAfterWrite, hasDeleteHooks, refusalOf, reshaped, sessionOf } from "./hooks";
import { authorizeRecords, checkListFields, fieldWriteRefusal, readable, withoutUnseen } from "./access";
import { readsRecord } from "@shared/domain/permissions";
import { hasReadRules } from "@shared/entities/access";

type Args = Record<string, unknown>;

type Rows<T> = { rows: T[] };

/** The refusal of deleting records other rows name (the caller's company's rows), or null. */
async function inUseRefusal(entity: EntityDefinition, tx: Tx, own: OwnRow<Record<string, PgColumn>>[], ctx: Context): Promise<GraphQLError | null> {
  const use = entity.inUse;
  if (!use) return null;
  const ids = own.map((r) => r.id);
  const used = new Set<number>();
  for (const reference of use.by) {
    const { table, column } = reference;
    const inCompany = reference.company === false ? sql`` : sql`"idempresa" = ${ctx.session.idempresa} AND `;
    const result = await tx.execute<{ id: number }>(
      sql`SELECT DISTINCT ${sql.identifier(column)} AS "id" FROM ${sql.identifier(table)}
          WHERE ${inCompany}${sql.identifier(column)} = ANY(${sql.param(ids)}::int4[])`,
    );
    for (const r of (result as Rows<{ id: number }>).rows) used.add(Number(r.id));
  }
  if (!used.size) return null;
  const title = titleFieldOf(entity);
  const names = own.filter((r) => used.has(r.id)).map((r) => `'${title ? String((r as Record<string, unknown>)[title]) : r.id}'`);
  return badInput(use.message(names));
}

/** A relation row's label by id (undefined: no such row in the caller's reach). */
export type RelationReader = (relation: EntityRelation, id: unknown) => Promise<unknown>;

/** Reads one relation row's label: a catalog table's, or another entity's (of the app's entities) in the caller's company. */
const readRelation = (ctx: Context): RelationReader => async (relation, id) => {
  const inCompany = ctx.entities.some((e) => e.table === relation.table) ? sql` AND "idempresa" = ${ctx.session.idempresa}` : sql``;
  const result = await ctx.db.execute<{ label: unknown }>(
    sql`SELECT ${sql.identifier(relation.labelColumn)} AS "label" FROM ${sql.identifier(relation.table)} WHERE "id" = ${id}${inCompany}`,
  );
  const [row] = (result as Rows<{ label: unknown }>).rows;
  return row ? row.label : undefined;
};

/** The labels of the relations' rows, by relation field, and the refusals of the ids with no row. */
async function relationLabels(entity: EntityDefinition, values: Args, read: RelationReader): Promise<{ labels: Record<string, unknown>; missing: InputError[] }> {
  const labels: Record<string, unknown> = {};
  const missing: InputError[] = [];
  for (const [name, field] of storedFields(entity)) {
    const { relation } = field;
    const id = values[name];
    if (!relation || id === null || id === undefined) continue;
    const label = await read(relation, id);
    if (label !== undefined) labels[name] = label;
    else missing.push({ field: name, message: relation.missing });
  }
  return { labels, missing };
}

/**
 * The checked values of an input with its `fill` values, or BAD_USER_INPUT naming every invalid field. Given the
 * record as it is (`current`, an update), only the fields the input carries are checked and returned: a field
 * left out keeps its value, one sent as null is cleared (a required one refused), and a `fill` field sent empty
 * is computed from the record's other values with the sent ones over them. `relations` reads the relations' labels
 * (by default one query each; a bulk caller passes a reader over rows it fetched at once).
 *
 * The definition's hooks and validators run here (server/entities/hooks.ts): beforeValidate on the values as the
 * definition reads them, then the rules and the validators together, then beforeCreate / beforeUpdate on what is
 * to be written. An import's preview calls this too, so it shows what the hooks make of each row.
 */
export async function checkedValues(
  entity: EntityDefinition, ctx: Context, input: unknown, current?: Readonly<Args>, relations: RelationReader = readRelation(ctx),
): Promise<Record<string, unknown>> {
  const sent = (input ?? {}) as Args;
  const partial = current !== undefined;
  const operation = partial ? "update" : "create";
  const session = sessionOf(ctx);
  const stored = current === undefined ? undefined : withoutGroups(entity, current);
  const flat = withoutUnseen(entity, ctx, withoutGroups(entity, sent, partial), stored);
  const parsed = partial ? entityUpdateValues(entity, flat) : entityValues(entity, flat);
  // a change of a field the caller may not write is refused before anything else runs
  const refused = fieldWriteRefusal(entity, ctx, flat, parsed, stored);
  if (refused) throw refused;
  const values = await reshaped(entity, "beforeValidate", { data: parsed, operation, session, existing: stored });
  // a value the hook set counts as sent (a required field it fills is not missing)
  const set = Object.fromEntries(Object.entries(values).filter(([name, value]) => parsed[name] !== value));
  const errors = [
    ...(partial ? entityUpdateErrors(entity, values) : entityCreateErrors(entity, { ...flat, ...set }, values)), ...groupErrors(entity, sent, partial),
  ];
  // the images and the related rows of the fields that pass their rules are checked too, and the validators: one
  // refusal names them all
  const failed = new Set(errors.map((e) => e.field));
  const passed = Object.fromEntries(Object.entries(values).filter(([name]) => !failed.has(name)));
  errors.push(...(await moduleWriteErrors(entity, ctx, passed)));
  const { labels, missing } = await relationLabels(entity, passed, relations);
  errors.push(...missing);
  const refusal = await refusalOf(entity, ctx, errors, stored ? { ...stored, ...values } : values, operation, stored);
  if (refusal) throw refusal;
  // each joined label under its own name (e.g. origen), as the form knows it
  const known = Object.fromEntries(joinedFields(entity).flatMap((j) => (j.from in labels ? [[j.name, labels[j.from]]] : [])));
  if (!stored) return reshaped(entity, "beforeCreate", { data: filledValues(entity, values, known), operation, session });
  const merged = filledValues(entity, { ...stored, ...values }, { ...current, ...known });
  const changed = Object.fromEntries(Object.keys(values).map((name) => [name, merged[name]]));
  return reshaped(entity, "beforeUpdate", { data: changed, operation, session, existing: stored });
}

/** Runs a write; one breaking the entity's unique index is refused with its message. */
export async function uniqueGuarded<T>(entity: EntityDefinition, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = pgErrorCode(error);
    const { unique } = entity;
    if (unique && code === "23505" && (constraint === undefined || constraint === unique.name)) throw badInput(unique.message);
    throw error;
  }
}

/** The refusal of deleting records the entity does not write (`writableWhen`), or null. */
async function notWritableRefusal(entity: EntityDefinition, tx: Tx, table: EntityTable, ids: number[]): Promise<GraphQLError | null> {
  const only = entity.writableWhen;
  if (!only || !ids.length) return null;
  const others = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(sql`${table.id} = ANY(${sql.param(ids)}::int4[])`, sql`${table[only.field]} IS DISTINCT FROM ${only.value}`))
    .limit(1);
  return others.length ? badInput(only.delete) : null;
}

export type EntityOperation = "list" | "one" | "create" | "update" | "delete";

/**
 * A write that joins an import: in the import's transaction (every row or none), with the values its plan already
 * checked (checkedValues over the file's rows, their relations read at once), and no audit entry per record (the
 * import writes one for the whole file). The record is not read back: the operation answers its id.
 */
export interface BatchWrite {
  tx: Tx;
  /** the checked values: a new record's every value, an update's changed ones */
  values: Record<string, unknown>;
  /** an update's record as the plan read it (for the after-update hook) */
  existing?: Record<string, unknown>;
  /** where the operation leaves what runs once the import's transaction is committed (the after-hooks) */
  afterCommit?: (() => Promise<void>)[];
}

/** One operation: the caller's context and the GraphQL arguments, as one object (e.g. create's `{ ruta: {…} }`). */
export type OperationFn = (ctx: Context, args: Args, batch?: BatchWrite) => Promise<unknown>;

export type EntityOperationFns = Record<EntityOperation, OperationFn>;

/** The hand-written operations that replace an entity's defaults (server/entities/overrides.ts), by operation. */
export type EntityOverrides = Partial<EntityOperationFns>;

/** The entity's operations: its defaults, with `overrides` in place of those it replaces. */
export function entityOperations(entity: EntityDefinition, table: EntityTable, overrides: EntityOverrides = {}): EntityOperationFns {
  const { name } = entity;
  // a read-only entity's write operations are never reached: no resolver or REST route names them
  const op = entity.operations as EntityOperations;
  const list = entityList(entity);
  const columns = entityColumns(entity);
  /** the record as stored (its groups' parts under their own names): what the access rules are asked about */
  const readStored = (ctx: Context, id: number) => findInCompany<Record<string, unknown>>(ctx, list.from, id, columns);
  /** the whole record with its groups, read back after a write (what the after-hooks see) */
  const readWhole = async (ctx: Context, id: number) => withGroups(entity, found(await readStored(ctx, id), entity.notFound));
  /** a record read back after a write: the whole one for the after-hooks, and what the caller may see of it */
  const readBack = async (ctx: Context, id: number) => {
    const stored = found(await readStored(ctx, id), entity.notFound);
    return { record: withGroups(entity, stored), answer: withGroups(entity, readable(entity, ctx, stored)) };
  };
  /** whether a field has a read rule: a list's rows are then each read as the caller may see them */
  const masked = hasReadRules(entity.fields);
  const only = entity.writableWhen;
  // fields held in tables of their own (a many-to-many field's join table), not in columns
  const linked = heldFields(entity).length > 0;
  const title = titleFieldOf(entity);
  const fields: Record<string, PgColumn> = title ? { [title]: table[title] } : {};

  /** Writes an update's values in `tx`: audited (a Modificar entry) unless an import audits the whole file. */
  const writeUpdate = async (tx: Tx, ctx: Context, id: number, values: Args, audited: boolean) => {
    const where = and(
      eq(table.id, id), eq(table.idempresa, ctx.session.idempresa), scopeWhere(entity), ...(only ? [eq(table[only.field], only.value)] : []),
    );
    const done = linked
      ? await updateWithHeld(tx, ctx, { entity, table, where, id, values, audited })
      : audited
        ? await auditedUpdate(tx, ctx, { table, where, set: values, entidad: entity.audit, identidad: id })
        : (await tx.update(table).set(values).where(where).returning({ id: table.id })).length > 0;
    // the record was deleted or moved out of reach meanwhile: nothing is written
    if (!done) throw notFound(entity.notFound);
    await entityChanged(tx, ctx, entity, table, "actualizado", id, values);
  };

  /** The default deletion (company, scope, "in use" and "not written here" refusals, audit, webhook events). */
  const removeRows = (ctx: Context, ids: number[]) =>
    deleteInCompany(ctx, ids, {
      resource: name, table, entidad: entity.audit, fields, auditFields: true, scope: scopeWhere(entity),
      refuse: entity.inUse || only
        ? async (tx, own, c) => (await notWritableRefusal(entity, tx, table, own.map((r) => r.id))) ?? inUseRefusal(entity, tx, own, c)
        : undefined,
      // a row added meanwhile still blocks the deletion through its foreign key
      inUse: entity.inUse ? () => badInput(entity.inUse!.message([])) : undefined,
      afterDelete: (tx, deleted, c) => entityDeleted(tx, c, entity, deleted),
    });

  /** The company's records among the ids, as the list reads them (a group's parts each under its own name). */
  const readMany = (ctx: Context, ids: number[]) =>
    ctx.database.run<Record<string, unknown>>(
      sql`SELECT ${listFragment(columns)} FROM ${listFragment(list.from)} WHERE "idempresa" = ${ctx.session.idempresa} AND "id" = ANY(${sql.param(ids)}::int4[])`,
    );

  const defaults: EntityOperationFns = {
    list: async (ctx, args) => {
      authorize(ctx, name, "list");
      const paged = args as ListArgs;
      // a field the caller may not read is neither a filter nor an order (either would tell its values)
      checkListFields(entity, ctx, paged);
      const page = await runList<Record<string, unknown>>(ctx, list, { ...paged, pagination: paged.pagination ?? DEFAULT_PAGINATION }, columns);
      return entity.groups || masked ? { ...page, data: page.data.map((row) => withGroups(entity, readable(entity, ctx, row))) } : page;
    },
    one: async (ctx, { id }) => {
      authorize(ctx, name, "show");
      const row = await readStored(ctx, id as number);
      if (!row) return row;
      if (readsRecord(name, "show", ctx.entities)) authorize(ctx, name, "show", row);
      return withGroups(entity, readable(entity, ctx, row));
    },
    create: async (ctx, args, batch) => {
      authorize(ctx, name, "create");
      if (batch) {
        const id = await insertInCompany(batch.tx, ctx, { table, values: { ...columnValues(entity, batch.values), ...scopeValues(entity) } });
        if (linked) await writeHeld(batch.tx, entity, id, batch.values);
        await entityChanged(batch.tx, ctx, entity, table, "creado", id);
        if (hasAfterWrite(entity, "create")) batch.afterCommit?.push(async () => afterWrite(entity, ctx, { operation: "create", record: await readWhole(ctx, id) }));
        return id;
      }
      const values = { ...(await checkedValues(entity, ctx, args[op.inputName])), ...scopeValues(entity) };
      const id = await uniqueGuarded(entity, () =>
        ctx.db.transaction(async (tx) => {
          if (!linked) {
            const created = await insertInCompany(tx, ctx, { table, entidad: entity.audit, values });
            // the webhooks' <entity>.creado, queued with the row
            await entityChanged(tx, ctx, entity, table, "creado", created);
            return created;
          }
          // the held values are written beside the row, and audited in their type's words
          const columns = columnValues(entity, values);
          const created = await insertInCompany(tx, ctx, {
            table, entidad: entity.audit, values: columns, detalle: { ...columns, ...(await heldAuditValues(tx, entity, values)) },
          });
          await writeHeld(tx, entity, created, values);
          // the webhooks' <entity>.creado, queued with the row
          await entityChanged(tx, ctx, entity, table, "creado", created);
          return created;
        }),
      );
      const { record, answer } = await readBack(ctx, id);
      await afterWrite(entity, ctx, { operation: "create", record });
      return answer;
    },
    update: async (ctx, args, batch) => {
      authorize(ctx, name, "edit");
      const id = args[op.updateId ?? "id"] as number;
      if (batch) {
        // the import's plan asked the rules of each record already; asked again of the record it read
        if (batch.existing && readsRecord(name, "edit", ctx.entities)) authorize(ctx, name, "edit", batch.existing);
        await writeUpdate(batch.tx, ctx, id, batch.values, false);
        const { existing } = batch;
        if (hasAfterWrite(entity, "update")) {
          batch.afterCommit?.push(async () => afterWrite(entity, ctx, { operation: "update", record: await readWhole(ctx, id), existing }));
        }
        return id;
      }
      const stored = await readStored(ctx, id);
      if (!stored) throw notFound(entity.notFound);
      // a rule of the record refuses before its input is read
      if (readsRecord(name, "edit", ctx.entities)) authorize(ctx, name, "edit", stored);
      const current = withGroups(entity, stored);
      // a record the entity does not write is refused before its input is read
      if (only && current[only.field] !== only.value) throw badInput(only.edit);
      // only what the input carries is written: a field left out keeps its value
      const values = await checkedValues(entity, ctx, args[op.inputName], current);
      if (!Object.keys(values).length) return withGroups(entity, readable(entity, ctx, stored));
      await uniqueGuarded(entity, () => ctx.db.transaction((tx) => writeUpdate(tx, ctx, id, values, true)));
      const { record, answer } = await readBack(ctx, id);
      await afterWrite(entity, ctx, { operation: "update", record, existing: withoutGroups(entity, current) });
      return answer;
    },
    delete: async (ctx, { ids }) => {
      const byRecord = readsRecord(name, "delete", ctx.entities);
      if (!hasDeleteHooks(entity) && !byRecord) return removeRows(ctx, ids as number[]);
      authorize(ctx, name, "delete");
      // the records as they are, read before the deletion's transaction (a hook sees whole records, not the ids; a
      // rule of the record is asked of each: one refused refuses the whole deletion)
      const wanted = [...new Set(ids as number[])];
      const records = wanted.length > MAX_DELETE_IDS ? [] : await readMany(ctx, wanted);
      if (byRecord) authorizeRecords(entity, ctx, "delete", records);
      await deleteHooks(entity, ctx, "beforeDelete", records);
      const deleted = await removeRows(ctx, ids as number[]);
      const gone = new Set(deleted);
      await deleteHooks(entity, ctx, "afterDelete", records.filter((r) => gone.has(Number(r.id))));
      return deleted;
    },
  };
  return { ...defaults, ...overrides };
}
