// Query.viaje(id): one trip of the caller's company.
import type { QueryResolvers } from "../../types.generated";
import { findInCompany } from "../../../auth/guard";
import { VIAJE_COLUMNS } from "./fields";
import { toViaje, type ViajeRow } from "./row";

// Another company's trip answers null, exactly like a missing one (not FORBIDDEN or NOT_FOUND), so the
// answer never tells whether that id exists; the screen treats null as a failed load (spec 1 §8).
export const viaje: NonNullable<QueryResolvers["viaje"]> = async (_parent, { id }, ctx) => {
  const row = await findInCompany<ViajeRow>(ctx, `"viajeslista"`, id, VIAJE_COLUMNS);
  return row ? toViaje(row) : null;
};
