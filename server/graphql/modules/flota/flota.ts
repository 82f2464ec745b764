// Query.flotaViajes: the open trips of the caller's company at their last known point.
import { sql } from "drizzle-orm";
import type { QueryResolvers } from "../../types.generated";
import { listFragment } from "../../../db/statement";
import { TRIP_STATES_IN_PROGRESS } from "@shared/domain/catalog";
import { buildListQuery, type ListSpec } from "../../paging";
import { VIAJE_COLUMNS, VIAJE_FIELDS } from "../viajes/fields";
import { toViaje, type ViajeRow } from "../viajes/row";

/** Most trips one map answers (a company's open fleet is far below it). */
export const FLEET_LIMIT = 5000;

/** The only filters of the map: risk level, client, last mile. */
export const FLEET_FILTERS = ["tiporiesgo", "idclientes", "indicadorultimamilla"] as const;

const FLEET_LIST: ListSpec = {
  from: `"viajeslista"`,
  fields: Object.fromEntries(FLEET_FILTERS.map((f) => [f, { ...VIAJE_FIELDS[f], orderable: false }])),
  companyColumn: `"idempresa"`,
  defaultOrder: `"id" ASC`,
  where: [
    `"idsysestado" IN (${TRIP_STATES_IN_PROGRESS.join(", ")})`,
    `"latitud" IS NOT NULL`,
    `"longitud" IS NOT NULL`,
  ],
};

export const flotaViajes: NonNullable<QueryResolvers["flotaViajes"]> = async (_parent, args, ctx) => {
  const q = buildListQuery(FLEET_LIST, { filters: args.filters }, ctx.session.idempresa);
  const rows = await ctx.database.run<ViajeRow>(
    sql`SELECT ${listFragment(VIAJE_COLUMNS)} FROM ${listFragment(FLEET_LIST.from)} ${q.where} ${q.orderBy} LIMIT ${FLEET_LIMIT}`,
  );
  return rows.map(toViaje);
};
