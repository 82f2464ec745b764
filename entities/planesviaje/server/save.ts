// createPlanviajeV2 / updatePlanviajeV2 / habilitarPlanviajeV2 / deletePlanviajeV2: the
// entity's writes (entities/planesviaje/definition.ts) that its defaults do not fit, hand-written with the details.
// Any role of the company creates, edits and enables plans; deleting needs role 3. The route, the posts
// and the template must be the caller's company's; details are replaced as a whole, renumbered 1..n.
import { inUseMessage, MESSAGES } from "@shared/i18n/messages";
import { and, eq, inArray } from "drizzle-orm";
import type { Context } from "@server/context";
import type { Db } from "@server/db/client";
import { puestosControl, rutas, viajes } from "@server/db/schema";
import { detallesPlanViaje, planesViaje } from "./table";
import { requireOwnCompany } from "@server/auth/guard";
import { badInput, found, notFound } from "@server/graphql/errors";
import type { DetallePlanViajeInput, MutationResolvers, PlanViajeInput } from "@server/graphql/types.generated";
import { planErrors, sortByOrder } from "@shared/domain/plan-detail";
import { invalidInput } from "@server/graphql/field-errors";
import { companyDelete } from "@server/graphql/delete-in-company";
import type { Tx } from "@server/audit/audited-update";
import { PLAN_NOT_FOUND, readPlan } from "./read";
import { recordAudit, recordChange } from "@server/audit/record";
import { insertInCompany } from "@server/graphql/create-in-company";
import { rowBefore } from "@server/audit/audited-update";
import { auditChanges } from "@shared/domain/audit-changes";
import { planesviajeEntity } from "@entities/planesviaje/definition";
import { entityChanged, entityDeleted } from "@server/webhooks/entity-events";
import type { EntityTable } from "@server/entities/table";

/** the audit log's name of a plan (the entity's) */
const PLAN_AUDIT = planesviajeEntity.audit!;
const planTable = planesViaje as unknown as EntityTable;

export const PLAN_IN_USE = inUseMessage("el plan de viaje", "viajes");

async function checkedValues(ctx: Context, db: Db, plan: PlanViajeInput, detalles: readonly DetallePlanViajeInput[]) {
  if (plan.idempresa != null) requireOwnCompany(ctx, plan.idempresa);
  const errors = planErrors(plan, detalles);
  if (errors.length) throw invalidInput(errors);
  const { idempresa } = ctx.session;
  const route = await db.select({ id: rutas.id }).from(rutas).where(and(eq(rutas.id, Number(plan.idruta)), eq(rutas.idempresa, idempresa)));
  if (!route.length) throw invalidInput([{ field: "idruta", message: MESSAGES.doesNotExist.route }]);
  const postIds = [...new Set(detalles.map((d) => d.idpuestocontrol))];
  const posts = await db
    .select({ id: puestosControl.id })
    .from(puestosControl)
    .where(and(eq(puestosControl.idempresa, idempresa), inArray(puestosControl.id, postIds)));
  if (posts.length !== postIds.length) throw invalidInput([{ field: "detalles", message: MESSAGES.doesNotExist.post }]);
  if (plan.idtemplate != null) {
    const template = await db
      .select({ id: planesViaje.id })
      .from(planesViaje)
      .where(and(eq(planesViaje.id, plan.idtemplate), eq(planesViaje.idempresa, idempresa)));
    if (!template.length) throw invalidInput([{ field: "idtemplate", message: PLAN_NOT_FOUND }]);
  }
  // planErrors refused a missing code, description or route
  const values = {
    codigo: String(plan.codigo).trim().toUpperCase(),
    descripcion: String(plan.descripcion).trim(),
    idruta: Number(plan.idruta),
  };
  const rows = sortByOrder(detalles.map((d) => ({ ...d })));
  return { values, rows };
}

/** A plan's rows as the audit log compares them: post, order, duration, distance, overnight. */
function detailsForAudit(rows: readonly { idpuestocontrol: number; orden: number; duracion: number; distancia: number; indicadorpernoctar?: boolean | null }[]) {
  return rows.map((r) => ({
    idpuestocontrol: r.idpuestocontrol, orden: r.orden, duracion: r.duracion, distancia: Number(r.distancia), indicadorpernoctar: r.indicadorpernoctar ?? false,
  }));
}

async function storedDetails(db: Db, idplanviaje: number) {
  const rows = await db.select().from(detallesPlanViaje).where(eq(detallesPlanViaje.idplanviaje, idplanviaje)).orderBy(detallesPlanViaje.orden, detallesPlanViaje.id);
  return detailsForAudit(rows);
}

async function writeDetails(db: Db, idplanviaje: number, rows: readonly DetallePlanViajeInput[]) {
  await db.delete(detallesPlanViaje).where(eq(detallesPlanViaje.idplanviaje, idplanviaje));
  await db.insert(detallesPlanViaje).values(
    rows.map((r) => ({
      idplanviaje,
      idpuestocontrol: r.idpuestocontrol,
      distancia: r.distancia,
      orden: r.orden,
      duracion: r.duracion,
      indicadorpernoctar: r.indicadorpernoctar ?? false,
    })),
  );
}

