// Planes de viaje on the server, beyond what the definition derives: a plan's details, Habilitar
// (schema.graphql), and its create, update and delete written by hand.
import type { EntityServerPart } from "@server/entities/entity-server-part";
import { planesviajeOverrides, planesviajeResolvers } from "./server/resolvers";

export const server: EntityServerPart = { resolvers: planesviajeResolvers, overrides: planesviajeOverrides };
