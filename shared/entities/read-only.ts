// Read-only entities and list-only fields: an entity whose operations name only the list and one
// record gets no input, no create / update / delete and no form; a computed field (a column of the entity's
// `from` relation, e.g. a joined name) is read, never written.
import { storedFields, type EntityDefinition, type EntityField, type EntityOperations, type PagesEntity } from "./types";

/** The create / update / delete operations of an entity, or undefined for a read-only one. */
export const writeOperations = (entity: Pick<PagesEntity, "operations">): EntityOperations | undefined =>
  "create" in entity.operations ? entity.operations : undefined;

/** Whether the entity is read-only (no writes are generated). */
export const isReadOnly = (entity: Pick<PagesEntity, "operations">): boolean => !writeOperations(entity);

/** The fields that are columns of the entity's table (shared/entities/types.ts, here beside the read-only rules). */
export { storedFields };

/** The fields in the list's column order (`columns` first, then the others in field order). */
export function fieldsInColumnOrder(entity: Pick<EntityDefinition, "fields" | "columns">): [string, EntityField][] {
  const order = entity.columns ?? [];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.entries(entity.fields)
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.i - b.i)
    .map(({ entry }) => entry);
}
