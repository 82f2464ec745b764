// Mutation.deleteTravel: role 3 only, never for company 3, the
// caller's own trip whose manifest number matches; the trip and everything hanging from it go in one
// transaction. The report images' files are removed after the commit (best effort: the rows are gone).
import { rm } from "node:fs/promises";
import { and, eq, inArray } from "drizzle-orm";
import { documentosReporte, observacionesViaje, remesas, reporteRemesas, reportes, viajes } from "../../../db/schema";
import { authorize } from "../../../auth/authorize";
import { filePath } from "../../../storage";
import { badInput, notFound } from "../../errors";
import type { MutationResolvers } from "../../types.generated";
import { recordAudit } from "../../../audit/record";
import { MESSAGES } from "@shared/i18n/messages";
import { logError } from "../../../security/log";
import { tripDeletedEvent } from "../../../webhooks/trip-events";

export const TRIP_NOT_FOUND = MESSAGES.notFound.trip;
export { COMPANY_CANNOT_DELETE } from "../../../auth/authorize";

export const deleteTravel: NonNullable<MutationResolvers["deleteTravel"]> = async (_parent, { id, numero }, ctx) => {
  authorize(ctx, "eliminarviaje", "delete");
  const { idempresa } = ctx.session;
  const manifest = numero.trim();
  if (!Number.isInteger(id) || id === 0) throw badInput(MESSAGES.tripNumber);
  if (!manifest) throw badInput(MESSAGES.manifestRequired);

  const keys = await ctx.db.transaction(async (tx) => {
    const [trip] = await tx
      .select({ numero: viajes.numero })
      .from(viajes)
      .where(and(eq(viajes.id, id), eq(viajes.idempresa, idempresa)))
      .for("update");
    if (!trip || trip.numero.trim() !== manifest) throw notFound(TRIP_NOT_FOUND);
    // the webhooks' viaje.eliminado, queued with the deletion (it reads the trip before it goes)
    await tripDeletedEvent(tx, idempresa, id);
    const reportIds = (await tx.select({ id: reportes.id }).from(reportes).where(eq(reportes.idviaje, id))).map((r) => r.id);
    let files: string[] = [];
    if (reportIds.length) {
      files = (await tx.select({ archivo: documentosReporte.archivo }).from(documentosReporte).where(inArray(documentosReporte.idreporte, reportIds)))
        .map((d) => d.archivo);
      await tx.delete(reporteRemesas).where(inArray(reporteRemesas.idreporte, reportIds));
      await tx.delete(documentosReporte).where(inArray(documentosReporte.idreporte, reportIds));
      await tx.delete(reportes).where(eq(reportes.idviaje, id));
    }
    const shipmentIds = (await tx.select({ id: remesas.id }).from(remesas).where(eq(remesas.idviaje, id))).map((r) => r.id);
    if (shipmentIds.length) await tx.delete(reporteRemesas).where(inArray(reporteRemesas.idremesa, shipmentIds));
    await tx.delete(remesas).where(eq(remesas.idviaje, id));
    await tx.delete(observacionesViaje).where(eq(observacionesViaje.idviaje, id));
    await tx.delete(viajes).where(and(eq(viajes.id, id), eq(viajes.idempresa, idempresa)));
    await recordAudit(tx, ctx, { accion: "Eliminar", entidad: "Viaje", identidad: id, detalle: { numero: manifest, reportes: reportIds.length } });
    return files;
  });

  await Promise.all(
    keys.map(async (key) => {
      try {
        await rm(filePath(key), { force: true });
      } catch (error) {
        logError(`deleteTravel: no se pudo borrar el archivo ${key}`, error);
      }
    }),
  );
  return { id };
};
