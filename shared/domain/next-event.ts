// The next-event logic: which loading, unloading and control-post buttons a trip offers, and how
// a report moves the trip on (idproximosysevento, idproximopuestocontrol, states). Pure; the trip detail's
// buttons and the server's createReporteV2 share it. The progression is written in docs/adr/0014-reporting-rules.md.
import { EVENT, STATE } from "./catalog";
import { tripLevelEffect } from "./report-rules";

const LOADING_BLOCKERS: readonly number[] = [EVENT.LLEGADA_DESCARGUE, EVENT.FIN_DESCARGUE, EVENT.LLEGADA_PUESTO_CONTROL];
const UNLOADING_BLOCKERS: readonly number[] = [EVENT.LLEGADA_CARGUE, EVENT.INICIO_CARGUE, EVENT.FIN_CARGUE, EVENT.LLEGADA_PUESTO_CONTROL];
const CONTROL_POST_BLOCKERS: readonly number[] = [
  EVENT.LLEGADA_DESCARGUE, EVENT.FIN_DESCARGUE, EVENT.LLEGADA_CARGUE, EVENT.INICIO_CARGUE, EVENT.FIN_CARGUE,
];
export const LOADING_SHIPMENT_STATES: readonly number[] = [STATE.EN_CARGUE, STATE.PENDIENTE_CARGUE];
export const UNLOADING_SHIPMENT_STATES: readonly number[] = [STATE.REMESA_EN_TRANSITO, STATE.REMESA_LLEGADA_DESCARGUE];
/**
 * Finishing the unloading (8) also takes shipments already being unloaded (9): states 13, 8
 * and 9 are offered to events 7 and 8, and without them a trip whose shipments are all in 9 could never be finished
 * (docs/adr/0014-reporting-rules.md).
 */
export const FINISH_UNLOADING_SHIPMENT_STATES: readonly number[] = [...UNLOADING_SHIPMENT_STATES, STATE.EN_DESCARGUE];

export type ButtonKind = "loading" | "unloading" | "controlPost";
export interface ReportButton {
  kind: ButtonKind;
  idsysevento: number;
  disabled: boolean;
}

export interface ButtonInput {
  idproximosysevento: number | null | undefined;
  shipmentStates: readonly number[];
  /** the company's hidden report types */
  hiddenTypes: readonly number[];
}

/**
 * The three next-event buttons. Each carries the event it sends: loading 5 when the next event is
 * 5, else 3; unloading 8 when the next event is 8, else 7; control post 18 or 19 when the next event is one of
 * them, else 10. A button whose event is among the company's hidden types is removed.
 */
export function nextEventButtons({ idproximosysevento, shipmentStates, hiddenTypes }: ButtonInput): ReportButton[] {
  const next = idproximosysevento ?? null;
  const has = (states: readonly number[]) => shipmentStates.some((s) => states.includes(s));
  const isNext = (blockers: readonly number[]) => next !== null && blockers.includes(next);
  const buttons: ReportButton[] = [
    {
      kind: "loading",
      idsysevento: next === EVENT.FIN_CARGUE ? EVENT.FIN_CARGUE : EVENT.LLEGADA_CARGUE,
      disabled: !has(LOADING_SHIPMENT_STATES) || isNext(LOADING_BLOCKERS),
    },
    {
      kind: "unloading",
      idsysevento: next === EVENT.FIN_DESCARGUE ? EVENT.FIN_DESCARGUE : EVENT.LLEGADA_DESCARGUE,
      disabled: isNext(UNLOADING_BLOCKERS)
        || !has(next === EVENT.FIN_DESCARGUE ? FINISH_UNLOADING_SHIPMENT_STATES : UNLOADING_SHIPMENT_STATES),
    },
    {
      kind: "controlPost",
      idsysevento: next === EVENT.LLEGADA_PUESTO_CONTROL || next === EVENT.SALIDA_PUESTO_CONTROL ? next : EVENT.PUESTO_CONTROL,
      disabled: isNext(CONTROL_POST_BLOCKERS),
    },
  ];
  return buttons.filter((b) => !hiddenTypes.includes(b.idsysevento));
}

