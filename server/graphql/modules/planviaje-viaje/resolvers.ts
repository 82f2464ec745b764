// planviajePorViaje and the plan-row mutations of the trip's plan tab (spec 2 §2, §7).
import type { Resolvers } from "../../types.generated";
import { deleteDetallePlanViaje, moveDetallePlanViaje, updateDetallePlanViaje } from "./edit";
import { readTripPlan, tripPlanId } from "./plan";

export const planviajeViajeResolvers: Resolvers = {
  Query: {
    planviajePorViaje: async (_parent, { idviaje }, ctx) => {
      const idplanviaje = await tripPlanId(ctx, idviaje);
      return idplanviaje == null ? null : readTripPlan(ctx, idviaje, idplanviaje);
    },
  },
  Mutation: { updateDetallePlanViaje, deleteDetallePlanViaje, moveDetallePlanViaje },
};
