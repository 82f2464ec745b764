// deleteRuta (spec 3 §7): role 3 only; ids of another company are skipped; a route used by a trip or a
// trip plan stops the whole deletion with a clear message (one transaction, nothing deleted).
import { and, eq, inArray } from "drizzle-orm";
import { planesViaje, rutas, viajes } from "../../../db/schema";
import { requireRole } from "../../../auth/guard";
import { badInput } from "../../errors";
import type { MutationResolvers } from "../../types.generated";
import { pgErrorCode } from "./save";
import { recordAudit } from "../../../audit/record";

export const MAX_DELETE_IDS = 1000;

const inUse = (descripciones: string[]) => {
  const which = descripciones.length === 1 ? "la ruta" : "las rutas";
  const names = descripciones.length ? ` ${descripciones.map((d) => `'${d}'`).join(", ")}` : " seleccionadas";
  return badInput(`No se puede eliminar ${which}${names}: tiene viajes o planes de viaje asociados. No se elimino ningun registro.`);
};

export const deleteRuta: NonNullable<MutationResolvers["deleteRuta"]> = async (_parent, { ids }, ctx) => {
  requireRole(ctx);
  const wanted = [...new Set(ids)];
  if (wanted.length > MAX_DELETE_IDS) throw badInput(`Maximo ${MAX_DELETE_IDS} registros por eliminacion`);
  if (!wanted.length) return [];
  const { idempresa } = ctx.session;
  try {
    return await ctx.db.transaction(async (tx) => {
      const own = await tx
        .select({ id: rutas.id, descripcion: rutas.descripcion })
        .from(rutas)
        .where(and(eq(rutas.idempresa, idempresa), inArray(rutas.id, wanted)));
      if (!own.length) return [];
      const ownIds = own.map((r) => r.id);
      const byTrips = await tx.selectDistinct({ id: viajes.idruta }).from(viajes).where(inArray(viajes.idruta, ownIds));
      const byPlans = await tx.selectDistinct({ id: planesViaje.idruta }).from(planesViaje).where(inArray(planesViaje.idruta, ownIds));
      const used = new Set([...byTrips, ...byPlans].map((r) => r.id));
      if (used.size) throw inUse(own.filter((r) => used.has(r.id)).map((r) => r.descripcion));
      const deleted = await tx
        .delete(rutas)
        .where(and(eq(rutas.idempresa, idempresa), inArray(rutas.id, ownIds)))
        .returning({ id: rutas.id });
      for (const r of own) await recordAudit(tx, ctx, { accion: "Eliminar", entidad: "Ruta", identidad: r.id, detalle: { descripcion: r.descripcion } });
      return deleted.map((r) => r.id).sort((a, b) => a - b);
    });
  } catch (error) {
    // a trip or plan created meanwhile still blocks the deletion through its foreign key
    if (pgErrorCode(error).code === "23503") throw inUse([]);
    throw error;
  }
};
