// The order the trips list takes when the caller gives none: the company's ordenar_por (spec 1 §4.4).
import { sql } from "drizzle-orm";
import type { Context } from "../../../context";
import { tripOrder, type TripOrder } from "../../../../src/domain/trip-order";

/** A company without a settings row gets the spec's default (next-call time ascending). */
export async function companyTripOrder(ctx: Pick<Context, "database" | "session">): Promise<TripOrder[]> {
  const { idempresa } = ctx.session;
  const rows = await ctx.database.run<{ ordenar_por: string }>(sql`SELECT "ordenar_por" FROM "settings" WHERE "idempresa" = ${idempresa}`);
  return tripOrder(rows[0]?.ordenar_por ?? null, idempresa);
}
