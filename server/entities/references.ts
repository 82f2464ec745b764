// The deletion side of the entities' relations (shared/entities/references.ts): before the masters' delete removes
// records, rows of other entities naming them (through a relation field the target's own `inUse` does not count)
// refuse it with a message naming those entities; a row added meanwhile, caught by its foreign key, names its
// entity the same way.
import { sql } from "drizzle-orm";
import type { GraphQLError } from "graphql";
import type { Tx } from "../audit/audited-update";
import { badInput } from "../graphql/errors";
import { referredMessage, referrersOf } from "@shared/entities/references";
import { titleFieldOf, type EntityDefinition } from "@shared/entities/types";

type Rows<T> = { rows: T[] };

type Entities = readonly EntityDefinition[];

const entityOfTable = (entities: Entities, table: string): EntityDefinition | undefined => entities.find((e) => e.table === table);

/**
 * The refusal of deleting `ids` of `table` while rows of other entities (of `entities`, the app's) name them (any
 * company's: the key refuses them too), or null.
 */
export async function referencedRefusal(entities: Entities, tx: Tx, table: string, ids: readonly number[]): Promise<GraphQLError | null> {
  const target = entityOfTable(entities, table);
  if (!target || !ids.length) return null;
  const used = new Set<number>();
  const referring: EntityDefinition[] = [];
  for (const { entity, column, table: holder = entity.table } of referrersOf(target, entities)) {
    const result = await tx.execute<{ id: number }>(
      sql`SELECT DISTINCT ${sql.identifier(column)} AS "id" FROM ${sql.identifier(holder)} WHERE ${sql.identifier(column)} = ANY(${sql.param([...ids])}::int4[])`,
    );
    const rows = (result as Rows<{ id: number }>).rows;
    if (!rows.length) continue;
    referring.push(entity);
    for (const r of rows) used.add(Number(r.id));
  }
  if (!used.size) return null;
  const title = titleFieldOf(target);
  const names = title
    ? ((await tx.execute<{ name: unknown }>(
      sql`SELECT ${sql.identifier(title)} AS "name" FROM ${sql.identifier(table)} WHERE "id" = ANY(${sql.param([...used])}::int4[]) ORDER BY "id"`,
    )) as Rows<{ name: unknown }>).rows.map((r) => `'${String(r.name)}'`)
    : [];
  return badInput(referredMessage(target, names, referring));
}

/**
 * The refusal of a foreign key that blocked deleting from `table` when the blocking row is another entity's
 * through a relation field (the violation names the referring table, or its constraint `<table>_<column>_…`), or null.
 */
export function referencedKeyRefusal(entities: Entities, table: string, violation: { table?: string; constraint?: string }): GraphQLError | null {
  const target = entityOfTable(entities, table);
  if (!target) return null;
  const by = referrersOf(target, entities).find(
    ({ entity, column, table: holder = entity.table }) => violation.table === holder || violation.constraint?.startsWith(`${holder}_${column}_`),
  );
  return by ? badInput(referredMessage(target, [], [by.entity])) : null;
}
