// The executable schema: every module's schema.graphql merged with its resolvers, and the entities'.
import { createSchema } from "graphql-yoga";
import type { Context } from "../context";
import { moduleResolvers } from "./modules";
import { loadTypeDefs } from "./schema-sdl";
import { guardArguments } from "./input-guard";
import { entities } from "../../src/entities";
import { entityResolvers } from "../entities/resolvers";
import { entityTable } from "../entities/table";
import { ENTITY_RESOLVERS } from "./modules/entity-resolvers";

/** A module added at start-up rather than from modules/ (an embedding app's, or a test's). */
export interface ExtraModule {
  typeDefs: string;
  resolvers: object;
}

export function buildSchema(extraModules: ExtraModule[] = []) {
  return createSchema<Context & Record<string, unknown>>({
    typeDefs: [loadTypeDefs(), ...extraModules.map((m) => m.typeDefs)],
    resolvers: [
      ...moduleResolvers,
      // the registered entities' SDL is in loadTypeDefs(); their resolvers are derived here (with a module's overrides)
      ...entities.map((e) => ENTITY_RESOLVERS[e.name] ?? entityResolvers(e, entityTable(e))),
      ...extraModules.map((m) => m.resolvers),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- generated resolver types meet yoga's loose map here
    ].map(guardArguments) as any,
  });
}