/** The loading button's due time: the earliest loading appointment of the shipments still to load. */
export function earliestLoadingAppointment(
  shipments: readonly { idsysestado: number; fechahoracitacargue?: string | null }[],
): string | null {
  const times = shipments
    .filter((s) => LOADING_SHIPMENT_STATES.includes(s.idsysestado) && s.fechahoracitacargue)
    .map((s) => s.fechahoracitacargue as string)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return times[0] ?? null;
}

export interface PlanPost {
  idpuestocontrol: number;
  orden: number;
  duracion: number | null;
  indicadorfisico: boolean | null;
}

export interface ProgressInput {
  idsysevento: number;
  /** the report's instant (ms) */
  at: number;
  trip: { idsysestado: number; idproximosysevento: number | null; idproximopuestocontrol: number | null };
  shipments: readonly { id: number; idsysestado: number }[];
  /** the shipments the report names */
  selected: readonly number[];
  plan: readonly PlanPost[];
  /** the post the report names (control-post reports) */
  idpuestocontrol: number | null;
  hiddenTypes: readonly number[];
}

/** What changes; an absent key is left as it is. */
export interface Progress {
  idsysestado?: number;
  idproximosysevento?: number | null;
  idproximopuestocontrol?: number | null;
  fechahoraproximopuestocontrol?: Date | null;
  /** new state per shipment id */
  shipments: Map<number, number>;
  /** loading left (5) or unloading reached (7) at the report time, for the shipments' dates */
  shipmentDate?: "fechahoracarguesalida" | "fechahoradescarguellegada";
  /** the call and GPS timers stop (closed) or restart (reopened) */
  timers?: "stop" | "restart";
}

const byOrder = (plan: readonly PlanPost[]) => [...plan].sort((a, b) => a.orden - b.orden);

/** The post after `current` in the plan (the first when `current` is not in it and `fromStart`). */
function postAfter(plan: readonly PlanPost[], current: number | null, fromStart: boolean): PlanPost | null {
  const ordered = byOrder(plan);
  const index = current === null ? -1 : ordered.findIndex((p) => p.idpuestocontrol === current);
  if (index < 0) return fromStart ? ordered[0] ?? null : null;
  return ordered[index + 1] ?? null;
}

/** Heading to a post: 18 (arrival) at a physical post, 10 otherwise; to the destination (7) after the last. */
function towards(post: PlanPost | null, at: number, hidden: readonly number[]): Pick<Progress, "idproximosysevento" | "idproximopuestocontrol" | "fechahoraproximopuestocontrol"> {
  if (!post) return { idproximosysevento: EVENT.LLEGADA_DESCARGUE, idproximopuestocontrol: null, fechahoraproximopuestocontrol: null };
  const physical = post.indicadorfisico === true && !hidden.includes(EVENT.LLEGADA_PUESTO_CONTROL);
  return {
    idproximosysevento: physical ? EVENT.LLEGADA_PUESTO_CONTROL : EVENT.PUESTO_CONTROL,
    idproximopuestocontrol: post.idpuestocontrol,
    fechahoraproximopuestocontrol: new Date(at + (post.duracion ?? 0) * 60_000),
  };
}

