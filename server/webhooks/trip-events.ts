// The trip events a write queues for the webhooks, read inside the write's transaction: the new report
// (reporte.creado), the trip's new state when the report changed it (viaje.estado), and a deleted trip
// (viaje.eliminado). Each carries the trip's client, for the webhooks limited to one client.
import { sql } from "drizzle-orm";
import { rows, type Tx } from "../graphql/modules/reportes/sql";
import { enqueueEvents, enqueueEvent, type QueuedEvent } from "./enqueue";

interface ReportRow {
  idreporte: number;
  idviaje: number;
  numero: string;
  idcliente: number | null;
  idsysestado: number;
  idsysevento: number;
  idevento: number | null;
  idpuestocontrol: number | null;
  fechahora: string | Date;
  lugar: string | null;
  novedad: string | null;
  retraso: number | null;
  latitud: number | null;
  longitud: number | null;
  usuario: string | null;
}

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

/** Queues reporte.creado for the report and viaje.estado when its trip's state is no longer `stateBefore`. */
export async function tripReportEvents(tx: Tx, idempresa: number, idreporte: number, stateBefore: number): Promise<void> {
  const [r] = await rows<ReportRow>(tx, sql`SELECT r."id" AS "idreporte", r."idviaje", v."numero", v."idcliente", v."idsysestado", r."idsysevento",
      r."idevento", r."idpuestocontrol", r."fechahora", r."lugar", r."novedad", r."retraso", r."latitud", r."longitud", u."nombre" AS "usuario"
    FROM "reportes" r JOIN "viajes" v ON v."id" = r."idviaje" LEFT JOIN "usuarios" u ON u."id" = r."idusuario"
    WHERE r."id" = ${idreporte} AND r."idempresa" = ${idempresa}`);
  if (!r) return;
  const trip = { idviaje: Number(r.idviaje), numero: r.numero, idcliente: r.idcliente === null ? null : Number(r.idcliente) };
  const events: QueuedEvent[] = [{
    idempresa, evento: "reporte.creado", idviaje: trip.idviaje, idcliente: trip.idcliente,
    datos: {
      ...trip, idreporte: Number(r.idreporte), idsysevento: Number(r.idsysevento), idevento: r.idevento, idpuestocontrol: r.idpuestocontrol,
      fechahora: iso(r.fechahora), lugar: r.lugar, novedad: r.novedad, retraso: r.retraso, latitud: r.latitud, longitud: r.longitud, usuario: r.usuario,
    },
  }];
  const state = Number(r.idsysestado);
  if (state !== stateBefore) {
    events.push({
      idempresa, evento: "viaje.estado", idviaje: trip.idviaje, idcliente: trip.idcliente,
      datos: { ...trip, idsysestadoanterior: stateBefore, idsysestado: state, idreporte: Number(r.idreporte) },
    });
  }
  await enqueueEvents(tx, events);
}

/** Queues viaje.eliminado; called before the trip's row goes, in the deletion's transaction. */
export async function tripDeletedEvent(tx: Tx, idempresa: number, idviaje: number): Promise<void> {
  const [trip] = await rows<{ numero: string; idcliente: number | null }>(tx,
    sql`SELECT "numero", "idcliente" FROM "viajes" WHERE "id" = ${idviaje} AND "idempresa" = ${idempresa}`);
  if (!trip) return;
  const idcliente = trip.idcliente === null ? null : Number(trip.idcliente);
  await enqueueEvent(tx, { idempresa, evento: "viaje.eliminado", idviaje, idcliente, datos: { idviaje, numero: trip.numero, idcliente } });
}
