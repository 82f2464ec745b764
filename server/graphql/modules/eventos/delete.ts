// daleteEvento (spec 3 §7, spelled thus): role 3 only; ids of another company are skipped. An event used
// by a report stays, so the traceability keeps its event names: the whole deletion is refused with a
// clear message (one transaction, nothing deleted).
import { and, eq, inArray } from "drizzle-orm";
import type { Context } from "../../../context";
import { eventos, reportes } from "../../../db/schema";
import { badInput } from "../../errors";
import type { MutationResolvers } from "../../types.generated";
import { companyDelete, type OwnRow } from "../../delete-in-company";
import type { Tx } from "../../../audit/audited-update";

const FIELDS = { descripcion: eventos.descripcion };

/** The events the company's reports use, named in the refusal. */
async function eventsInUse(tx: Tx, own: OwnRow<typeof FIELDS>[], ctx: Context) {
  const used = await tx
    .selectDistinct({ id: reportes.idevento })
    .from(reportes)
    .where(and(eq(reportes.idempresa, ctx.session.idempresa), inArray(reportes.idevento, own.map((e) => e.id))));
  if (!used.length) return null;
  const usedIds = new Set(used.map((u) => u.id));
  const names = own.filter((e) => usedIds.has(e.id)).map((e) => `'${e.descripcion}'`);
  return badInput(
    `No se puede eliminar ${names.length === 1 ? "el evento" : "los eventos"} ${names.join(", ")}: ` +
      "tiene reportes asociados. No se elimino ningun registro.",
  );
}

export const daleteEvento: NonNullable<MutationResolvers["daleteEvento"]> = companyDelete({
  table: eventos, entidad: "Evento", fields: FIELDS, auditFields: true, refuse: eventsInUse,
});
