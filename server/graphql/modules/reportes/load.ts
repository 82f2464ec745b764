// What one report needs to read inside its transaction: the trip (locked), its shipments (locked), its
// plan's posts, the company's hidden report types and call / GPS intervals.
import { sql } from "drizzle-orm";
import type { PlanPost } from "@shared/domain/next-event";
import { reportIntervals } from "@shared/domain/report-time";
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

/**
 * Locks and reads the trip of the caller's company (null when it is not theirs), then locks its shipments and
 * reads the rest in one statement: three round trips, where there were six.
 */
export async function loadScope(tx: Tx, idviaje: number, idempresa: number): Promise<ReportScope | null> {
  const [trip] = await rows<TripRow>(tx, sql`SELECT "id", "idsysestado", "idproximosysevento", "idproximopuestocontrol",
      "idplanviaje", "fechahoraultimoevento", "retenerviaje", "indicadorvialibre", "indicadortransitosolar", "indicadorultimamilla",
      "devolviendocontenedor" FROM "viajes" WHERE "id" = ${idviaje} AND "idempresa" = ${idempresa} FOR UPDATE`);
  if (!trip) return null;
  const shipments = await rows<{ id: number; idsysestado: number }>(tx,
    sql`SELECT "id", "idsysestado" FROM "remesas" WHERE "idviaje" = ${idviaje} ORDER BY "id" FOR UPDATE`);
  // the rest in one statement, after the locks (a report committed meanwhile counts for the last time); settings
  // has one row per company (unique idempresa)
  const [more] = await rows<{
    t: Date | string | null;
    plan: PlanPost[] | null;
    hidden: number[] | null;
    alerta_llamada: string | null;
    alerta_gps: string | null;
  }>(tx, sql`SELECT (SELECT max("fechahora") FROM "reportes" WHERE "idviaje" = ${idviaje}) AS "t",
      (SELECT json_agg(json_build_object('idpuestocontrol', d."idpuestocontrol", 'orden', d."orden", 'duracion', d."duracion",
          'indicadorfisico', p."indicadorfisico") ORDER BY d."orden", d."id")
        FROM "detallesplanviaje" d JOIN "puestoscontrol" p ON p."id" = d."idpuestocontrol"
        WHERE d."idplanviaje" = ${trip.idplanviaje}) AS "plan",
      ARRAY(SELECT "idsysevento" FROM "tiposreporteocultos" WHERE "idempresa" = ${idempresa}) AS "hidden",
      st."alerta_llamada", st."alerta_gps"
    FROM (SELECT 1) AS "one" LEFT JOIN "settings" st ON st."idempresa" = ${idempresa}`);
  const lastTimes = [trip.fechahoraultimoevento, more?.t].filter((t): t is Date | string => t != null).map((t) => new Date(t).getTime());
  return {
    trip: {
      ...trip, idsysestado: Number(trip.idsysestado),
      idproximosysevento: trip.idproximosysevento == null ? null : Number(trip.idproximosysevento),
      retenerviaje: !!trip.retenerviaje, indicadorvialibre: !!trip.indicadorvialibre, indicadortransitosolar: !!trip.indicadortransitosolar,
      indicadorultimamilla: !!trip.indicadorultimamilla, devolviendocontenedor: !!trip.devolviendocontenedor,
    },
    lastReport: lastTimes.length ? new Date(Math.max(...lastTimes)) : null,
    shipments: shipments.map((s) => ({ id: Number(s.id), idsysestado: Number(s.idsysestado) })),
    plan: (more?.plan ?? []).map((p) => ({
      idpuestocontrol: Number(p.idpuestocontrol), orden: Number(p.orden), duracion: Number(p.duracion), indicadorfisico: p.indicadorfisico,
    })),
    hiddenTypes: (more?.hidden ?? []).map(Number),
    intervals: reportIntervals(more?.alerta_llamada, more?.alerta_gps),
  };
}
