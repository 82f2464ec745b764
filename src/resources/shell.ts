// The signed-in shell of an app serving a list of master entities: the declarative screens (pages and routes), the
// menu entries and Refine's resources, all derived from that list. <App entities> gives the list; without it the
// shell serves the product's registry (entities/index.ts), which loads with the shell, not with the login screen.
import type { ResourceProps } from "@refinedev/core";
import type { EntityDefinition } from "@shared/entities/types";
import type { ResourceDefinition } from "@/resources/engine";
import { resourceDefinitions } from "@/resources/definitions";
import type { GivenScreens } from "@/resources/entity-screens";
import { menuEntriesOf, resourcesOf, type MenuEntry } from "@/resources/registry";

export interface Shell {
  entities: readonly EntityDefinition[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition is typed by its own record
  definitions: ResourceDefinition<any, any>[];
  menuEntries: readonly MenuEntry[];
  resources: ResourceProps[];
}

const built = new WeakMap<readonly EntityDefinition[], Shell>();

/** The shell of an app serving `entities` (with the screen parts it was given for some), built once per list. */
export function shellOf(entities: readonly EntityDefinition[], screens: GivenScreens = {}): Shell {
  let shell = built.get(entities);
  if (!shell) {
    const definitions = resourceDefinitions(entities, screens);
    shell = { entities, definitions, menuEntries: menuEntriesOf(definitions), resources: resourcesOf(definitions) };
    built.set(entities, shell);
  }
  return shell;
}
