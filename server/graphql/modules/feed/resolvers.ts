// Subscription.newReport: the caller's company's reports from the live bus.
import type { Resolvers } from "../../types.generated";
import { requireOwnCompany } from "../../../auth/guard";
import { findSession } from "../../../auth/session";
import { whileSessionLasts } from "../../../auth/session-end";
import type { NewReportMessage } from "../../../live/bus";
import type { Context } from "../../../context";

export const feedResolvers: Resolvers = {
  Subscription: {
    newReport: {
      subscribe: (_parent, { idempresa }, ctx) => {
        requireOwnCompany(ctx, idempresa);
        // ends with the session (logout, revocation, deactivation): no report reaches a signed-out socket
        return whileSessionLasts(ctx.live.subscribe(idempresa), ctx.session, async () => !!(await findSession(ctx.database, ctx.session.token)));
      },
      // one delivery per message list a subscriber is sent
      resolve: (payload: NewReportMessage[], _args: unknown, ctx: Context) => {
        ctx.metrics?.feedDeliveries.inc();
        return payload;
      },
    },
  },
};
