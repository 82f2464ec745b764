// Each entity's one operations object (server/entities/operations.ts), built the first time it is asked for with
// the entity's table and its hand-written operations (server/entities/overrides.ts). GraphQL's resolvers, REST's
// /api/v1 and the import all take an entity's operations from here, so they call the very same functions.
// A hand-written operation replaces the default whole, hooks included: a definition declaring a hook of an
// operation it overrides is refused here, rather than the hook being skipped without a word.
import type { EntityHooks } from "@shared/entities/customization";
import type { EntityDefinition } from "@shared/entities/types";
import { entityOperations, type EntityOperation, type EntityOperationFns, type EntityOverrides } from "./operations";
import { entityOverrides } from "./overrides";
import { entityTable } from "./table";

const built = new Map<EntityDefinition, EntityOperationFns>();

/** the hooks each write operation runs */
const HOOKS_OF: Partial<Record<EntityOperation, readonly (keyof EntityHooks)[]>> = {
  create: ["beforeValidate", "beforeCreate", "afterCreate"],
  update: ["beforeValidate", "beforeUpdate", "afterUpdate"],
  delete: ["beforeDelete", "afterDelete"],
};

/** The hooks the definition declares that its hand-written operations would never run, as "<entity>: <hook> (<operation>)". */
export function skippedHooks(entity: Pick<EntityDefinition, "name" | "hooks">, overrides: EntityOverrides = {}): string[] {
  return Object.entries(HOOKS_OF).flatMap(([operation, hooks]) =>
    operation in overrides ? hooks.filter((hook) => entity.hooks?.[hook]).map((hook) => `${entity.name}: hooks.${hook} (${operation} escrita a mano)`) : [],
  );
}

/** The entity's operations, the same object on every call. */
export function operationsOf(entity: EntityDefinition): EntityOperationFns {
  let operations = built.get(entity);
  if (!operations) {
    const overrides = entityOverrides[entity.name];
    const skipped = skippedHooks(entity, overrides);
    if (skipped.length) throw new Error(`Hooks que una operación escrita a mano no ejecuta:\n${skipped.join("\n")}`);
    operations = entityOperations(entity, entityTable(entity), overrides);
    built.set(entity, operations);
  }
  return operations;
}
