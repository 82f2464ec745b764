// deleteRuta (spec 3 §7): role 3 only; ids of another company are skipped; a route used by a trip or a
// trip plan stops the whole deletion with a clear message (one transaction, nothing deleted).
import { inUseMessage } from "../../../../src/i18n/messages";
import { inArray } from "drizzle-orm";
import { planesViaje, rutas, viajes } from "../../../db/schema";
import { badInput } from "../../errors";
import type { MutationResolvers } from "../../types.generated";
import { companyDelete, type OwnRow } from "../../delete-in-company";
import type { Tx } from "../../../audit/audited-update";

const inUse = (descripciones: string[]) => {
  const which = descripciones.length === 1 ? "la ruta" : "las rutas";
  const names = descripciones.length ? ` ${descripciones.map((d) => `'${d}'`).join(", ")}` : " seleccionadas";
  return badInput(inUseMessage(`${which}${names}`, "viajes o planes de viaje"));
};

const FIELDS = { descripcion: rutas.descripcion };

/** The routes a trip or a trip plan uses, named in the refusal. */
async function routesInUse(tx: Tx, own: OwnRow<typeof FIELDS>[]) {
  const ownIds = own.map((r) => r.id);
  const byTrips = await tx.selectDistinct({ id: viajes.idruta }).from(viajes).where(inArray(viajes.idruta, ownIds));
  const byPlans = await tx.selectDistinct({ id: planesViaje.idruta }).from(planesViaje).where(inArray(planesViaje.idruta, ownIds));
  const used = new Set([...byTrips, ...byPlans].map((r) => r.id));
  return used.size ? inUse(own.filter((r) => used.has(r.id)).map((r) => r.descripcion)) : null;
}

// a trip or plan created meanwhile still blocks the deletion through its foreign key: inUse
export const deleteRuta: NonNullable<MutationResolvers["deleteRuta"]> = companyDelete({
  resource: "rutas", table: rutas, entidad: "Ruta", fields: FIELDS, auditFields: true, refuse: routesInUse, inUse: () => inUse([]),
});
