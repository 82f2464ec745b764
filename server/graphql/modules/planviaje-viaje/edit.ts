// The plan rows' edition from the trip's plan tab: edit, delete, move up and down; the order
// is always 1..n afterwards. Every mutation checks the trip, the plan and the row are the caller's company's;
// the change and its audit row are written in one transaction.
import { eq, sql } from "drizzle-orm";
import type { Context } from "../../../context";
import { badInput, notFound } from "../../errors";
import type { DetallePlanViajeEdicionInput, MovimientoDetalle, MutationResolvers } from "../../types.generated";
import { readTripPlan, renumber, tripPlanId } from "./plan";
import { recordChange } from "../../../audit/record";
import { rowBefore } from "../../../audit/audited-update";
import { detallesPlanViaje } from "../../../db/schema";
import { MESSAGES } from "@shared/i18n/messages";
import { planesviajeEntity } from "@entities/planesviaje/definition";

type Ctx = Pick<Context, "database" | "session">;

/** the plan's audit name: a row edited from a trip is the plan's change */
const PLAN_AUDIT = planesviajeEntity.audit!;

/** The plan id of the trip when row `id` belongs to it; NOT_FOUND otherwise. */
async function ownedRow(ctx: Ctx, idviaje: number, id: number): Promise<number> {
  const idplanviaje = await tripPlanId(ctx, idviaje);
  if (idplanviaje == null) throw notFound(MESSAGES.notFound.tripPlan);
  const rows = await ctx.database.run(sql`SELECT 1 FROM "detallesplanviaje" WHERE "id" = ${id} AND "idplanviaje" = ${idplanviaje}`);
  if (!rows.length) throw notFound(MESSAGES.notFound.tripPlanDetail);
  return idplanviaje;
}

async function answer(ctx: Ctx, idviaje: number) {
  const plan = await readTripPlan(ctx, idviaje);
  if (!plan) throw notFound(MESSAGES.notFound.tripPlan);
  return plan;
}

export function detailValues(input: DetallePlanViajeEdicionInput) {
  const errors: string[] = [];
  if (!Number.isInteger(input.duracion) || input.duracion < 0) errors.push("duracion: Debe ser un entero mayor o igual a 0");
  if (!Number.isFinite(input.distancia) || input.distancia < 0) errors.push("distancia: Debe ser mayor o igual a 0");
  if (errors.length) throw badInput(errors.join("; "));
  return input;
}

export const updateDetallePlanViaje: NonNullable<MutationResolvers["updateDetallePlanViaje"]> = async (_p, { idviaje, id, detalle }, ctx) => {
  const values = detailValues(detalle);
  const idplanviaje = await ownedRow(ctx, idviaje, id);
  if (values.idpuestocontrol != null) {
    const post = await ctx.database.run(sql`SELECT 1 FROM "puestoscontrol" WHERE "id" = ${values.idpuestocontrol} AND "idempresa" = ${ctx.session.idempresa}`);
    if (!post.length) throw badInput(`idpuestocontrol: ${MESSAGES.notFound.post}`);
  }
  // the post and the overnight flag stay as they are when not sent
  const after = Object.fromEntries(Object.entries(values).filter(([, v]) => v != null));
  await ctx.db.transaction(async (tx) => {
    const before = (await rowBefore(tx, detallesPlanViaje, eq(detallesPlanViaje.id, id), Object.keys(after))) ?? {};
    await tx.execute(sql`UPDATE "detallesplanviaje" SET "duracion" = ${values.duracion}, "distancia" = ${values.distancia},
        "idpuestocontrol" = COALESCE(${values.idpuestocontrol ?? null}::int, "idpuestocontrol"),
        "indicadorpernoctar" = COALESCE(${values.indicadorpernoctar ?? null}::boolean, "indicadorpernoctar")
      WHERE "id" = ${id}`);
    await recordChange(tx, ctx, { entidad: PLAN_AUDIT, identidad: idplanviaje, before, after, context: { idviaje, iddetalle: id } });
  });
  return answer(ctx, idviaje);
};

export const deleteDetallePlanViaje: NonNullable<MutationResolvers["deleteDetallePlanViaje"]> = async (_p, { idviaje, id }, ctx) => {
  const idplanviaje = await ownedRow(ctx, idviaje, id);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM "detallesplanviaje" WHERE "id" = ${id} AND "idplanviaje" = ${idplanviaje}`);
    await renumber(tx, idplanviaje);
    await recordChange(tx, ctx, { entidad: PLAN_AUDIT, identidad: idplanviaje, before: {}, after: {}, context: { idviaje, iddetalle: id, eliminado: true } });
  });
  return answer(ctx, idviaje);
};

const STEP: Record<MovimientoDetalle, number> = { SUBIR: -1, BAJAR: 1 };

export const moveDetallePlanViaje: NonNullable<MutationResolvers["moveDetallePlanViaje"]> = async (_p, { idviaje, id, direccion }, ctx) => {
  const idplanviaje = await ownedRow(ctx, idviaje, id);
  // one statement: rank the rows 1..n, then swap the row with its neighbour (clamped at both ends)
  await ctx.db.transaction(async (tx) => {
    const before = (await rowBefore(tx, detallesPlanViaje, eq(detallesPlanViaje.id, id), ["orden"])) ?? {};
    await tx.execute(sql`WITH ranked AS (
        SELECT "id", row_number() OVER (ORDER BY "orden", "id")::int AS rn FROM "detallesplanviaje" WHERE "idplanviaje" = ${idplanviaje}),
      t AS (SELECT rn, LEAST(GREATEST(rn + ${STEP[direccion]}::int, 1), (SELECT count(*)::int FROM ranked)) AS p FROM ranked WHERE "id" = ${id})
     UPDATE "detallesplanviaje" d
        SET "orden" = CASE WHEN r."id" = ${id} THEN t.p WHEN r.rn = t.p THEN t.rn ELSE r.rn END
       FROM ranked r, t
      WHERE d."id" = r."id"`);
    const [after] = await tx.select({ orden: detallesPlanViaje.orden }).from(detallesPlanViaje).where(eq(detallesPlanViaje.id, id));
    await recordChange(tx, ctx, { entidad: PLAN_AUDIT, identidad: idplanviaje, before, after: after ?? {}, context: { idviaje, iddetalle: id, direccion } });
  });
  return answer(ctx, idviaje);
};
