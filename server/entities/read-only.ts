// A read-only entity's resolvers: the list and one record, no create / update / delete (its
// definition's operations name only `list` and `one`, shared/entities/read-only.ts).
import { isReadOnly } from "@shared/entities/read-only";
import type { EntityDefinition } from "@shared/entities/types";

/** The resolvers, without the mutations for a read-only entity. */
export function withoutWrites<R extends { Query: object; Mutation: object }>(entity: EntityDefinition, resolvers: R): R {
  return isReadOnly(entity) ? { ...resolvers, Mutation: {} } : resolvers;
}
