// Reading trip plans (planviajeInfo, detallesplanviaje): one plan as the entity's list reads it
// (entities/planesviaje/definition.ts) and the details of a plan ordered by orden, always within the caller's company.
import { sql } from "drizzle-orm";
import type { Context } from "@server/context";
import type { DetallePlanViaje, PlanViaje } from "@server/graphql/types.generated";
import { childLoader, groupBy, type LoaderScope } from "@server/graphql/child-loader";
import { findInCompany } from "@server/auth/guard";
import { entityColumns, entityList } from "@server/entities/list";
import { planesviajeEntity } from "@entities/planesviaje/definition";

const PLANES_LIST = entityList(planesviajeEntity);
const PLAN_COLUMNS = entityColumns(planesviajeEntity);
export const PLAN_NOT_FOUND = planesviajeEntity.notFound;

type Ctx = Pick<Context, "database" | "session">;
type DetailRow = Omit<DetallePlanViaje, "geolocalizacion"> & { latitud: number | null; longitud: number | null };

/** The details of plans of the caller's company, by plan, ordered by orden (none for another company's plan). */
async function readDetailsOf(ctx: LoaderScope, ids: number[]): Promise<Map<number, DetallePlanViaje[]>> {
  if (!ids.length) return new Map();
  const rows = await ctx.database.run<DetailRow>(sql`SELECT d."id", d."idplanviaje", d."idpuestocontrol", pc."descripcion" AS "puestocontrol", d."orden", d."duracion",
        d."distancia", pc."indicadorfisico", d."indicadorpernoctar", pc."indicadoraltoriesgo", pc."latitud", pc."longitud"
      FROM "detallesplanviaje" d
      JOIN "planesviaje" p ON p."id" = d."idplanviaje"
      JOIN "puestoscontrol" pc ON pc."id" = d."idpuestocontrol"
     WHERE d."idplanviaje" = ANY(${sql.param(ids)}::int[]) AND p."idempresa" = ${ctx.session.idempresa}
     ORDER BY d."idplanviaje", d."orden" ASC, d."id" ASC`);
  const details = rows.map(({ latitud, longitud, ...row }) => ({
    ...row,
    key: row.idplanviaje,
    geolocalizacion: latitud == null || longitud == null ? null : { latitud, longitud },
  }));
  return groupBy(details, "key");
}

/** A page of plans asking their `detalles` is one query (no query per plan). */
const detailsLoader = childLoader(readDetailsOf);

/** The details of a plan of the caller's company, ordered by orden (empty for another company's plan). */
export function readDetails(ctx: Ctx, idplanviaje: number): Promise<DetallePlanViaje[]> {
  return detailsLoader(ctx).load(idplanviaje);
}

/** One plan of the caller's company, as the entity's list reads it (with its route's description), or null. */
export const readPlan = (ctx: Ctx, id: number) => findInCompany<Omit<PlanViaje, "detalles">>(ctx, PLANES_LIST.from, id, PLAN_COLUMNS);
