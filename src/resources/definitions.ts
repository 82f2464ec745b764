// The declarative master entities of an app: each entity of its list (the product's registry, entities/index.ts, or
// the list given to <App entities>) with its folder's screen part when it has one (entities/<name>/screen.tsx, found
// by its folder: the folder is the entity's name), else its pages derived from the definition alone; then the
// screens declared for the browser alone. The engine generates each one's list, view, edit and create pages and its
// route under /Home, and the menu its side-menu entry (the definition's `menu`), in the order its `menu.order` gives.
import type { EntityDefinition } from "@shared/entities/types";
import { auditoriaDefinition } from "@/resources/auditoria";
import { screenOf, type AnyDefinition, type GivenScreens } from "@/resources/entity-screens";

/** The place of an entity's menu entry: its `menu.order`; those without one come after, in the registry's order. */
const menuOrder = (entity: EntityDefinition) => entity.menu?.order ?? Number.MAX_SAFE_INTEGER;

/** The entities' resource definitions, in their menu order (the sort keeps the list's order among equals). */
export const entityDefinitions = (entities: readonly EntityDefinition[], screens: GivenScreens = {}): AnyDefinition[] =>
  [...entities].sort((a, b) => menuOrder(a) - menuOrder(b)).map((entity) => screenOf(entity, screens));

/** Every declarative screen of an app serving `entities`: the entities', then the audit log's. */
export const resourceDefinitions = (entities: readonly EntityDefinition[], screens: GivenScreens = {}): AnyDefinition[] =>
  [...entityDefinitions(entities, screens), auditoriaDefinition(entities)];
