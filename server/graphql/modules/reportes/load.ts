// What one report needs to read inside its transaction: the trip (locked), its shipments (locked), its
// plan's posts, the company's hidden report types and call / GPS intervals.
import { sql } from "drizzle-orm";
import type { PlanPost } from "../../../../src/domain/next-event";
import { reportIntervals } from "../../../../src/domain/report-time";
import { rows, type Tx } from "./sql";

export interface TripRow {
  id: number;
  idsysestado: number;
  idproximosysevento: number | null;
  idproximopuestocontrol: number | null;
  idplanviaje: number | null;
  fechahoraultimoevento: Date | string | null;
  retenerviaje: boolean;
  indicadorvialibre: boolean;
  indicadortransitosolar: boolean;
  indicadorultimamilla: boolean;
  devolviendocontenedor: boolean;
}

export interface ReportScope {
  trip: TripRow;
  /** the last report's time (the trip's column, else its newest report) */
  lastReport: Date | null;
  shipments: { id: number; idsysestado: number }[];
  plan: PlanPost[];
  hiddenTypes: number[];
  intervals: { callMin: number; gpsMin: number };
}

/** Locks and reads the trip of the caller's company; null when it is not theirs. */
export async function loadScope(tx: Tx, idviaje: number, idempresa: number): Promise<ReportScope | null> {
  const [trip] = await rows<TripRow>(tx, sql`SELECT "id", "idsysestado", "idproximosysevento", "idproximopuestocontrol",
      "idplanviaje", "fechahoraultimoevento", "retenerviaje", "indicadorvialibre", "indicadortransitosolar", "indicadorultimamilla",
      "devolviendocontenedor" FROM "viajes" WHERE "id" = ${idviaje} AND "idempresa" = ${idempresa} FOR UPDATE`);
  if (!trip) return null;
  const [last] = await rows<{ t: Date | string | null }>(tx, sql`SELECT max("fechahora") AS "t" FROM "reportes" WHERE "idviaje" = ${idviaje}`);
  const lastTimes = [trip.fechahoraultimoevento, last?.t].filter((t): t is Date | string => t != null).map((t) => new Date(t).getTime());
  const shipments = await rows<{ id: number; idsysestado: number }>(tx,
    sql`SELECT "id", "idsysestado" FROM "remesas" WHERE "idviaje" = ${idviaje} ORDER BY "id" FOR UPDATE`);
  const plan = trip.idplanviaje == null ? [] : await rows<PlanPost>(tx, sql`SELECT d."idpuestocontrol", d."orden", d."duracion",
      p."indicadorfisico" FROM "detallesplanviaje" d JOIN "puestoscontrol" p ON p."id" = d."idpuestocontrol"
      WHERE d."idplanviaje" = ${trip.idplanviaje} ORDER BY d."orden", d."id"`);
  const hidden = await rows<{ idsysevento: number }>(tx,
    sql`SELECT "idsysevento" FROM "tiposreporteocultos" WHERE "idempresa" = ${idempresa}`);
  const [settings] = await rows<{ alerta_llamada: string; alerta_gps: string }>(tx,
    sql`SELECT "alerta_llamada", "alerta_gps" FROM "settings" WHERE "idempresa" = ${idempresa}`);
  return {
    trip: {
      ...trip, idsysestado: Number(trip.idsysestado),
      idproximosysevento: trip.idproximosysevento == null ? null : Number(trip.idproximosysevento),
      retenerviaje: !!trip.retenerviaje, indicadorvialibre: !!trip.indicadorvialibre, indicadortransitosolar: !!trip.indicadortransitosolar,
      indicadorultimamilla: !!trip.indicadorultimamilla, devolviendocontenedor: !!trip.devolviendocontenedor,
    },
    lastReport: lastTimes.length ? new Date(Math.max(...lastTimes)) : null,
    shipments: shipments.map((s) => ({ id: Number(s.id), idsysestado: Number(s.idsysestado) })),
    plan: plan.map((p) => ({ ...p, idpuestocontrol: Number(p.idpuestocontrol), orden: Number(p.orden), duracion: Number(p.duracion) })),
    hiddenTypes: hidden.map((h) => Number(h.idsysevento)),
    intervals: reportIntervals(settings?.alerta_llamada, settings?.alerta_gps),
  };
}
