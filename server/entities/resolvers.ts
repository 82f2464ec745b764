// An entity's GraphQL resolvers: the paged list and one record, create, update and delete, each a call of the
// entity's operation (server/entities/operations.ts) with the field's arguments. The operation is looked up when
// the field runs, so GraphQL, REST and the import always reach the same function.
import type { Context } from "../context";
import type { EntityDefinition, EntityOperations } from "@shared/entities/types";
import type { EntityOperation } from "./operations";
import { operationsOf } from "./operations-of";
import { withoutWrites } from "./read-only";

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, ctx: Context) => unknown;

export function entityResolvers(entity: EntityDefinition): { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  // a read-only entity's write operations are not named: withoutWrites leaves them out
  const op = entity.operations as EntityOperations;
  const call = (operation: EntityOperation): Resolver => (_parent, args, ctx) => operationsOf(entity)[operation](ctx, args);
  return withoutWrites(entity, {
    Query: { [op.list]: call("list"), [op.one]: call("one") },
    Mutation: { [op.create]: call("create"), [op.update]: call("update"), [op.delete]: call("delete") },
  });
}
