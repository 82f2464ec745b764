// The checks of one report against its trip, with the domain's rules: who may send the event,
// whether the trip is open, whether the report panel offers it now (next event, hidden types, processes), the
// form's required fields, the time rules and the shipments named.
import { GraphQLError } from "graphql";
import { sql } from "drizzle-orm";
import type { ReporteInput } from "../../types.generated";
import { badInput, forbidden } from "../../errors";
import { EVENT } from "@shared/domain/catalog";
import { CONTROL_POST_EVENTS, formOf, missingFields, offeredStates, refusal, requiredMessage, SHIPMENT_EVENTS } from "@shared/domain/report-rules";
import { offerRefusal } from "@shared/domain/report-offer";
import { checkReportTime, storedReportInstant, isValidFecha, isValidHora, mergeFechaHora } from "@shared/domain/report-time";
import { contentTypeOf } from "../../../storage";
import type { ReportScope } from "./load";
import { rows, type Tx } from "./sql";
import { LONG_TEXT_MAX } from "@shared/domain/field-limits";
import { MESSAGES } from "@shared/i18n/messages";
import { REPORT_ERRORS, REPORT_TIME_ERRORS } from "@shared/i18n/reports";
import { OPERATION_INPUT_TEXTS } from "@shared/i18n/requests";
import { maxLengthMessage } from "@shared/i18n/validation";

export const MAX_IMAGES = 20;
export const MAX_TEXT = LONG_TEXT_MAX;

export interface CheckedReport {
  fechahora: Date;
  idremesas: number[];
  idpuestocontrol: number | null;
  images: { name: string; ext: string; contenttype: string }[];
}

/** Throws the spec's error for the first rule the report breaks; the values to store otherwise. */
export async function checkReport(
  tx: Tx, input: ReporteInput, scope: ReportScope, session: { idempresa: number; idrol: number }, now: Date,
): Promise<CheckedReport> {
  const ev = input.idsysevento;
  const refused = refusal(ev, scope.trip.idsysestado, session.idrol);
  if (refused) throw refused.code === "FORBIDDEN" ? forbidden(refused.message) : badInput(refused.message);
  // the button table of the report panel: only what the screen offers on this trip now is accepted
  const notOffered = offerRefusal(ev, {
    ...scope.trip, role: session.idrol, shipmentStates: scope.shipments.map((s) => s.idsysestado), hiddenTypes: scope.hiddenTypes,
  });
  if (notOffered) throw badInput(notOffered);

  const form = formOf(ev);
  const missing = missingFields(ev, { ...input, imagenes: input.imagenes ?? [], idremesas: input.idremesas ?? [] });
  if (missing.length) throw badInput(`${missing[0]}: ${requiredMessage(form, missing[0])}`);
  for (const [name, value] of [["lugar", input.lugar], ["novedad", input.novedad]] as const) {
    if (value && value.length > MAX_TEXT) throw badInput(`${name}: ${maxLengthMessage(MAX_TEXT)}`);
  }

  const typed = instantOf(input, now);
  const timeError = checkReportTime(typed, scope.lastReport, now);
  if (timeError) throw badInput(timeError);
  const fechahora = storedReportInstant(typed, scope.lastReport);

  const idremesas = shipmentsOf(input, scope);
  const idpuestocontrol = CONTROL_POST_EVENTS.includes(ev) ? input.idpuestocontrol ?? scope.trip.idproximopuestocontrol : input.idpuestocontrol ?? null;
  if (idpuestocontrol != null) await requireOwn(tx, "puestoscontrol", idpuestocontrol, session.idempresa, MESSAGES.notFound.post);
  if (input.idevento != null) await requireOwn(tx, "eventos", input.idevento, session.idempresa, MESSAGES.notFound.event);
  if (ev === EVENT.NOVEDAD && input.idevento == null) throw badInput(`idevento: ${requiredMessage("event", "idevento")}`);

  const names = input.imagenes ?? [];
  if (names.length > MAX_IMAGES) throw badInput(`imagenes: ${OPERATION_INPUT_TEXTS.tooManyImages(MAX_IMAGES)}`);
  const images = names.map((name) => {
    const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
    const contenttype = contentTypeOf(`x.${ext}`);
    if (!name.includes(".") || !contenttype.startsWith("image/")) throw badInput(`imagenes: ${MESSAGES.onlyImages}`);
    return { name, ext, contenttype };
  });
  return { fechahora, idremesas, idpuestocontrol, images };
}

/** fecha + hora in Bogota; the server's now when the form sends neither (GPS). */
function instantOf(input: ReporteInput, now: Date): Date {
  if (!input.fecha && !input.hora) return now;
  if (!input.fecha || !isValidFecha(input.fecha)) throw badInput(`fecha: ${REPORT_TIME_ERRORS.invalid}`);
  if (!input.hora || !isValidHora(input.hora)) throw badInput(`hora: ${REPORT_TIME_ERRORS.invalid}`);
  return mergeFechaHora(input.fecha, input.hora)!.toDate();
}

/** The shipments named must be the trip's, in a state the event offers; control posts take status 13. */
function shipmentsOf(input: ReporteInput, scope: ReportScope): number[] {
  const ev = input.idsysevento;
  const states = new Map(scope.shipments.map((s) => [s.id, s.idsysestado]));
  const offered = offeredStates(ev);
  if (CONTROL_POST_EVENTS.includes(ev) && !input.idremesas?.length) {
    return scope.shipments.filter((s) => offered!.includes(s.idsysestado)).map((s) => s.id);
  }
  const ids = [...new Set(input.idremesas ?? [])];
  for (const id of ids) {
    const state = states.get(id);
    if (state === undefined) throw badInput(REPORT_ERRORS.foreignShipment);
    if (offered && (SHIPMENT_EVENTS.includes(ev) || CONTROL_POST_EVENTS.includes(ev)) && !offered.includes(state)) {
      throw badInput(REPORT_ERRORS.wrongShipmentState);
    }
  }
  return ids;
}

async function requireOwn(tx: Tx, table: "puestoscontrol" | "eventos", id: number, idempresa: number, message: string) {
  const found = await rows(tx, sql`SELECT 1 FROM ${sql.identifier(table)} WHERE "id" = ${id} AND "idempresa" = ${idempresa}`);
  if (!found.length) throw new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });
}
