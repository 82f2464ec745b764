// The executable schema: every module's schema.graphql merged with its resolvers, and the entities'.
import { createSchema } from "graphql-yoga";
import type { Context } from "../context";
import { moduleResolvers } from "./modules";
import { loadTypeDefs } from "./schema-sdl";
import { guardArguments } from "./input-guard";
import { entities } from "@shared/entities";
import { entityResolvers } from "../entities/resolvers";
import { imageUrlResolvers } from "../entities/images";

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
      // the registered entities' SDL is in loadTypeDefs(); their resolvers call their operations
      ...entities.map((e) => entityResolvers(e)),
      // an image field's signed read URL (`<name>Url`)
      ...entities.map(imageUrlResolvers),
      ...extraModules.map((m) => m.resolvers),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- generated resolver types meet yoga's loose map here
    ].map(guardArguments) as any,
  });
}
