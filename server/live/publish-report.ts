// What the report mutation calls after its transaction commits: the new reports go to the feed of their
// company only. Through Redis when the bus was made with REDIS_URL, in process otherwise.
import type { LiveBus, NewReportMessage } from "./bus";

export interface CommittedReport {
  id: number;
  idviaje: number;
  idsysevento: number;
}

/** Publishes one batch (nothing when the list is empty); ids are normalised to integers. */
export function publishReports(live: LiveBus, idempresa: number, reports: readonly CommittedReport[]): NewReportMessage[] {
  if (!Number.isInteger(idempresa) || idempresa <= 0) throw new Error(`publishReports: invalid company ${String(idempresa)}`);
  const messages = reports.map((r) => ({ id: Number(r.id), idviaje: Number(r.idviaje), idsysevento: Number(r.idsysevento) }));
  if (messages.length) live.publish(idempresa, messages);
  return messages;
}
