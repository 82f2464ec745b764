// The declarative master entities of an app: each entity of its list (the product's registry, entities/index.ts, or
// the list given to <App entities>) with its folder's screen part when it has one (entities/<name>/screen.tsx, found
// by its folder: the folder is the entity's name), else its pages derived from the definition alone; then the
// screens declared for the browser alone. The engine generates each one's list, view, edit and create pages and its
// route under /Home, and the menu its side-menu entry (the definition's `menu`), in the order its `menu.order` gives.
import type { ResourceDefinition } from "@/resources/engine";
import type { EntityDefinition } from "@shared/entities/types";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { auditoriaDefinition } from "@/resources/auditoria";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition is typed by its own record
type AnyDefinition = ResourceDefinition<any, any>;

/** The entity folders' screen parts by entity name (loaded with the registry; their plug-ins stay lazy). */
const screens = new Map(
  Object.entries(import.meta.glob<AnyDefinition>("../../entities/*/screen.tsx", { eager: true, import: "screen" }))
    .map(([file, screen]) => [file.split("/").at(-2)!, screen]),
);

/** The place of an entity's menu entry: its `menu.order`; those without one come after, in the registry's order. */
const menuOrder = (entity: EntityDefinition) => entity.menu?.order ?? Number.MAX_SAFE_INTEGER;

/** The entities' resource definitions, in their menu order (the sort keeps the list's order among equals). */
export const entityDefinitions = (entities: readonly EntityDefinition[]): AnyDefinition[] =>
  [...entities].sort((a, b) => menuOrder(a) - menuOrder(b)).map((entity) => screens.get(entity.name) ?? resourceFromEntity(entity));

/** Every declarative screen of an app serving `entities`: the entities', then the audit log's. */
export const resourceDefinitions = (entities: readonly EntityDefinition[]): AnyDefinition[] => [...entityDefinitions(entities), auditoriaDefinition(entities)];
