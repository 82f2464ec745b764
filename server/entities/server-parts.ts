// An entity's server part, from its folder's `server.ts` when it has one (an entity without one is served by what
// its definition derives). Only the server imports the generated map, so none of it reaches the browser's bundle.
import type { EntityDefinition } from "@shared/entities/types";
import type { EntityServerPart } from "./entity-server-part";
import { SERVER_PARTS } from "./server-parts.generated";

export const serverPartOf = (entity: Pick<EntityDefinition, "name">): EntityServerPart => SERVER_PARTS[entity.name] ?? {};
