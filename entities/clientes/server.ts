// Clientes on the server, beyond what the definition derives: the system events hidden from a client
// (schema.graphql; role 3 only).
import type { EntityServerPart } from "@server/entities/entity-server-part";
import { clientesResolvers } from "./server/resolvers";

export const server: EntityServerPart = { resolvers: clientesResolvers };
