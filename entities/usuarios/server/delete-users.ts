// deleteUser: the entity's default delete of the company's traffic controllers, never the caller.
// A deleted user's sessions go with their row (the sessions' foreign key cascades), and what this process still
// holds of them ends as soon as the deletion has committed, as on deactivation: the live feeds they opened
// complete and their cached session lookups are forgotten, so neither a feed nor an HTTP request outlives the
// user. The end is announced only once the rows are gone: a deletion refused (the user is in trips or reports)
// leaves every session open.
import type { Context } from "@server/context";
import { sessionEnded } from "@server/auth/session-end";

type Args = Record<string, unknown>;
type DeleteOperation = (ctx: Context, args: Args) => Promise<unknown>;

export function deleteUsers(defaultDelete: DeleteOperation): DeleteOperation {
  return async (ctx, args) => {
    const ids = (args.ids as number[]).filter((id) => id !== ctx.session.idusuario);
    const deleted = (await defaultDelete(ctx, { ids })) as number[];
    for (const id of deleted) sessionEnded.user(id);
    return deleted;
  };
}
