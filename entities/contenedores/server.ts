// Contenedores on the server, beyond what the definition derives: a container's state as a reference and its
// detail lines, the shipments that carried it (schema.graphql).
import type { EntityServerPart } from "@server/entities/entity-server-part";
import { contenedoresResolvers } from "./server/resolvers";

export const server: EntityServerPart = { resolvers: contenedoresResolvers };
