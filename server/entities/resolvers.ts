// An entity's default resolvers (issue 17): the paged list and one record, create, update and delete, each
// authorized by the permission table (src/domain/permissions.ts) and scoped to the caller's company; the
// input checked by the entity's rules (src/entities/rules.ts, the form's messages); writes audited when the
// entity says so; a deletion refused while other rows name the record.
import { and, eq, sql } from "drizzle-orm";
import type { GraphQLError } from "graphql";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Context } from "../context";
import { authorize } from "../auth/authorize";
import { findInCompany } from "../auth/guard";
import { auditedUpdate, type Tx } from "../audit/audited-update";
import { insertInCompany } from "../graphql/create-in-company";
import { deleteInCompany, type OwnRow } from "../graphql/delete-in-company";
import { badInput, found, notFound } from "../graphql/errors";
import { invalidInput } from "../graphql/field-errors";
import { DEFAULT_PAGINATION, runList, type ListArgs } from "../graphql/paging";
import { entityErrors, entityValues } from "../../src/entities/rules";
import { titleFieldOf, type EntityDefinition, type EntityOperations } from "../../src/entities/types";
import { withoutWrites } from "./read-only";
import { entityColumns, entityList } from "./list";
import type { EntityTable } from "./table";

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, ctx: Context) => unknown;

/** The refusal of deleting records other rows name (the caller's company's rows), or null. */
async function inUseRefusal(entity: EntityDefinition, tx: Tx, own: OwnRow<Record<string, PgColumn>>[], ctx: Context): Promise<GraphQLError | null> {
  const use = entity.inUse;
  if (!use) return null;
  const ids = own.map((r) => r.id);
  const result = await tx.execute<{ id: number }>(
    sql`SELECT DISTINCT ${sql.identifier(use.column)} AS "id" FROM ${sql.identifier(use.table)}
        WHERE "idempresa" = ${ctx.session.idempresa} AND ${sql.identifier(use.column)} = ANY(${sql.param(ids)}::int4[])`,
  );
  const used = new Set(((result as { rows: { id: number }[] }).rows).map((r) => Number(r.id)));
  if (!used.size) return null;
  const title = titleFieldOf(entity);
  const names = own.filter((r) => used.has(r.id)).map((r) => `'${title ? String((r as Record<string, unknown>)[title]) : r.id}'`);
  return badInput(use.message(names));
}

/** The checked values of an input, or BAD_USER_INPUT naming every invalid field. */
function checkedValues(entity: EntityDefinition, input: unknown): Record<string, unknown> {
  const values = entityValues(entity, (input ?? {}) as Args);
  const errors = entityErrors(entity, values);
  if (errors.length) throw invalidInput(errors);
  return values;
}

export function entityResolvers(entity: EntityDefinition, table: EntityTable): { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const { name } = entity;
  // a read-only entity's write operations are not named: withoutWrites leaves them out
  const op = entity.operations as EntityOperations;
  const list = entityList(entity);
  const columns = entityColumns(entity);
  const read = (ctx: Context, id: number) => findInCompany(ctx, list.from, id, columns);
  const title = titleFieldOf(entity);
  const fields: Record<string, PgColumn> = title ? { [title]: table[title] } : {};

  return withoutWrites(entity, {
    Query: {
      [op.list]: (_p, args, ctx) => {
        authorize(ctx, name, "list");
        const paged = args as ListArgs;
        return runList(ctx, list, { ...paged, pagination: paged.pagination ?? DEFAULT_PAGINATION }, columns);
      },
      [op.one]: (_p, { id }, ctx) => {
        authorize(ctx, name, "show");
        return read(ctx, id as number);
      },
    },
    Mutation: {
      [op.create]: async (_p, args, ctx) => {
        authorize(ctx, name, "create");
        const values = checkedValues(entity, args[op.inputName]);
        const id = await ctx.db.transaction((tx) => insertInCompany(tx, ctx, { table, entidad: entity.audit, values }));
        return found(await read(ctx, id), entity.notFound);
      },
      [op.update]: async (_p, args, ctx) => {
        authorize(ctx, name, "edit");
        const id = args.id as number;
        const values = checkedValues(entity, args[op.inputName]);
        await ctx.db.transaction(async (tx) => {
          const where = and(eq(table.id, id), eq(table.idempresa, ctx.session.idempresa));
          if (!(await auditedUpdate(tx, ctx, { table, where, set: values, entidad: entity.audit, identidad: id }))) throw notFound(entity.notFound);
        });
        return found(await read(ctx, id), entity.notFound);
      },
      [op.delete]: (_p, { ids }, ctx) =>
        deleteInCompany(ctx, ids as number[], {
          resource: name, table, entidad: entity.audit, fields, auditFields: true,
          refuse: entity.inUse ? (tx, own, c) => inUseRefusal(entity, tx, own, c) : undefined,
        }),
    },
  });
}
