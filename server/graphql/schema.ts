// The executable schema of an app's entities: every module's schema.graphql merged with its resolvers, and the
// entities' (derived from their definitions, and what their folders add).
import { createSchema } from "graphql-yoga";
import type { Context } from "../context";
import { moduleResolvers } from "./modules";
import { loadTypeDefs } from "./schema-sdl";
import { guardArguments } from "./input-guard";
import type { EntityDefinition } from "@shared/entities/types";
import { entityResolvers } from "../entities/resolvers";
import { moduleOutputResolvers } from "../entities/field-type-hooks";
import { serverPartOf } from "../entities/server-parts";

/** A module added at start-up rather than from modules/ (an embedding app's, or a test's). */
export interface ExtraModule {
  typeDefs: string;
  resolvers: object;
}

export function buildSchema(entities: readonly EntityDefinition[], extraModules: ExtraModule[] = []) {
  return createSchema<Context & Record<string, unknown>>({
    typeDefs: [loadTypeDefs(entities), ...extraModules.map((m) => m.typeDefs)],
    resolvers: [
      ...moduleResolvers,
      // the registered entities' SDL is in loadTypeDefs(); their resolvers call their operations
      ...entities.map((e) => entityResolvers(e)),
      // what an entity's folder adds to its contract (entities/<name>/schema.graphql and server.ts)
      ...entities.flatMap((e) => serverPartOf(e).resolvers ?? []),
      // the fields a module's type adds beside a value (an image's or a file's signed URL, `<name>Url`)
      ...entities.map(moduleOutputResolvers),
      ...extraModules.map((m) => m.resolvers),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- generated resolver types meet yoga's loose map here
    ].map((resolvers) => guardArguments(resolvers, entities)) as any,
  });
}
