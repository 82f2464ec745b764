// Viaje.eta (issue 10): batched per request, see batch.ts.
import type { Resolvers } from "../../types.generated";
import { etaOf } from "./batch";

export const etaResolvers: Resolvers = {
  Viaje: {
    eta: (parent, _args, ctx) => (parent.id == null ? null : etaOf(ctx, Number(parent.id))),
  },
};
