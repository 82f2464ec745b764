// A read-only entity's resolvers: the list and one record, no create / update / delete (its
// definition's operations name only `list` and `one`, src/entities/read-only.ts).
import { isReadOnly } from "../../src/entities/read-only";
import type { EntityDefinition } from "../../src/entities/types";

/** The resolvers, without the mutations for a read-only entity. */
export function withoutWrites<R extends { Query: object; Mutation: object }>(entity: EntityDefinition, resolvers: R): R {
  return isReadOnly(entity) ? { ...resolvers, Mutation: {} } : resolvers;
}
