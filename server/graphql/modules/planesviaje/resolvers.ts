// Trip plans module (spec 3 §2-§8): the plans list, one plan with its details, and the V2 mutations.
import type { Resolvers } from "../../types.generated";
import { DEFAULT_PAGINATION, runList } from "../../paging";
import { PLAN_COLUMNS, PLANES_LIST, readDetails, readPlan } from "./read";
import { createPlanviajeV2, deletePlanviajeV2, habilitarPlanviajeV2, updatePlanviajeV2 } from "./save";

export const planesviajeResolvers: Resolvers = {
  Query: {
    planesviaje: (_p, args, ctx) => runList(ctx, PLANES_LIST, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, PLAN_COLUMNS),
    planviajeInfo: (_p, { id }, ctx) => readPlan(ctx, id),
    detallesplanviaje: (_p, { idplanviaje }, ctx) => readDetails(ctx, idplanviaje),
  },
  PlanViaje: {
    detalles: (plan, _args, ctx) => (plan.id == null ? [] : readDetails(ctx, plan.id)),
  },
  Mutation: { createPlanviajeV2, updatePlanviajeV2, habilitarPlanviajeV2, deletePlanviajeV2 },
};
