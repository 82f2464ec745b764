// planviajePorViaje and the plan-row mutations of the trip's plan tab.
import type { Resolvers } from "../../types.generated";
import { deleteDetallePlanViaje, moveDetallePlanViaje, updateDetallePlanViaje } from "./edit";
import { readTripPlan } from "./plan";

export const planviajeViajeResolvers: Resolvers = {
  Query: {
    planviajePorViaje: (_parent, { idviaje }, ctx) => readTripPlan(ctx, idviaje),
  },
  Mutation: { updateDetallePlanViaje, deleteDetallePlanViaje, moveDetallePlanViaje },
};
