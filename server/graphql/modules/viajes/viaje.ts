// Query.viaje(id): one trip of the caller's company.
import type { QueryResolvers } from "../../types.generated";
import { findInCompany } from "../../../auth/guard";
import { requestedObjectFields } from "../../selection";
import { viajeColumns } from "./fields";
import { toViaje, type ViajeRow } from "./row";

// Another company's trip answers null, exactly like a missing one (not FORBIDDEN or NOT_FOUND), so the
// answer never tells whether that id exists; the screen treats null as a failed load.
// Only the columns the query asks for (the detail screen asks for 27 of 74): the view's joins nobody reads are
// left out by PostgreSQL, and the server parses a third of the row.
export const viaje: NonNullable<QueryResolvers["viaje"]> = async (_parent, { id }, ctx, info) => {
  const row = await findInCompany<ViajeRow>(ctx, `"viajeslista"`, id, viajeColumns(requestedObjectFields(info)));
  return row ? toViaje(row) : null;
};
