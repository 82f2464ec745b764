// Query.viajesNiveles and the attention mutations (rank.ts, attention.ts); `viajes` calls triagedPage itself.
import type { Resolvers } from "../../types.generated";
import { releaseTrip, snoozeTrip, takeTrip } from "./attention";
import { countLevels } from "./rank";

export const triageResolvers: Resolvers = {
  Query: {
    viajesNiveles: (_parent, args, ctx) => countLevels(ctx, args.filters),
  },
  Mutation: {
    atenderViaje: (_parent, args, ctx) => takeTrip(ctx, args.id) as never,
    liberarViaje: (_parent, args, ctx) => releaseTrip(ctx, args.id) as never,
    silenciarViaje: (_parent, args, ctx) => snoozeTrip(ctx, args.id, args.minutos, args.motivo) as never,
  },
};
