// The traceability e-mail as the server builds it: from a shipment of one of the caller's
// company's trips, its client's report addresses (correoreporte), the trip's whole traceability, and the one
// sender this server is configured with. Nothing a caller sends becomes a sender, a recipient or markup.
import { sql } from "drizzle-orm";
import { TIME_ZONE } from "@shared/config";
import { MAIL_SENDER, mailProblem, mailRecipients, mailSubject, traceabilityHtml, type MailRow } from "@shared/domain/traceability-mail";
import type { Database } from "../../db/client";
import { HttpError } from "../http";
import type { MailMessage } from "./smtp";
import { MESSAGES } from "@shared/i18n/messages";

/** The configured sender (MAIL_FROM), else the product's notification address. */
export const mailFrom = (env: NodeJS.ProcessEnv = process.env) => env.MAIL_FROM?.trim() || MAIL_SENDER;

const shipmentOf = (idremesa: number, idempresa: number) => sql`SELECT r."numeroremesa", cl."nombrecliente" AS "clienteempresatransportadora", cl."correoreporte", r."origen", r."destino",
    r."idviaje", v."numero", ve."placa", c."nombre" AS "nombreconductor"
  FROM "remesas" r
  JOIN "viajes" v ON v."id" = r."idviaje"
  LEFT JOIN "clientes" cl ON cl."id" = r."idcliente"
  LEFT JOIN "vehiculos" ve ON ve."id" = v."idvehiculo"
  LEFT JOIN "conductores" c ON c."id" = v."idconductor"
  WHERE r."id" = ${idremesa} AND v."idempresa" = ${idempresa}`;
const traceabilityOf = (idviaje: number) => sql`SELECT rp."fechahora", e."descripcion" AS "evento", se."descripcion" AS "sysevento", rp."lugar", rp."novedad",
    pc."descripcion" AS "puestocontrol"
  FROM "reportes" rp
  LEFT JOIN "eventos" e ON e."id" = rp."idevento"
  LEFT JOIN "syseventos" se ON se."id" = rp."idsysevento"
  LEFT JOIN "puestoscontrol" pc ON pc."id" = rp."idpuestocontrol"
  WHERE rp."idviaje" = ${idviaje} ORDER BY rp."fechahora" DESC, rp."id" DESC LIMIT 1000`;

const bogota = new Intl.DateTimeFormat("es-CO", {
  timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", day: "2-digit", month: "2-digit", year: "numeric", hourCycle: "h23",
});
/** 'HH:MM DD/MM/YYYY' in Bogotá, as the plan dates read on the screen. */
function formatDate(iso: string): string {
  const p = Object.fromEntries(bogota.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.hour}:${p.minute} ${p.day}/${p.month}/${p.year}`;
}

/** The mail of shipment `idremesa` of the caller's company (404 when it is not one of theirs). */
export async function buildTripMail(database: Database, idempresa: number, idremesa: number): Promise<MailMessage> {
  const [shipment] = await database.run<{
    numeroremesa: string; clienteempresatransportadora: string | null; correoreporte: string | null; origen: string | null;
    destino: string | null; idviaje: number; numero: string; placa: string | null; nombreconductor: string | null;
  }>(shipmentOf(idremesa, idempresa));
  if (!shipment) throw new HttpError(404, MESSAGES.notFound.shipment);
  const rows = (await database.run<MailRow & { fechahora: Date | string }>(traceabilityOf(shipment.idviaje)))
    .map((r) => ({ ...r, fechahora: new Date(r.fechahora).toISOString() }));
  const to = mailRecipients(shipment.correoreporte);
  const problem = mailProblem(rows, to);
  if (problem) throw new HttpError(400, problem);
  const trip = { numero: shipment.numero, placa: shipment.placa, nombreconductor: shipment.nombreconductor };
  return { from: mailFrom(), to, subject: mailSubject(trip, shipment), html: traceabilityHtml(trip, shipment, rows, formatDate) };
}
