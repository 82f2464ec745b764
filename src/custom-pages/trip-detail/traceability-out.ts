// The traceability leaving the screen: the xlsx through filesDoc idquery 1 and the e-mail to
// a shipment's client through /dev/sendmail. Both carry the session's cookie and company.
import { APP_ID } from "@shared/config";
import { exportFileName, requestExport } from "@/resources/engine/export/export-request";
import { API_BASE_URL, readSession } from "@/providers/session";

export const TRACEABILITY_EXPORT_FIELDS = ["lugar", "fecha", "remesas", "usuario", "evento", "orden", "sysevento", "puestocontrol", "novedad"];

export class MissingSession extends Error {}

function sessionHeaders(appHeader: "idapp" | "idaplicacion"): Record<string, string> {
  const session = readSession();
  if (!session?.idcompany) throw new MissingSession();
  return { [appHeader]: String(APP_ID), idempresa: String(session.idcompany) };
}

/** The trip's traceability as an xlsx blob and its file name trazabilidad_{date}.xlsx. */
export async function traceabilityXlsx(tripId: number): Promise<{ blob: Blob; name: string }> {
  const headers = sessionHeaders("idapp");
  const blob = await requestExport(`${API_BASE_URL}/api/v1/filesDoc`, {
    idquery: 1,
    fields: TRACEABILITY_EXPORT_FIELDS,
    filters: [{ field: "idviaje", value: tripId, operator: "eq" }],
    orders: [],
    title: "trazabilidad",
  }, headers);
  return { blob, name: exportFileName("trazabilidad") };
}

/**
 * The spec's body plus the shipment: this product's server builds the mail itself from `idremesa` (sender,
 * recipients and content are never the browser's); the spec's fields stay for a backend that reads them.
 */
export async function sendMail(body: { idremesa: number; sender: string; recipient: string[]; subject: string; bHtml: string }): Promise<void> {
  const headers = sessionHeaders("idaplicacion");
  const res = await fetch(`${API_BASE_URL}/dev/sendmail`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  if (!res.ok) throw new Error(`sendmail answered ${res.status}`);
}
