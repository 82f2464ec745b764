// The entity folders' screen parts (entities/<name>/screen.tsx), found by their folder, which is the entity's name:
// an entity's screen is its folder's part when it has one, else the pages derived from its definition alone. An
// entity kept outside entities/ (a test's) has its screen part given to the app beside it (<App screens>).
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

/**
 * The screen parts an app is given by entity name, for entities outside the registry's folders (a test's entity and
 * its screen file): they are found as a folder's part would be.
 */
export type GivenScreens = Readonly<Record<string, AnyDefinition>>;

/** The entity's screen: the one the app was given for it, its folder's screen part, else its pages derived from the definition. */
export const screenOf = (entity: EntityDefinition, given: GivenScreens = {}): AnyDefinition =>
  (Object.hasOwn(given, entity.name) ? given[entity.name] : undefined) ?? screens.get(entity.name) ?? resourceFromEntity(entity);
