// Which report a trip accepts and what a trip-level event does to it (docs/adr/0014-reporting-rules.md). Pure and shared: the forms and the server's createReporteV2 apply the same table.
import { EVENT, STATE } from "./catalog";
import { ADMIN_ROLE } from "../config";
import { formatQuantity, quantityOf } from "./quantity-format";
import { MESSAGES } from "../i18n/messages";
import { REPORT_ERRORS } from "../i18n/reports";

/** Report event ids of the forms. */
export const REPORT_EVENTS = {
  call: EVENT.LLAMADA,
  gps: EVENT.GPS,
  weighing: EVENT.BASCULA,
  documents: EVENT.DOCUMENTOS,
  controlPost: EVENT.PUESTO_CONTROL,
  companyEvent: EVENT.NOVEDAD,
  fixedEvent: EVENT.SALIDA_CARGUE,
  genericProcess: EVENT.REPORTE_GENERAL,
} as const;

export const LOADING_EVENTS: readonly number[] = [EVENT.LLEGADA_CARGUE, EVENT.INICIO_CARGUE, EVENT.FIN_CARGUE];
export const UNLOADING_EVENTS: readonly number[] = [EVENT.INICIO_DESCARGUE, EVENT.LLEGADA_DESCARGUE, EVENT.FIN_DESCARGUE];
export const CONTROL_POST_EVENTS: readonly number[] = [
  EVENT.PUESTO_CONTROL, EVENT.LLEGADA_PUESTO_CONTROL, EVENT.SALIDA_PUESTO_CONTROL,
];
/** Events of the shipment form: they name at least one shipment. */
export const SHIPMENT_EVENTS: readonly number[] = [
  ...LOADING_EVENTS, ...UNLOADING_EVENTS, EVENT.CUMPLIR_REMESA, EVENT.NOVEDAD_REMESA,
];

/** Trip-level events sent by the generic process dialog. */
export const TRIP_LEVEL_EVENTS: readonly number[] = [
  EVENT.CANCELAR, EVENT.PAUSAR, EVENT.DETENER, EVENT.CONTINUAR, EVENT.VIA_LIBRE_ON, EVENT.VIA_LIBRE_OFF,
  EVENT.CONTENEDOR_PENDIENTE, EVENT.TRANSITO_SOLAR_ON, EVENT.TRANSITO_SOLAR_OFF, EVENT.ULTIMA_MILLA_ON,
  EVENT.ULTIMA_MILLA_OFF, EVENT.DEVOLVER_TERMINADO, EVENT.DEVOLVER_CANCELADO,
];

/** Only role 3 may send these: cancel, via libre on/off, return a finished or cancelled trip. */
export const ROLE3_EVENTS: readonly number[] = [
  EVENT.CANCELAR, EVENT.VIA_LIBRE_ON, EVENT.VIA_LIBRE_OFF, EVENT.DEVOLVER_TERMINADO, EVENT.DEVOLVER_CANCELADO,
];

/** System events nobody reports by hand (creation, modification, assignment, RNDC sync, adjustment). */
export const SYSTEM_ONLY_EVENTS: readonly number[] = [
  EVENT.CREACION, EVENT.MODIFICACION, EVENT.ASIGNACION_CONTROLADOR, EVENT.SINCRONIZACION, EVENT.AJUSTE_ADMINISTRATIVO,
];

/** Closed trips: cancelled 4, finished 7 and the archived states 14-17 accept no normal report. */
export const CLOSED_TRIP_STATES: readonly number[] = [
  STATE.CANCELADO, STATE.TERMINADO, STATE.CERRADO, STATE.LIQUIDADO, STATE.FACTURADO, STATE.ARCHIVADO,
];

export const requiresRole3 = (idsysevento: number) => ROLE3_EVENTS.includes(idsysevento);

