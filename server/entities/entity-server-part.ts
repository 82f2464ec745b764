// What an entity's folder (entities/<name>/) adds on the server beside its definition and its relation: its server
// part (`server.ts`, with the contract it adds in `schema.graphql`), found by the folder's name in a generated map
// (scripts/entity-server-parts.ts).
import type { Resolvers } from "../graphql/types.generated";
import type { EntityOverrides } from "./operations";

/** An entity's own server code beyond what its definition derives. */
export interface EntityServerPart {
  /** the resolvers of what its schema.graphql adds (fields, queries, mutations) */
  resolvers?: Resolvers;
  /** hand-written operations in place of the derived ones (they queue their webhook events themselves) */
  overrides?: EntityOverrides;
}
