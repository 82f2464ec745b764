// Trip plans module: what the entity (entities/planesviaje/definition.ts: the list, one plan) does not
// derive. A plan's details (the child loader and detallesplanviaje), Habilitar, and the writes that replace the
// entity's defaults (server/entities/overrides.ts): create and update with the details, and the delete refused
// while trips follow the plan, after which a return plan stops naming its original.
import type { Context } from "@server/context";
import type { Resolvers } from "@server/graphql/types.generated";
import type { EntityOverrides } from "@server/entities/operations";
import { readDetails } from "./read";
import { createPlanviajeV2, deletePlanviajeV2, habilitarPlanviajeV2, updatePlanviajeV2 } from "./save";

export const planesviajeResolvers: Resolvers = {
  Query: {
    detallesplanviaje: (_p, { idplanviaje }, ctx) => readDetails(ctx, idplanviaje),
  },
  PlanViaje: {
    detalles: (plan, _args, ctx) => (plan.id == null ? [] : readDetails(ctx, plan.id)),
  },
  Mutation: { habilitarPlanviajeV2 },
};

type Write = (parent: unknown, args: unknown, ctx: Context, info: never) => unknown;
/** The hand-written write as an operation (it reads neither its parent nor `info`). */
const operation = (write: unknown) => async (ctx: Context, args: Record<string, unknown>) => (write as Write)(undefined, args, ctx, undefined as never);

/** The entity's create, update and delete, hand-written (the generated resolver types name their arguments). */
export const planesviajeOverrides: EntityOverrides = {
  create: operation(createPlanviajeV2), update: operation(updatePlanviajeV2), delete: operation(deletePlanviajeV2),
};
