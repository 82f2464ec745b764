// The relation an entity's list reads, from its folder's `server/relation.ts` when it has one. Kept apart from the
// server parts' map: a server part's own code builds lists at load time, so the lists must not wait on it.
import type { EntityDefinition } from "@shared/entities/types";
import type { EntityRelation } from "./entity-relation";
import { RELATIONS } from "./relations.generated";

export const relationOf = (entity: Pick<EntityDefinition, "name">): EntityRelation => RELATIONS[entity.name] ?? {};
