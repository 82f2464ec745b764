// Server-side permissions (roles: server/auth/authorize.ts): the caller's own company and own user, company-scoped lookups.
// The screen hides what a user may not do; these checks make the server refuse it.
import { sql } from "drizzle-orm";
import type { Context } from "../context";
import { listFragment } from "../db/statement";
import { forbidden } from "../graphql/errors";
import { MESSAGES } from "@shared/i18n/messages";

type Caller = Pick<Context, "session">;

/** FORBIDDEN when an argument names a company other than the caller's. */
export function requireOwnCompany(ctx: Caller, idempresa: number): void {
  if (idempresa !== ctx.session.idempresa) throw forbidden(MESSAGES.otherCompany);
}

/** FORBIDDEN when an argument names a user other than the caller. */
export function requireSelf(ctx: Caller, iduser: number): void {
  if (iduser !== ctx.session.idusuario) throw forbidden(MESSAGES.ownSettingsOnly);
}

/**
 * One row by id, only if it belongs to the caller's company; null otherwise (another company's row is
 * indistinguishable from a missing one). `relation` and `columns` are trusted SQL from the code.
 */
export async function findInCompany<T = Record<string, unknown>>(
  ctx: Pick<Context, "database" | "session">,
  relation: string,
  id: number,
  columns = "*",
  companyColumn = `"idempresa"`,
): Promise<T | null> {
  // one text per relation and columns, so a named prepared statement on PostgreSQL (a view's joins are planned once)
  const rows = await ctx.database.run<T>(
    sql`SELECT ${listFragment(columns)} FROM ${listFragment(relation)} WHERE "id" = ${id} AND ${listFragment(companyColumn)} = ${ctx.session.idempresa} LIMIT 1`,
    { prepare: true },
  );
  return rows[0] ?? null;
}
