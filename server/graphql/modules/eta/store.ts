// The estimated arrival each trip keeps (shared/domain/eta.ts): computed when a report arrives, inside the
// report's transaction, and once for the open trips that have none (a database seeded or migrated before
// estimates were stored). A list request only reads the stored value, it never computes one.
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { TRIP_STATES_IN_PROGRESS } from "@shared/domain/catalog";
import { estimateArrival, type EtaLeg, type StoredEta } from "@shared/domain/eta";
import { rows, type Tx } from "../reportes/sql";

interface EtaInputRow {
  id: number;
  idsysestado: number;
  fecha: string | Date;
  latitud: number | null;
  longitud: number | null;
  tiempoestimado: number | null;
  distancia: number | null;
  olat: number | null;
  olon: number | null;
  dlat: number | null;
  dlon: number | null;
  primerreporte: string | Date | null;
  plan: { idpuestocontrol: number; orden: number; distancia: number; duracion: number; latitud: number | null; longitud: number | null }[] | null;
  reportados: number[] | string | null;
  citadescargue: string | Date | null;
}

/** everything the rule reads, for many trips in one statement */
const etaInputs = (ids: readonly number[]) => sql`SELECT v."id", v."idsysestado", v."fecha", v."latitud", v."longitud",
    ru."tiempoestimado", ru."distancia", po."latitud" AS "olat", po."longitud" AS "olon", pd."latitud" AS "dlat", pd."longitud" AS "dlon",
    (SELECT min(r."fechahora") FROM "reportes" r WHERE r."idviaje" = v."id") AS "primerreporte",
    (SELECT json_agg(json_build_object('idpuestocontrol', d."idpuestocontrol", 'orden', d."orden", 'distancia', d."distancia",
        'duracion', d."duracion", 'latitud', pc."latitud", 'longitud', pc."longitud") ORDER BY d."orden", d."id")
       FROM "detallesplanviaje" d JOIN "puestoscontrol" pc ON pc."id" = d."idpuestocontrol"
      WHERE d."idplanviaje" = v."idplanviaje") AS "plan",
    (SELECT array_agg(DISTINCT r."idpuestocontrol") FROM "reportes" r
      WHERE r."idviaje" = v."id" AND r."idpuestocontrol" IS NOT NULL) AS "reportados",
    (SELECT min(m."fechahoracitadescargue") FROM "remesas" m WHERE m."idviaje" = v."id") AS "citadescargue"
  FROM "viajes" v
  LEFT JOIN "rutas" ru ON ru."id" = v."idruta"
  LEFT JOIN "syspoblaciones" po ON po."id" = ru."idorigen"
  LEFT JOIN "syspoblaciones" pd ON pd."id" = ru."iddestino"
  WHERE v."id" = ANY(${`{${ids.join(",")}}`}::int[])`;

const num = (v: unknown): number | null => (v == null || v === "" ? null : Number(v));
const point = (lat: unknown, lon: unknown) => (lat == null || lon == null ? null : { latitud: Number(lat), longitud: Number(lon) });
/** an int[] as either driver gives it */
const intList = (v: number[] | string | null): number[] =>
  v == null ? [] : Array.isArray(v) ? v.map(Number) : v.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);

/** A trip's stored estimate at `now` (null: closed, or nothing measures the road left). */
export function storedEtaOf(row: EtaInputRow, now: Date): StoredEta | null {
  if (!(TRIP_STATES_IN_PROGRESS as readonly number[]).includes(Number(row.idsysestado))) return null;
  const plan: EtaLeg[] = (row.plan ?? []).map((p) => ({
    idpuestocontrol: Number(p.idpuestocontrol), orden: Number(p.orden), distancia: Number(p.distancia), duracion: Number(p.duracion),
    geolocalizacion: point(p.latitud, p.longitud),
  }));
  const eta = estimateArrival({
    now, fecha: row.fecha, primerreporte: row.primerreporte, plan, reportedPostIds: intList(row.reportados),
    posicion: point(row.latitud, row.longitud),
    ruta: { tiempoestimado: num(row.tiempoestimado), distancia: num(row.distancia), origen: point(row.olat, row.olon), destino: point(row.dlat, row.dlon) },
    citadescargue: row.citadescargue,
  });
  return eta && { ...eta, calculada: now.toISOString() };
}

/** Computes and stores the estimate of these trips at `now`; answers how many were written. */
export async function storeEtas(db: Db | Tx, ids: readonly number[], now: Date): Promise<number> {
  const unique = [...new Set(ids.map(Number))].filter(Number.isInteger);
  if (!unique.length) return 0;
  const inputs = await rows<EtaInputRow>(db, etaInputs(unique));
  const values = inputs.map((row) => ({ id: Number(row.id), eta: storedEtaOf(row, now) }));
  if (!values.length) return 0;
  await db.execute(sql`UPDATE "viajes" v SET "eta" = u."eta"
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS u("id" int, "eta" jsonb) WHERE v."id" = u."id"`);
  return values.length;
}

const FILL_BATCH = 500;

/** Stores an estimate for every open trip that has none yet, a batch at a time; answers how many trips it looked at. */
export async function fillMissingEtas(db: Db, now: Date = new Date()): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const batch = await rows<{ id: number }>(db, sql`SELECT "id" FROM "viajes" WHERE "eta" IS NULL AND "id" > ${after}
      AND "idsysestado" = ANY(${`{${TRIP_STATES_IN_PROGRESS.join(",")}}`}::int[]) ORDER BY "id" LIMIT ${FILL_BATCH}`);
    if (!batch.length) return done;
    await storeEtas(db, batch.map((b) => Number(b.id)), now);
    done += batch.length;
    after = Number(batch[batch.length - 1].id);
  }
}
