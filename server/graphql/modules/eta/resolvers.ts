// Viaje.eta: the estimate the trip keeps (eta/store.ts), read with the trip's row; a list never computes it.
import type { Resolvers } from "../../types.generated";

export const etaResolvers: Resolvers = {
  Viaje: {
    eta: (parent) => ((parent as { eta?: unknown }).eta ?? null) as never,
  },
};
