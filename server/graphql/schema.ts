// The executable schema: every module's schema.graphql merged with its resolvers.
import { createSchema } from "graphql-yoga";
import type { Context } from "../context";
import { moduleResolvers } from "./modules";
import { loadTypeDefs } from "./schema-sdl";
import { guardArguments } from "./input-guard";

/** A module added at start-up rather than from modules/ (an embedding app's, or a test's). */
export interface ExtraModule {
  typeDefs: string;
  resolvers: object;
}

export function buildSchema(extraModules: ExtraModule[] = []) {
  return createSchema<Context & Record<string, unknown>>({
    typeDefs: [loadTypeDefs(), ...extraModules.map((m) => m.typeDefs)],
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- generated resolver types meet yoga's loose map here
    resolvers: [...moduleResolvers, ...extraModules.map((m) => m.resolvers)].map(guardArguments) as any,
  });
}
