// The traceability e-mail to a shipment's client: the recipients from correoreporte,
// the checks that decide whether it can be sent, and its HTML with every value escaped. Pure.
import { MESSAGES } from "../i18n/messages";

export const MAIL_SENDER = "notificaciones@torredecontrol.co";
export const NO_TRACEABILITY = MESSAGES.noTraceability;
export const NO_RECIPIENTS = MESSAGES.noRecipients;
export const mailSentMessage = (remesa: string, cliente: string) => `Se envio correo a ${remesa} ${cliente}`;

export interface MailRow {
  fechahora: string;
  evento?: string | null;
  sysevento?: string | null;
  lugar?: string | null;
  novedad?: string | null;
  puestocontrol?: string | null;
}

export interface MailShipment {
  numeroremesa: string;
  clienteempresatransportadora?: string | null;
  correoreporte?: string | null;
  origen?: string | null;
  destino?: string | null;
}

export interface MailTrip {
  numero: string;
  placa?: string | null;
  nombreconductor?: string | null;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** The client's non-empty addresses of a comma- (or semicolon-) separated list, each once. */
export function mailRecipients(correoreporte: string | null | undefined): string[] {
  const all = (correoreporte ?? "").split(/[,;]/).map((a) => a.trim()).filter(Boolean);
  return [...new Set(all)];
}

/** The error to show instead of sending, or null when the e-mail can go (traceability first). */
export function mailProblem(rows: readonly MailRow[], recipients: readonly string[]): string | null {
  if (!rows.length) return NO_TRACEABILITY;
  if (!recipients.length) return NO_RECIPIENTS;
  return null;
}

export function mailSubject(trip: MailTrip, shipment: MailShipment): string {
  return `Trazabilidad remesa ${shipment.numeroremesa} - viaje ${trip.numero}`;
}

/** The HTML body; `formatDate` renders each report's time (Bogotá time on the screen). */
export function traceabilityHtml(trip: MailTrip, shipment: MailShipment, rows: readonly MailRow[], formatDate: (iso: string) => string): string {
  const cell = (v: unknown) => `<td style="border:1px solid #ddd;padding:4px">${escapeHtml(v)}</td>`;
  const head = ["Fecha", "Evento", "Lugar", "Puesto de control", "Novedad"]
    .map((h) => `<th style="border:1px solid #ddd;padding:4px;background:#f0f5ff">${h}</th>`).join("");
  const body = rows
    .map((r) => `<tr>${cell(formatDate(r.fechahora))}${cell(r.evento ?? r.sysevento ?? "")}${cell(r.lugar ?? "")}${cell(r.puestocontrol ?? "")}${cell(r.novedad ?? "")}</tr>`)
    .join("");
  return [
    `<h3>Trazabilidad de la remesa ${escapeHtml(shipment.numeroremesa)}</h3>`,
    `<p>Cliente: ${escapeHtml(shipment.clienteempresatransportadora ?? "")}<br>`,
    `Viaje: ${escapeHtml(trip.numero)} - Placa: ${escapeHtml(trip.placa ?? "")} - Conductor: ${escapeHtml(trip.nombreconductor ?? "")}<br>`,
    `Origen: ${escapeHtml(shipment.origen ?? "")} - Destino: ${escapeHtml(shipment.destino ?? "")}</p>`,
    `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`,
  ].join("");
}
