// The entity folders' screen parts (entities/<name>/screen.tsx), found by their folder, which is the entity's name:
// an entity's screen is its folder's part when it has one, else the pages derived from its definition alone.
import type { ResourceDefinition } from "@/resources/engine";
import type { EntityDefinition } from "@shared/entities/types";
import { resourceFromEntity } from "@/resources/engine/from-entity";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition is typed by its own record
export type AnyDefinition = ResourceDefinition<any, any>;

/** The screen parts by entity name (loaded with the registry; their plug-ins stay lazy). */
const screens = new Map(
  Object.entries(import.meta.glob<AnyDefinition>("../../entities/*/screen.tsx", { eager: true, import: "screen" }))
    .map(([file, screen]) => [file.split("/").at(-2)!, screen]),
);

/** The entity's screen: its folder's screen part, else its pages derived from the definition. */
export const screenOf = (entity: EntityDefinition): AnyDefinition => screens.get(entity.name) ?? resourceFromEntity(entity);
