import type { Resolvers } from "../../types.generated";
import { viaje } from "./viaje";
import { viajes } from "./viajes";

export const viajesResolvers: Resolvers = { Query: { viajes, viaje } };
