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
  const rows = await ctx.database.query<{ idplanviaje: number | null }>(
    `SELECT v."idplanviaje" FROM "viajes" v JOIN "planesviaje" p ON p."id" = v."idplanviaje"
      WHERE v."id" = $1 AND v."idempresa" = $2 AND p."idempresa" = $2`,
    [idviaje, ctx.session.idempresa],
    { prepare: true },
  );
  return rows[0]?.idplanviaje ?? null;
}

const DETAILS = `SELECT d."id", d."idplanviaje", d."idpuestocontrol", pc."descripcion" AS "puestocontrol", pc."direccion",
    pc."latitud", pc."longitud", d."duracion", d."distancia", d."orden", pc."indicadorfisico", d."indicadorpernoctar",
    pc."indicadoraltoriesgo"
  FROM "detallesplanviaje" d JOIN "puestoscontrol" pc ON pc."id" = d."idpuestocontrol"
  WHERE d."idplanviaje" = $1 ORDER BY d."orden", d."id"`;

/** The plan with what the trip adds to it: its first report time and the posts it reported at. */
export async function readTripPlan(ctx: Ctx, idviaje: number, idplanviaje: number) {
  // the plan, its rows and the trip's reports at once (the caller has checked the trip is the company's)
  const [plan, [trip]] = await Promise.all([
    readPlan(ctx, idplanviaje),
    ctx.database.query<{ primerreporte: string | Date | null; puestos: number[] | null }>(
      `SELECT min(r."fechahora") AS "primerreporte",
          array_agg(DISTINCT r."idpuestocontrol") FILTER (WHERE r."idpuestocontrol" IS NOT NULL) AS "puestos"
        FROM "reportes" r WHERE r."idviaje" = $1`,
      [idviaje],
      { prepare: true },
    ),
  ]);
  if (!plan) return null;
  const first = trip?.primerreporte;
  return {
    ...plan,
    primerreporte: first == null ? null : new Date(first).toISOString(),
    puestosreportados: (trip?.puestos ?? []).map(Number),
  };
}

export async function readPlan(ctx: Ctx, idplanviaje: number) {
  // the rows are read with the plan and kept only when the plan is the caller's company's
  const [[plan], details] = await Promise.all([
    ctx.database.query<PlanRow>(
      `SELECT "id", "codigo", "descripcion", "idruta" FROM "planesviaje" WHERE "id" = $1 AND "idempresa" = $2`,
      [idplanviaje, ctx.session.idempresa],
      { prepare: true },
    ),
    ctx.database.query<DetailRow>(DETAILS, [idplanviaje], { prepare: true }),
  ]);
  if (!plan) return null;
  return {
    ...plan,
    planviajedetalles: details.map(({ latitud, longitud, ...d }) => ({
      ...d,
      geolocalizacion: latitud == null && longitud == null ? null : { latitud, longitud },
    })),
  };
}

/** Renumbers a plan's rows 1..n keeping their relative order (idempotent); `db` may be a transaction. */
export async function renumber(db: Pick<Db, "execute">, idplanviaje: number): Promise<void> {
  await db.execute(sql`UPDATE "detallesplanviaje" d SET "orden" = r.rn::int
       FROM (SELECT "id", row_number() OVER (ORDER BY "orden", "id") AS rn FROM "detallesplanviaje" WHERE "idplanviaje" = ${idplanviaje}) r
      WHERE d."id" = r."id" AND d."orden" IS DISTINCT FROM r.rn::int`);
}
