// createPuestoControlVirtual / updatePuestoControlVirtual / deletePuestoControlVirtual (spec 3 §4, §7).
// Any role of the company creates and edits virtual posts (the Maestras menu is every role's); deleting
// needs role 3. Physical posts and posts of unknown type are never written here.
import { and, eq, inArray } from "drizzle-orm";
import type { Context } from "../../../context";
import { detallesPlanViaje, puestosControl, reportes } from "../../../db/schema";
import { findInCompany, requireRole } from "../../../auth/guard";
import { badInput, notFound } from "../../errors";
import type { MutationResolvers, PuestoControl } from "../../types.generated";
import { PUESTOSCONTROL_LIST } from "../../../rest/export/relations";
import { MAX_DELETE_IDS } from "../rutas/delete";
import { pgErrorCode } from "../rutas/save";
import { postValues } from "./input";
import { recordAudit } from "../../../audit/record";
import { auditedUpdate } from "../../../audit/audited-update";

export const POST_NOT_FOUND = "No se encontro el puesto de control";
export const ONLY_VIRTUAL_EDIT = "Solo se pueden editar puestos de control virtuales";
export const ONLY_VIRTUAL_DELETE = "Solo se pueden eliminar puestos de control virtuales. No se elimino ningun registro.";
export const POST_IN_USE = "No se puede eliminar el puesto de control: tiene planes de viaje o reportes asociados. No se elimino ningun registro.";

export const POST_COLUMNS = Object.keys(PUESTOSCONTROL_LIST.fields).map((f) => `"${f}"`).join(", ");

type PostRow = Omit<PuestoControl, "geolocalizacion"> & { latitud: number | null; longitud: number | null };

/** A row with its coordinates as the contract's geolocalizacion. */
export function toPuesto({ latitud, longitud, ...row }: PostRow): PuestoControl {
  return { ...row, geolocalizacion: latitud == null || longitud == null ? null : { latitud, longitud } };
}

export async function readPuesto(ctx: Pick<Context, "database" | "session">, id: number): Promise<PuestoControl | null> {
  const row = await findInCompany<PostRow>(ctx, PUESTOSCONTROL_LIST.from, id, POST_COLUMNS);
  return row ? toPuesto(row) : null;
}

export const createPuestoControlVirtual: NonNullable<MutationResolvers["createPuestoControlVirtual"]> = async (_p, args, ctx) => {
  const values = await postValues(ctx.db, args.puestoControlVirtual);
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(puestosControl).values({ ...values, idempresa: ctx.session.idempresa }).returning({ id: puestosControl.id });
    await recordAudit(tx, ctx, { accion: "Crear", entidad: "Puesto de control", identidad: inserted.id, detalle: values });
    return inserted;
  });
  const created = await readPuesto(ctx, row.id);
  if (!created) throw notFound(POST_NOT_FOUND);
  return created;
};

export const updatePuestoControlVirtual: NonNullable<MutationResolvers["updatePuestoControlVirtual"]> = async (_p, { id, puestoControlVirtual }, ctx) => {
  const current = await readPuesto(ctx, id);
  if (!current) throw notFound(POST_NOT_FOUND);
  if (current.indicadorfisico !== false) throw badInput(ONLY_VIRTUAL_EDIT);
  const values = await postValues(ctx.db, puestoControlVirtual);
  await ctx.db.transaction(async (tx) => {
    const where = and(eq(puestosControl.id, id), eq(puestosControl.idempresa, ctx.session.idempresa), eq(puestosControl.indicadorfisico, false));
    await auditedUpdate(tx, ctx, { table: puestosControl, where, set: values, entidad: "Puesto de control", identidad: id });
  });
  const updated = await readPuesto(ctx, id);
  if (!updated) throw notFound(POST_NOT_FOUND);
  return updated;
};

export const deletePuestoControlVirtual: NonNullable<MutationResolvers["deletePuestoControlVirtual"]> = async (_p, { ids }, ctx) => {
  requireRole(ctx);
  const wanted = [...new Set(ids)];
  if (wanted.length > MAX_DELETE_IDS) throw badInput(`Maximo ${MAX_DELETE_IDS} registros por eliminacion`);
  if (!wanted.length) return [];
  const { idempresa } = ctx.session;
  try {
    return await ctx.db.transaction(async (tx) => {
      const own = await tx
        .select({ id: puestosControl.id, indicadorfisico: puestosControl.indicadorfisico })
        .from(puestosControl)
        .where(and(eq(puestosControl.idempresa, idempresa), inArray(puestosControl.id, wanted)));
      if (!own.length) return [];
      if (own.some((p) => p.indicadorfisico !== false)) throw badInput(ONLY_VIRTUAL_DELETE);
      const ownIds = own.map((p) => p.id);
      const [inPlans, inReports] = await Promise.all([
        tx.select({ id: detallesPlanViaje.id }).from(detallesPlanViaje).where(inArray(detallesPlanViaje.idpuestocontrol, ownIds)).limit(1),
        tx.select({ id: reportes.id }).from(reportes).where(inArray(reportes.idpuestocontrol, ownIds)).limit(1),
      ]);
      if (inPlans.length || inReports.length) throw badInput(POST_IN_USE);
      const deleted = await tx
        .delete(puestosControl)
        .where(and(eq(puestosControl.idempresa, idempresa), inArray(puestosControl.id, ownIds)))
        .returning({ id: puestosControl.id });
      for (const p of deleted) await recordAudit(tx, ctx, { accion: "Eliminar", entidad: "Puesto de control", identidad: p.id });
      return deleted.map((r) => r.id).sort((a, b) => a - b);
    });
  } catch (error) {
    if (pgErrorCode(error).code === "23503") throw badInput(POST_IN_USE);
    throw error;
  }
};
