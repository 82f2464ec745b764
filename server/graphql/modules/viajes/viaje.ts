// Query.viaje(id): one trip of the caller's company. readTrip reads it with the columns of the fields asked for;
// the resolver asks for those of its query, REST's /api/v1/viajes/:id for every field.
import type { Context } from "../../../context";
import type { QueryResolvers, Viaje } from "../../types.generated";
import { findInCompany } from "../../../auth/guard";
import { requestedObjectFields } from "../../selection";
import { viajeColumns } from "./fields";
import { toViaje, type ViajeRow } from "./row";

// Another company's trip answers null, exactly like a missing one (not FORBIDDEN or NOT_FOUND), so the
// answer never tells whether that id exists; the screen treats null as a failed load.
// Only the columns the query asks for (the detail screen asks for 27 of 74): the view's joins nobody reads are
// left out by PostgreSQL, and the server parses a third of the row.
export const viaje: NonNullable<QueryResolvers["viaje"]> = (_parent, { id }, ctx, info) => readTrip(ctx, id, requestedObjectFields(info));

/** One trip of the caller's company with the columns of the `requested` fields (null: every column), or null. */
export async function readTrip(ctx: Context, id: number, requested: ReadonlySet<string> | null): Promise<Viaje | null> {
  const row = await findInCompany<ViajeRow>(ctx, `"viajeslista"`, id, viajeColumns(requested));
  return row ? toViaje(row) : null;
}
