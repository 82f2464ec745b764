// Reading a trip's plan, company-scoped: the trip must be the caller's company's.
import { sql } from "drizzle-orm";
import type { Context } from "../../../context";
import type { Db } from "../../../db/client";
import type { DetallePlanViajePorViaje } from "../../types.generated";

type Ctx = Pick<Context, "database" | "session">;

export interface PlanRow {
  id: number;
  codigo: string;
  descripcion: string;
  idruta: number;
}

type DetailRow = Omit<DetallePlanViajePorViaje, "geolocalizacion"> & { latitud: number | null; longitud: number | null };

/** The trip's plan id, or null when the trip is not the caller's company's or has no plan. */
export async function tripPlanId(ctx: Ctx, idviaje: number): Promise<number | null> {
  const { idempresa } = ctx.session;
  const rows = await ctx.database.run<{ idplanviaje: number | null }>(
    sql`SELECT v."idplanviaje" FROM "viajes" v JOIN "planesviaje" p ON p."id" = v."idplanviaje"
      WHERE v."id" = ${idviaje} AND v."idempresa" = ${idempresa} AND p."idempresa" = ${idempresa}`,
    { prepare: true },
  );
  return rows[0]?.idplanviaje ?? null;
}

/**
 * The trip's plan, its first report time and the posts it reported at (one statement), when the trip and the
 * plan are the caller's company's.
 */
const planOfTrip = (idviaje: number, idempresa: number) => sql`SELECT p."id", p."codigo", p."descripcion", p."idruta", rr."primerreporte", rr."puestos"
  FROM "viajes" v
  JOIN "planesviaje" p ON p."id" = v."idplanviaje"
  LEFT JOIN LATERAL (SELECT min(r."fechahora") AS "primerreporte",
      array_agg(DISTINCT r."idpuestocontrol") FILTER (WHERE r."idpuestocontrol" IS NOT NULL) AS "puestos"
    FROM "reportes" r WHERE r."idviaje" = v."id") rr ON true
  WHERE v."id" = ${idviaje} AND v."idempresa" = ${idempresa} AND p."idempresa" = ${idempresa}`;

/** The rows of the trip's plan in their order (kept only when planOfTrip finds the plan the company's). */
const detailsOfTrip = (idviaje: number, idempresa: number) => sql`SELECT d."id", d."idplanviaje", d."idpuestocontrol", pc."descripcion" AS "puestocontrol", pc."direccion",
    pc."latitud", pc."longitud", d."duracion", d."distancia", d."orden", pc."indicadorfisico", d."indicadorpernoctar",
    pc."indicadoraltoriesgo", pc."codigounico"
  FROM "viajes" v
  JOIN "detallesplanviaje" d ON d."idplanviaje" = v."idplanviaje"
  JOIN "puestoscontrol" pc ON pc."id" = d."idpuestocontrol"
  WHERE v."id" = ${idviaje} AND v."idempresa" = ${idempresa} ORDER BY d."orden", d."id"`;

/**
 * The trip's plan with what the trip adds to it (its first report time and the posts it reported at), or null
 * when the trip is not the caller's company's or has no plan: two statements sent at once, each finding the
 * plan through the trip (the trip detail opens it with every trip, so the load run showed it).
 */
export async function readTripPlan(ctx: Ctx, idviaje: number) {
  const { idempresa } = ctx.session;
  const [[plan], details] = await Promise.all([
    ctx.database.run<PlanRow & { primerreporte: string | Date | null; puestos: number[] | null }>(planOfTrip(idviaje, idempresa), { prepare: true }),
    ctx.database.run<DetailRow>(detailsOfTrip(idviaje, idempresa), { prepare: true }),
  ]);
  if (!plan) return null;
  const { primerreporte, puestos, ...row } = plan;
  return {
    ...row,
    planviajedetalles: details.map(({ latitud, longitud, ...d }) => ({
      ...d,
      geolocalizacion: latitud == null && longitud == null ? null : { latitud, longitud },
    })),
    primerreporte: primerreporte == null ? null : new Date(primerreporte).toISOString(),
    puestosreportados: (puestos ?? []).map(Number),
  };
}

/** Renumbers a plan's rows 1..n keeping their relative order (idempotent); `db` may be a transaction. */
export async function renumber(db: Pick<Db, "execute">, idplanviaje: number): Promise<void> {
  await db.execute(sql`UPDATE "detallesplanviaje" d SET "orden" = r.rn::int
       FROM (SELECT "id", row_number() OVER (ORDER BY "orden", "id") AS rn FROM "detallesplanviaje" WHERE "idplanviaje" = ${idplanviaje}) r
      WHERE d."id" = r."id" AND d."orden" IS DISTINCT FROM r.rn::int`);
}
