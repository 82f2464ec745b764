// Query.settings(idempresa): any user of the company may read them (the trips list's timers use them).
import type { QueryResolvers } from "../../types.generated";
import { requireOwnCompany } from "../../../auth/guard";
import { readSettings } from "./store";

export const settingsQuery: NonNullable<QueryResolvers["settings"]> = async (_parent, { idempresa }, ctx) => {
  requireOwnCompany(ctx, idempresa);
  return readSettings(ctx.db, idempresa);
};