/** The trip state that goes with a next event and the shipments' states (resume, reopen). */
export function derivedState(next: number | null, shipmentStates: readonly number[]): number {
  const any = (s: number) => shipmentStates.includes(s);
  if (next === EVENT.LLEGADA_CARGUE) return STATE.PENDIENTE_CARGUE;
  if (next === EVENT.INICIO_CARGUE || next === EVENT.FIN_CARGUE) return any(STATE.EN_CARGUE) ? STATE.EN_CARGUE : STATE.LLEGADA_CARGUE;
  if (next === EVENT.FIN_DESCARGUE) return any(STATE.EN_DESCARGUE) ? STATE.EN_DESCARGUE : STATE.EN_DESTINO;
  if (next !== null && [EVENT.PUESTO_CONTROL, EVENT.LLEGADA_PUESTO_CONTROL, EVENT.SALIDA_PUESTO_CONTROL, EVENT.LLEGADA_DESCARGUE].includes(next as 10)) {
    return STATE.EN_RUTA;
  }
  if (any(STATE.EN_CARGUE)) return STATE.EN_CARGUE;
  if (any(STATE.PENDIENTE_CARGUE)) return STATE.PENDIENTE_CARGUE;
  if (any(STATE.EN_DESCARGUE)) return STATE.EN_DESCARGUE;
  if (any(STATE.REMESA_LLEGADA_DESCARGUE)) return STATE.EN_DESTINO;
  return STATE.EN_RUTA;
}

/** The next event read from the shipments, for a trip whose next event says nothing (null, 21). */
export function derivedNext(shipmentStates: readonly number[], idproximopuestocontrol: number | null): number | null {
  const any = (s: number) => shipmentStates.includes(s);
  if (any(STATE.EN_CARGUE)) return EVENT.FIN_CARGUE;
  if (any(STATE.PENDIENTE_CARGUE)) return EVENT.LLEGADA_CARGUE;
  if (any(STATE.REMESA_EN_TRANSITO)) return idproximopuestocontrol ? EVENT.PUESTO_CONTROL : EVENT.LLEGADA_DESCARGUE;
  if (any(STATE.REMESA_LLEGADA_DESCARGUE) || any(STATE.EN_DESCARGUE)) return EVENT.FIN_DESCARGUE;
  return null;
}

const MEANINGFUL_NEXT: readonly number[] = [3, 4, 5, 7, 8, 10, 18, 19];

