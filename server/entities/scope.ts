// An entity's `scope` (shared/entities/types.ts): the rows of its table it covers when not all the company's, e.g.
// usuarios' traffic controllers (idsysperfil 1). The default update and delete see only those rows, a create
// stores the value, and the list (without a server part's `from`, which filters itself) reads only them.
import { sql, type SQL } from "drizzle-orm";
import type { EntityDefinition } from "@shared/entities/types";

/** The condition on the table's rows, or undefined for an entity without a scope. */
export const scopeWhere = (entity: EntityDefinition): SQL | undefined =>
  entity.scope ? sql`${sql.identifier(entity.scope.column)} = ${entity.scope.value}` : undefined;

/** The value a create stores in the scope's column (none without a scope). */
export const scopeValues = (entity: EntityDefinition): Record<string, number> =>
  entity.scope ? { [entity.scope.column]: entity.scope.value } : {};

/** The list's relation restricted to the scope's rows (a server part's own `from` filters itself and is not passed here). */
export function scopedRelation(entity: EntityDefinition, relation: string): string {
  const { scope } = entity;
  if (!scope) return relation;
  // eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
  return `(SELECT * FROM ${relation} WHERE "${scope.column}" = ${Number(scope.value)}) AS "${entity.table}ambito"`;
}
