import type { Resolvers } from "../../types.generated";
import { deleteTravel } from "./delete-travel";

export const eliminarViajeResolvers: Resolvers = { Mutation: { deleteTravel } };