/**
 * Why the trip refuses the event (a message), or null when accepted: system events never; role-3 events for
 * role 3 only; a closed trip only the return that reopens it (30 in state 7, 31 in state 4).
 */
export function refusal(idsysevento: number, idsysestado: number, role: number | null | undefined): { code: "FORBIDDEN" | "BAD_USER_INPUT"; message: string } | null {
  if (SYSTEM_ONLY_EVENTS.includes(idsysevento)) return { code: "BAD_USER_INPUT", message: REPORT_ERRORS.notAllowed };
  if (requiresRole3(idsysevento) && role !== ADMIN_ROLE) return { code: "FORBIDDEN", message: REPORT_ERRORS.role3 };
  if (idsysevento === EVENT.DEVOLVER_TERMINADO) {
    return idsysestado === STATE.TERMINADO ? null : { code: "BAD_USER_INPUT", message: REPORT_ERRORS.notAllowed };
  }
  if (idsysevento === EVENT.DEVOLVER_CANCELADO) {
    return idsysestado === STATE.CANCELADO ? null : { code: "BAD_USER_INPUT", message: REPORT_ERRORS.notAllowed };
  }
  if (CLOSED_TRIP_STATES.includes(idsysestado)) return { code: "BAD_USER_INPUT", message: REPORT_ERRORS.closed };
  return null;
}

/** The trip flags the trip-level events switch. */
export interface TripFlags {
  retenerviaje: boolean;
  indicadorvialibre: boolean;
  indicadortransitosolar: boolean;
  indicadorultimamilla: boolean;
  devolviendocontenedor: boolean;
}

/** What a trip-level event sets: flags, and `state` 'cancel' / 'pause' / 'resume' (the state is derived then). */
export interface TripLevelEffect {
  flags: Partial<TripFlags>;
  state: "cancel" | "pause" | "resume" | "reopenFinished" | null;
}

const EFFECTS: Record<number, TripLevelEffect> = {
  [EVENT.CANCELAR]: { flags: {}, state: "cancel" },
  [EVENT.PAUSAR]: { flags: {}, state: "pause" },
  [EVENT.DETENER]: { flags: { retenerviaje: true }, state: null },
  [EVENT.CONTINUAR]: { flags: { retenerviaje: false }, state: "resume" },
  [EVENT.VIA_LIBRE_ON]: { flags: { indicadorvialibre: true }, state: null },
  [EVENT.VIA_LIBRE_OFF]: { flags: { indicadorvialibre: false }, state: null },
  [EVENT.CONTENEDOR_PENDIENTE]: { flags: { devolviendocontenedor: true }, state: null },
  [EVENT.TRANSITO_SOLAR_ON]: { flags: { indicadortransitosolar: true }, state: null },
  [EVENT.TRANSITO_SOLAR_OFF]: { flags: { indicadortransitosolar: false }, state: null },
  [EVENT.ULTIMA_MILLA_ON]: { flags: { indicadorultimamilla: true }, state: null },
  [EVENT.ULTIMA_MILLA_OFF]: { flags: { indicadorultimamilla: false }, state: null },
  [EVENT.DEVOLVER_TERMINADO]: { flags: {}, state: "reopenFinished" },
  [EVENT.DEVOLVER_CANCELADO]: { flags: {}, state: "resume" },
};

export function tripLevelEffect(idsysevento: number): TripLevelEffect | null {
  return EFFECTS[idsysevento] ?? null;
}

/** The forms and what each requires. */
export type ReportForm = "call" | "gps" | "controlPost" | "weighing" | "documents" | "event" | "shipment" | "generic";
type Field = "lugar" | "novedad" | "fecha" | "hora" | "imagenes" | "idremesas" | "idevento";

