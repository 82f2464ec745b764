import type { Resolvers } from "../../types.generated";
import { flotaViajes } from "./flota";

export const flotaResolvers: Resolvers = { Query: { flotaViajes } };
