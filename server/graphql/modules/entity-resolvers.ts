// The entities whose resolvers are not all the engine's defaults (server/entities/resolvers.ts): each one's
// resolvers built next to its module, with its own table and per-operation overrides. The other entities get
// the defaults (server/graphql/schema.ts).
import { usuariosEntityResolvers } from "./usuarios/save";

type EntityResolvers = { Query: Record<string, unknown>; Mutation: Record<string, unknown> };

/** By entity name (src/entities). */
export const ENTITY_RESOLVERS: Readonly<Record<string, EntityResolvers>> = {
  usuarios: usuariosEntityResolvers,
};
