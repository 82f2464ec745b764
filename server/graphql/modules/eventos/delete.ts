// daleteEvento (spec 3 §7, spelled thus): role 3 only; ids of another company are skipped. An event used
// by a report stays, so the traceability keeps its event names: the whole deletion is refused with a
// clear message (one transaction, nothing deleted).
import { and, eq, inArray } from "drizzle-orm";
import { eventos, reportes } from "../../../db/schema";
import { requireRole } from "../../../auth/guard";
import { badInput } from "../../errors";
import type { MutationResolvers } from "../../types.generated";
import { recordAudit } from "../../../audit/record";

export const MAX_DELETE_IDS = 1000;

export const daleteEvento: NonNullable<MutationResolvers["daleteEvento"]> = async (_parent, { ids }, ctx) => {
  requireRole(ctx);
  const wanted = [...new Set(ids)];
  if (wanted.length > MAX_DELETE_IDS) throw badInput(`Maximo ${MAX_DELETE_IDS} registros por eliminacion`);
  if (!wanted.length) return [];
  const { idempresa } = ctx.session;
  return ctx.db.transaction(async (tx) => {
    const own = await tx
      .select({ id: eventos.id, descripcion: eventos.descripcion })
      .from(eventos)
      .where(and(eq(eventos.idempresa, idempresa), inArray(eventos.id, wanted)));
    if (!own.length) return [];
    const ownIds = own.map((e) => e.id);
    const used = await tx
      .selectDistinct({ id: reportes.idevento })
      .from(reportes)
      .where(and(eq(reportes.idempresa, idempresa), inArray(reportes.idevento, ownIds)));
    if (used.length) {
      const usedIds = new Set(used.map((u) => u.id));
      const names = own.filter((e) => usedIds.has(e.id)).map((e) => `'${e.descripcion}'`);
      throw badInput(
        `No se puede eliminar ${names.length === 1 ? "el evento" : "los eventos"} ${names.join(", ")}: ` +
          "tiene reportes asociados. No se elimino ningun registro.",
      );
    }
    const deleted = await tx
      .delete(eventos)
      .where(and(eq(eventos.idempresa, idempresa), inArray(eventos.id, ownIds)))
      .returning({ id: eventos.id });
    for (const e of own) await recordAudit(tx, ctx, { accion: "Eliminar", entidad: "Evento", identidad: e.id, detalle: { descripcion: e.descripcion } });
    return deleted.map((e) => e.id).sort((a, b) => a - b);
  });
};