export const createPlanviajeV2: NonNullable<MutationResolvers["createPlanviajeV2"]> = async (_p, { planviaje, detalles }, ctx) => {
  const id = await ctx.db.transaction(async (tx) => {
    const { values, rows } = await checkedValues(ctx, tx, planviaje, detalles);
    const stored = { ...values, idtemplate: planviaje.idtemplate ?? null };
    const created = await insertInCompany(tx, ctx, { table: planesViaje, entidad: PLAN_AUDIT, values: stored, detalle: { ...values, detalles: rows } });
    await writeDetails(tx, created, rows);
    await entityChanged(tx, ctx, planesviajeEntity, planTable, "creado", created);
    return created;
  });
  return found(await readPlan(ctx, id), PLAN_NOT_FOUND);
};

export const updatePlanviajeV2: NonNullable<MutationResolvers["updatePlanviajeV2"]> = async (_p, { id, planviaje, detalles }, ctx) => {
  const current = await readPlan(ctx, id);
  if (!current) throw notFound(PLAN_NOT_FOUND);
  if (planviaje.idtemplate === id) throw invalidInput([{ field: "idtemplate", message: PLAN_NOT_FOUND }]);
  // a field left out keeps its value, the details left out stay as they are (an explicit null is sent on)
  const plan: PlanViajeInput = {
    ...planviaje,
    codigo: planviaje.codigo === undefined ? current.codigo : planviaje.codigo,
    descripcion: planviaje.descripcion === undefined ? current.descripcion : planviaje.descripcion,
    idruta: planviaje.idruta === undefined ? current.idruta : planviaje.idruta,
  };
  await ctx.db.transaction(async (tx) => {
    const keptRows = detalles ?? (await storedDetails(tx, id));
    const { values, rows } = await checkedValues(ctx, tx, plan, keptRows);
    const set = planviaje.idtemplate === undefined ? values : { ...values, idtemplate: planviaje.idtemplate };
    const where = and(eq(planesViaje.id, id), eq(planesViaje.idempresa, ctx.session.idempresa));
    const before = { ...(await rowBefore(tx, planesViaje, where, Object.keys(set))), ...(detalles ? { detalles: await storedDetails(tx, id) } : {}) };
    await tx.update(planesViaje).set(set).where(where);
    if (detalles) await writeDetails(tx, id, rows);
    await recordChange(tx, ctx, { entidad: PLAN_AUDIT, identidad: id, before, after: { ...set, ...(detalles ? { detalles: detailsForAudit(rows) } : {}) } });
    await entityChanged(tx, ctx, planesviajeEntity, planTable, "actualizado", id, { ...set, ...(detalles ? { detalles: detailsForAudit(rows) } : {}) });
  });
  const updated = await readPlan(ctx, id);
  if (!updated) throw notFound(PLAN_NOT_FOUND);
  return updated;
};

export const habilitarPlanviajeV2: NonNullable<MutationResolvers["habilitarPlanviajeV2"]> = async (_p, { id }, ctx) => {
  const current = await readPlan(ctx, id);
  if (!current) throw notFound(PLAN_NOT_FOUND);
  const set = { indicadordeshabilitado: !current.indicadordeshabilitado };
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(planesViaje)
      .set(set)
      .where(and(eq(planesViaje.id, id), eq(planesViaje.idempresa, ctx.session.idempresa)));
    const detalle = auditChanges({ indicadordeshabilitado: current.indicadordeshabilitado }, set);
    await recordAudit(tx, ctx, { accion: "Habilitar", entidad: PLAN_AUDIT, identidad: id, detalle });
    await entityChanged(tx, ctx, planesviajeEntity, planTable, "actualizado", id, set);
  });
  const updated = await readPlan(ctx, id);
  if (!updated) throw notFound(PLAN_NOT_FOUND);
  return updated;
};

/** A plan a trip follows stays. */
async function plansInUse(tx: Tx, own: { id: number }[]) {
  const used = await tx.select({ id: viajes.id }).from(viajes).where(inArray(viajes.idplanviaje, own.map((p) => p.id))).limit(1);
  return used.length ? badInput(PLAN_IN_USE) : null;
}

/** A return plan outlives its original: it stops naming it. */
function forgetTemplate(tx: Tx, ids: number[], ctx: Context) {
  return tx.update(planesViaje).set({ idtemplate: null }).where(and(eq(planesViaje.idempresa, ctx.session.idempresa), inArray(planesViaje.idtemplate, ids)));
}

export const deletePlanviajeV2: NonNullable<MutationResolvers["deletePlanviajeV2"]> = companyDelete({
  resource: planesviajeEntity.name, table: planesViaje,
  entidad: PLAN_AUDIT,
  refuse: plansInUse,
  beforeDelete: forgetTemplate,
  afterDelete: (tx, ids, ctx) => entityDeleted(tx, ctx, planesviajeEntity, ids),
});
