// Subscription.newReport: the caller's company's reports from the live bus (DESIGN §5).
import type { Resolvers } from "../../types.generated";
import { requireOwnCompany } from "../../../auth/guard";
import type { NewReportMessage } from "../../../live/bus";

export const feedResolvers: Resolvers = {
  Subscription: {
    newReport: {
      subscribe: (_parent, { idempresa }, ctx) => {
        requireOwnCompany(ctx, idempresa);
        return ctx.live.subscribe(idempresa);
      },
      resolve: (payload: NewReportMessage[]) => payload,
    },
  },
};
