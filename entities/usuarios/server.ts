// Usuarios on the server, beyond what the definition derives: the control-post users' and drivers' tabs, the
// driver's record, the control-post user's create and the password reset (schema.graphql), and the traffic
// controllers' writes (a login per controller, its sessions revoked when deactivated or deleted).
import type { EntityServerPart } from "@server/entities/entity-server-part";
import { usuariosResolvers } from "./server/resolvers";
import { usuariosOverrides } from "./server/save";

export const server: EntityServerPart = { resolvers: usuariosResolvers, overrides: usuariosOverrides };
