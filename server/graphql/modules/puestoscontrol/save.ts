// createPuestoControlVirtual / updatePuestoControlVirtual / deletePuestoControlVirtual (spec 3 §4, §7).
// Any role of the company creates and edits virtual posts (the Maestras menu is every role's); deleting
// needs role 3. Physical posts and posts of unknown type are never written here.
import { and, eq, inArray } from "drizzle-orm";
import type { Context } from "../../../context";
import { detallesPlanViaje, puestosControl, reportes } from "../../../db/schema";
import { findInCompany } from "../../../auth/guard";
import { badInput, found, notFound } from "../../errors";
import type { MutationResolvers, PuestoControl } from "../../types.generated";
import { PUESTOSCONTROL_LIST } from "../../../rest/export/relations";
import { companyDelete, type OwnRow } from "../../delete-in-company";
import type { Tx } from "../../../audit/audited-update";
import { postValues } from "./input";
import { insertInCompany } from "../../create-in-company";
import { auditedUpdate } from "../../../audit/audited-update";
import { inUseMessage, MESSAGES } from "../../../../src/i18n/messages";

export const POST_NOT_FOUND = MESSAGES.notFound.post;
export const ONLY_VIRTUAL_EDIT = "Solo se pueden editar puestos de control virtuales";
export const ONLY_VIRTUAL_DELETE = `Solo se pueden eliminar puestos de control virtuales. ${MESSAGES.nothingDeleted}`;
export const POST_IN_USE = inUseMessage("el puesto de control", "planes de viaje o reportes");

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
  const id = await ctx.db.transaction((tx) => insertInCompany(tx, ctx, { table: puestosControl, entidad: "Puesto de control", values }));
  return found(await readPuesto(ctx, id), POST_NOT_FOUND);
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

const DELETE_FIELDS = { indicadorfisico: puestosControl.indicadorfisico };

/** Only virtual posts are deleted, and none a plan or a report uses. */
async function postsNotDeletable(tx: Tx, own: OwnRow<typeof DELETE_FIELDS>[]) {
  if (own.some((p) => p.indicadorfisico !== false)) return badInput(ONLY_VIRTUAL_DELETE);
  const ownIds = own.map((p) => p.id);
  const [inPlans, inReports] = await Promise.all([
    tx.select({ id: detallesPlanViaje.id }).from(detallesPlanViaje).where(inArray(detallesPlanViaje.idpuestocontrol, ownIds)).limit(1),
    tx.select({ id: reportes.id }).from(reportes).where(inArray(reportes.idpuestocontrol, ownIds)).limit(1),
  ]);
  return inPlans.length || inReports.length ? badInput(POST_IN_USE) : null;
}

export const deletePuestoControlVirtual: NonNullable<MutationResolvers["deletePuestoControlVirtual"]> = companyDelete({
  resource: "puestoscontrol", table: puestosControl,
  entidad: "Puesto de control",
  fields: DELETE_FIELDS,
  refuse: postsNotDeletable,
  inUse: () => badInput(POST_IN_USE),
});