/** How a report moves the trip on (docs/adr/0014-reporting-rules.md). */
export function progress(input: ProgressInput): Progress {
  const { idsysevento: ev, at, trip, selected, plan, hiddenTypes } = input;
  const out: Progress = { shipments: new Map() };
  const states = new Map(input.shipments.map((s) => [s.id, s.idsysestado]));
  const move = (to: number, from?: readonly number[]) => {
    for (const id of selected) if (states.has(id) && (!from || from.includes(states.get(id)!))) out.shipments.set(id, to);
  };
  const after = () => [...states].map(([id, s]) => out.shipments.get(id) ?? s);
  const paused = trip.idsysestado === STATE.PAUSADO;
  const setState = (s: number) => {
    if (!paused) out.idsysestado = s;
  };
  const closeIfDone = () => {
    const all = after();
    if (all.length > 0 && all.every((s) => s === STATE.REMESA_CUMPLIDA)) {
      Object.assign(out, { idsysestado: STATE.TERMINADO, idproximosysevento: null, idproximopuestocontrol: null, fechahoraproximopuestocontrol: null, timers: "stop" });
      return true;
    }
    return false;
  };

  switch (ev) {
    case EVENT.LLEGADA_CARGUE:
      setState(STATE.LLEGADA_CARGUE);
      out.idproximosysevento = EVENT.FIN_CARGUE;
      return out;
    case EVENT.INICIO_CARGUE:
      move(STATE.EN_CARGUE);
      setState(STATE.EN_CARGUE);
      out.idproximosysevento = EVENT.FIN_CARGUE;
      return out;
    case EVENT.FIN_CARGUE: {
      move(STATE.REMESA_EN_TRANSITO);
      out.shipmentDate = "fechahoracarguesalida";
      if (after().some((s) => LOADING_SHIPMENT_STATES.includes(s))) {
        setState(STATE.EN_CARGUE);
        out.idproximosysevento = EVENT.FIN_CARGUE;
        return out;
      }
      setState(STATE.EN_RUTA);
      return Object.assign(out, towards(postAfter(plan, null, true), at, hiddenTypes));
    }
    case EVENT.PUESTO_CONTROL:
    case EVENT.SALIDA_PUESTO_CONTROL:
    case EVENT.LLEGADA_PUESTO_CONTROL: {
      const post = input.idpuestocontrol ?? trip.idproximopuestocontrol;
      setState(STATE.EN_RUTA);
      if (ev === EVENT.LLEGADA_PUESTO_CONTROL && !hiddenTypes.includes(EVENT.SALIDA_PUESTO_CONTROL)) {
        return Object.assign(out, { idproximosysevento: EVENT.SALIDA_PUESTO_CONTROL, idproximopuestocontrol: post });
      }
      const inPlan = plan.some((p) => p.idpuestocontrol === post);
      const next = inPlan ? postAfter(plan, post, false) : postAfter(plan, trip.idproximopuestocontrol, true);
      return Object.assign(out, towards(next, at, hiddenTypes));
    }
    case EVENT.INICIO_DESCARGUE:
      move(STATE.EN_DESCARGUE);
      setState(STATE.EN_DESCARGUE);
      out.idproximosysevento = EVENT.FIN_DESCARGUE;
      return out;
    case EVENT.LLEGADA_DESCARGUE:
      move(STATE.REMESA_LLEGADA_DESCARGUE, [STATE.REMESA_EN_TRANSITO]);
      out.shipmentDate = "fechahoradescarguellegada";
      setState(STATE.EN_DESTINO);
      return Object.assign(out, { idproximosysevento: EVENT.FIN_DESCARGUE, idproximopuestocontrol: null, fechahoraproximopuestocontrol: null });
    case EVENT.FIN_DESCARGUE: {
      move(STATE.REMESA_CUMPLIDA);
      if (closeIfDone()) return out;
      const left = after();
      const unloading = left.some((s) => s === STATE.REMESA_LLEGADA_DESCARGUE || s === STATE.EN_DESCARGUE);
      setState(unloading ? STATE.EN_DESCARGUE : STATE.EN_RUTA);
      out.idproximosysevento = unloading ? EVENT.FIN_DESCARGUE : EVENT.LLEGADA_DESCARGUE;
      return out;
    }
    case EVENT.CUMPLIR_REMESA:
      move(STATE.REMESA_CUMPLIDA, [STATE.REMESA_LLEGADA_DESCARGUE]);
      closeIfDone();
      return out;
  }
  return tripLevel(input, out);
}

function tripLevel(input: ProgressInput, out: Progress): Progress {
  const effect = tripLevelEffect(input.idsysevento);
  const { trip } = input;
  const shipmentStates = input.shipments.map((s) => s.idsysestado);
  const next = trip.idproximosysevento !== null && MEANINGFUL_NEXT.includes(trip.idproximosysevento)
    ? trip.idproximosysevento
    : derivedNext(shipmentStates, trip.idproximopuestocontrol);
  switch (effect?.state) {
    case "cancel":
      return Object.assign(out, { idsysestado: STATE.CANCELADO, timers: "stop" });
    case "pause":
      return Object.assign(out, { idsysestado: STATE.PAUSADO });
    case "resume":
      if (trip.idsysestado !== STATE.PAUSADO && trip.idsysestado !== STATE.CANCELADO) return out;
      return Object.assign(out, {
        idsysestado: derivedState(next, shipmentStates),
        idproximosysevento: next,
        timers: trip.idsysestado === STATE.CANCELADO ? "restart" : undefined,
      });
    case "reopenFinished":
      for (const s of input.shipments) if (s.idsysestado === STATE.REMESA_CUMPLIDA) out.shipments.set(s.id, STATE.REMESA_LLEGADA_DESCARGUE);
      return Object.assign(out, { idsysestado: STATE.EN_DESTINO, idproximosysevento: EVENT.FIN_DESCARGUE, timers: "restart" });
    default:
      return out;
  }
}