export const REQUIRED_FIELDS: Readonly<Record<ReportForm, readonly Field[]>> = {
  call: ["lugar", "novedad", "fecha", "hora"],
  gps: ["lugar", "novedad"],
  controlPost: ["fecha", "hora", "novedad"],
  weighing: ["lugar", "fecha", "hora", "novedad"],
  documents: ["fecha", "hora", "novedad", "imagenes"],
  event: ["lugar", "fecha", "hora", "novedad"],
  shipment: ["fecha", "hora", "novedad", "idremesas"],
  generic: ["fecha", "hora", "novedad", "lugar"],
};

/** The form an event is reported with (the server checks that form's required fields). */
export function formOf(idsysevento: number): ReportForm {
  if (idsysevento === EVENT.LLAMADA) return "call";
  if (idsysevento === EVENT.GPS) return "gps";
  if (idsysevento === EVENT.BASCULA) return "weighing";
  if (idsysevento === EVENT.DOCUMENTOS) return "documents";
  if (CONTROL_POST_EVENTS.includes(idsysevento)) return "controlPost";
  if (idsysevento === EVENT.NOVEDAD || idsysevento === EVENT.SALIDA_CARGUE) return "event";
  if (SHIPMENT_EVENTS.includes(idsysevento)) return "shipment";
  return "generic";
}

export interface ReportValues {
  lugar?: string | null;
  novedad?: string | null;
  fecha?: string | null;
  hora?: string | null;
  imagenes?: readonly unknown[] | null;
  idremesas?: readonly number[] | null;
  idevento?: number | null;
}

/**
 * The required fields the values lack, for the event's form ('Requerido'; 'requerido' for GPS and shipments).
 * The event form's selection is either a company event (sysevento 17 with idevento) or the fixed option 1.
 */
export function missingFields(idsysevento: number, values: ReportValues): Field[] {
  const fields: readonly Field[] = idsysevento === EVENT.NOVEDAD
    ? [...REQUIRED_FIELDS.event, "idevento"]
    : REQUIRED_FIELDS[formOf(idsysevento)];
  return fields.filter((field) => {
    const value = values[field];
    if (Array.isArray(value)) return value.length === 0;
    if (typeof value === "string") return value.trim() === "";
    return value == null;
  });
}

export const requiredMessage = (form: ReportForm, field: Field) =>
  form === "gps" || (form === "shipment" && field === "idremesas") ? MESSAGES.requiredLower : MESSAGES.required;

export const DEFAULT_NOTE = "Sin Novedad";
export const WEIGHT_SUFFIX = " KG";

/** The weighing note: the typed note with the weight, written as every weight is ('32.500'), and ' KG' appended. */
export function weighingNote(novedad: string, peso: number | string): string {
  const weight = quantityOf(peso) === null ? String(peso).trim() : formatQuantity(peso);
  return `${novedad.trim()} ${weight}${WEIGHT_SUFFIX}`;
}

/** Shipment statuses each shipment event offers; null = every shipment of the trip. */
export function offeredStates(idsysevento: number): readonly number[] | null {
  if (idsysevento === EVENT.CUMPLIR_REMESA) return [STATE.REMESA_LLEGADA_DESCARGUE];
  if (LOADING_EVENTS.includes(idsysevento)) return [STATE.PENDIENTE_CARGUE, STATE.EN_CARGUE];
  if (UNLOADING_EVENTS.includes(idsysevento)) return [STATE.REMESA_EN_TRANSITO, STATE.REMESA_LLEGADA_DESCARGUE, STATE.EN_DESCARGUE];
  if (CONTROL_POST_EVENTS.includes(idsysevento)) return [STATE.REMESA_EN_TRANSITO];
  return null;
}

interface ShipmentLike {
  id: number;
  idsysestado: number;
  origen?: string | null;
  destino?: string | null;
}

export function offeredShipments<S extends ShipmentLike>(idsysevento: number, shipments: readonly S[]): S[] {
  const states = offeredStates(idsysevento);
  return states ? shipments.filter((s) => states.includes(s.idsysestado)) : [...shipments];
}

