// Which reports a trip offers right now: the buttons of the report panel. The screen shows
// them and the server accepts exactly them ("the server enforces, the screen mirrors", docs/adr/0014-reporting-rules.md). Pure; composed from nextEventButtons and tripActions.
import { nextEventButtons } from "./next-event";
import { EVENT } from "./catalog";
import { CLOSED_TRIP_STATES, REPORT_EVENTS, tripActions, TRIP_LEVEL_EVENTS, type TripFlags } from "./report-rules";
import { OFFER_ERRORS } from "../i18n/reports";

/** The panel's fixed buttons (call, GPS, weighing, documents) and the event form's two choices. */
export const FORM_BUTTON_EVENTS: readonly number[] = [
  REPORT_EVENTS.call, REPORT_EVENTS.gps, REPORT_EVENTS.weighing, REPORT_EVENTS.documents,
  REPORT_EVENTS.companyEvent, REPORT_EVENTS.fixedEvent,
];

/** The events the loading, unloading and control-post buttons may send. */
export const NEXT_EVENT_REPORTS: readonly number[] = [
  EVENT.LLEGADA_CARGUE, EVENT.FIN_CARGUE, EVENT.LLEGADA_DESCARGUE, EVENT.FIN_DESCARGUE,
  EVENT.PUESTO_CONTROL, EVENT.LLEGADA_PUESTO_CONTROL, EVENT.SALIDA_PUESTO_CONTROL,
];

export interface OfferInput extends TripFlags {
  idsysestado: number;
  idproximosysevento: number | null | undefined;
  role: number | null | undefined;
  shipmentStates: readonly number[];
  hiddenTypes: readonly number[];
}

/** Every event a button of the panel sends on this trip (enabled buttons only). */
export function offeredEvents(t: OfferInput): number[] {
  const processes = tripActions(t).map((a) => a.idsysevento);
  if (CLOSED_TRIP_STATES.includes(t.idsysestado)) return processes;
  const next = nextEventButtons({ idproximosysevento: t.idproximosysevento, shipmentStates: t.shipmentStates, hiddenTypes: t.hiddenTypes })
    .filter((b) => !b.disabled)
    .map((b) => b.idsysevento);
  return [...FORM_BUTTON_EVENTS, ...next, ...processes];
}

/** Why no button of the panel sends this event on this trip (Spanish, for the user), or null when one does. */
export function offerRefusal(idsysevento: number, t: OfferInput): string | null {
  if (offeredEvents(t).includes(idsysevento)) return null;
  if (NEXT_EVENT_REPORTS.includes(idsysevento)) {
    return t.hiddenTypes.includes(idsysevento) ? OFFER_ERRORS.hidden : OFFER_ERRORS.notNext;
  }
  if (TRIP_LEVEL_EVENTS.includes(idsysevento) || idsysevento === EVENT.CUMPLIR_REMESA || idsysevento === EVENT.NOVEDAD_REMESA) {
    return OFFER_ERRORS.process;
  }
  return OFFER_ERRORS.notOffered;
}
