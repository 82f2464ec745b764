// Each entity's one operations object (server/entities/operations.ts), built the first time it is asked for with
// the entity's table and its hand-written operations (server/entities/overrides.ts). GraphQL's resolvers, REST's
// /api/v1 and the import all take an entity's operations from here, so they call the very same functions.
import type { EntityDefinition } from "@shared/entities/types";
import { entityOperations, type EntityOperationFns } from "./operations";
import { entityOverrides } from "./overrides";
import { entityTable } from "./table";

const built = new Map<EntityDefinition, EntityOperationFns>();

/** The entity's operations, the same object on every call. */
export function operationsOf(entity: EntityDefinition): EntityOperationFns {
  let operations = built.get(entity);
  if (!operations) {
    operations = entityOperations(entity, entityTable(entity), entityOverrides[entity.name]);
    built.set(entity, operations);
  }
  return operations;
}