/**
 * The shipments ticked when the form opens: for 37 those in status 8; otherwise those in status 3 or 8, or
 * else the first offered. Control-post reports take every status-13 shipment automatically.
 */
export function preselectedShipments(idsysevento: number, offered: readonly ShipmentLike[]): number[] {
  if (CONTROL_POST_EVENTS.includes(idsysevento)) return offered.map((s) => s.id);
  if (idsysevento === EVENT.NOVEDAD_REMESA) {
    return offered.filter((s) => s.idsysestado === STATE.REMESA_LLEGADA_DESCARGUE).map((s) => s.id);
  }
  const preferred = offered.filter((s) => s.idsysestado === STATE.PENDIENTE_CARGUE || s.idsysestado === STATE.REMESA_LLEGADA_DESCARGUE);
  if (preferred.length) return preferred.map((s) => s.id);
  return offered.length ? [offered[0].id] : [];
}

/** The place a shipment event proposes: the shipment's origin when loading, its destination when unloading. */
export function shipmentPlace(idsysevento: number, shipment: ShipmentLike | undefined): string {
  if (!shipment) return "";
  if (LOADING_EVENTS.includes(idsysevento)) return shipment.origen ?? "";
  if (UNLOADING_EVENTS.includes(idsysevento)) return shipment.destino ?? "";
  return "";
}

/** A trip-level option of the processes menu (generic process dialog, or the shipment form for 36 / 37). */
export interface TripAction {
  idsysevento: number;
  form: "generic" | "shipment";
}

export interface TripActionInput extends TripFlags {
  idsysestado: number;
  role: number | null | undefined;
}

/**
 * The processes a trip offers. Closed trips (4, 7) offer only the role-3 return: 'Devolver
 * terminar' (30) in state 7, 'Devolver cancelar' (31) in state 4. State 2 hides Pause and offers Continue;
 * a stopped vehicle (retenerviaje) offers Continue instead of Stop; each flag offers its opposite.
 */
export function tripActions(t: TripActionInput): TripAction[] {
  const admin = t.role === ADMIN_ROLE;
  const generic = (idsysevento: number): TripAction => ({ idsysevento, form: "generic" });
  if (t.idsysestado === STATE.TERMINADO) return admin ? [generic(EVENT.DEVOLVER_TERMINADO)] : [];
  if (t.idsysestado === STATE.CANCELADO) return admin ? [generic(EVENT.DEVOLVER_CANCELADO)] : [];
  if (CLOSED_TRIP_STATES.includes(t.idsysestado)) return [];
  const paused = t.idsysestado === STATE.PAUSADO;
  const events: (number | null)[] = [
    paused ? null : EVENT.PAUSAR,
    t.retenerviaje ? null : EVENT.DETENER,
    paused || t.retenerviaje ? EVENT.CONTINUAR : null,
    admin ? (t.indicadorvialibre ? EVENT.VIA_LIBRE_OFF : EVENT.VIA_LIBRE_ON) : null,
    t.indicadortransitosolar ? EVENT.TRANSITO_SOLAR_OFF : EVENT.TRANSITO_SOLAR_ON,
    t.indicadorultimamilla ? EVENT.ULTIMA_MILLA_OFF : EVENT.ULTIMA_MILLA_ON,
    t.devolviendocontenedor ? null : EVENT.CONTENEDOR_PENDIENTE,
    admin ? EVENT.CANCELAR : null,
  ];
  return [
    ...events.filter((e): e is number => e !== null).map(generic),
    { idsysevento: EVENT.CUMPLIR_REMESA, form: "shipment" },
    { idsysevento: EVENT.NOVEDAD_REMESA, form: "shipment" },
  ];
}

/** The closed-trip buttons' texts. */
export const RETURN_LABELS: Readonly<Record<number, string>> = {
  [EVENT.DEVOLVER_TERMINADO]: "Devolver terminar",
  [EVENT.DEVOLVER_CANCELADO]: "Devolver cancelar",
};
