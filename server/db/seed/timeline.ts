// The traceability of one demo trip: the reports a controller, a control post and a driver make from
// the trip's creation to its current state, in time order. Times are offsets from the first report;
// trips.ts shifts them so the last report lands where the trip's state says it should.
import { EVENT, STATE } from "@shared/domain/catalog";
import type { CompanyMasters, EventRow, PostRow, RouteInfo, UserRow } from "./masters";
import { CALL_NOTES, GPS_NOTES, POST_NOTES } from "./names";
import type { Population } from "./populations";
import type { Random } from "./random";

export interface Step {
  idsysevento: number;
  /** ms since the first report */
  at: number;
  lugar: string;
  novedad: string;
  user: UserRow;
  aplicacion: number;
  latitud?: number;
  longitud?: number;
  post?: PostRow;
  event?: EventRow;
  /** links the trip's shipments (loading and unloading reports) */
  withShipments?: boolean;
  documents?: number;
  retraso?: number;
  nocoincide?: boolean;
}

export interface TripFlags {
  vialibre: boolean;
  transitosolar: boolean;
  ultimamilla: boolean;
  devolviendocontenedor: boolean;
  retenerviaje: boolean;
  nocoincide: boolean;
}

export interface Timeline {
  steps: Step[];
  /** plan details fully passed (control-post reports made) */
  passedLegs: number;
  /** offset of the trip's departure from loading, when it left */
  departedAt: number | null;
  /** offset of the last control-post report or of the departure */
  lastPostAt: number | null;
}

/** how far along its life a trip in each state is */
const LEVEL: Record<number, number> = {
  [STATE.PROGRAMADO]: 0, [STATE.PENDIENTE_CARGUE]: 1, [STATE.LLEGADA_CARGUE]: 2, [STATE.EN_CARGUE]: 3,
  [STATE.EN_RUTA]: 4, [STATE.PAUSADO]: 4, [STATE.EN_DESTINO]: 5, [STATE.EN_DESCARGUE]: 6,
  [STATE.TERMINADO]: 7, [STATE.CERRADO]: 7, [STATE.LIQUIDADO]: 7, [STATE.FACTURADO]: 7, [STATE.ARCHIVADO]: 7,
};

const MIN = 60_000;

function between(a: Population | PostRow, b: Population | PostRow, f: number) {
  const la = a.latitud ?? 0;
  const lo = a.longitud ?? 0;
  return {
    latitud: Number((la + ((b.latitud ?? 0) - la) * f).toFixed(6)),
    longitud: Number((lo + ((b.longitud ?? 0) - lo) * f).toFixed(6)),
  };
}

export function buildTimeline(args: {
  rng: Random;
  company: CompanyMasters;
  route: RouteInfo;
  state: number;
  controller: UserRow;
  driver: UserRow;
  flags: TripFlags;
  hiddenReportTypes: number[];
}): Timeline {
  const { rng, company, route, state, controller, driver, flags } = args;
  const steps: Step[] = [];
  let t = 0;
  const origin = route.stops[0];
  const destination = route.stops[route.stops.length - 1];
  const add = (gapMinutes: number, step: Omit<Step, "at" | "user" | "aplicacion"> & { user?: UserRow; aplicacion?: number }) => {
    t += Math.round(gapMinutes * MIN) + rng.int(0, 59) * 1000;
    steps.push({ user: controller, aplicacion: 12, ...step, at: t });
  };
  const call = (gap: number, lugar: string) =>
    add(gap, {
      idsysevento: EVENT.LLAMADA, lugar, novedad: rng.pick(CALL_NOTES),
      nocoincide: flags.nocoincide && rng.chance(0.5),
    });
  const gps = (gap: number, lugar: string, at: { latitud: number; longitud: number }) =>
    add(gap, { idsysevento: EVENT.GPS, lugar, novedad: rng.pick(GPS_NOTES), retraso: rng.chance(0.2) ? rng.int(5, 40) : 0, ...at });
  const cancelled = state === STATE.CANCELADO;
  // a cancelled trip stops somewhere before leaving the loading site
  const level = cancelled ? rng.int(0, 3) : LEVEL[state];
  const at = (p: Population) => ({ latitud: p.latitud, longitud: p.longitud });
  const hidden = new Set(args.hiddenReportTypes);

  add(0, { idsysevento: EVENT.CREACION, lugar: origin.descripcion, novedad: "Viaje creado desde el sistema de despachos" });
  call(rng.int(10, 60), origin.descripcion);
  if (level >= 1) gps(rng.int(30, 120), origin.descripcion, at(origin));
  if (level >= 2) add(rng.int(30, 180), { idsysevento: EVENT.LLEGADA_CARGUE, lugar: origin.descripcion, novedad: "Vehiculo llega al sitio de cargue", withShipments: true });
  if (level >= 3) {
    if (!hidden.has(EVENT.INICIO_CARGUE)) add(rng.int(20, 90), { idsysevento: EVENT.INICIO_CARGUE, lugar: origin.descripcion, novedad: "Inicia cargue" });
    add(rng.int(30, 90), { idsysevento: EVENT.DOCUMENTOS, lugar: origin.descripcion, novedad: "Fotos de remesa y manifiesto", documents: rng.int(1, 4), user: driver, aplicacion: 11 });
  }
  let passedLegs = 0;
  let departedAt: number | null = null;
  let lastPostAt: number | null = null;
  if (level >= 4) {
    add(rng.int(40, 150), { idsysevento: EVENT.FIN_CARGUE, lugar: origin.descripcion, novedad: "Cargue finalizado, vehiculo sellado", withShipments: true, documents: rng.chance(0.5) ? 1 : 0 });
    add(rng.int(5, 30), { idsysevento: EVENT.SALIDA_CARGUE, lugar: origin.descripcion, novedad: "Sin Novedad" });
    departedAt = t;
    lastPostAt = t;
    if (flags.devolviendocontenedor) add(2, { idsysevento: EVENT.CONTENEDOR_PENDIENTE, lugar: origin.descripcion, novedad: "Contenedor vacio pendiente de devolucion al patio" });
    if (flags.vialibre) add(3, { idsysevento: EVENT.VIA_LIBRE_ON, lugar: origin.descripcion, novedad: "Cliente autoriza via libre" });
    if (flags.transitosolar) add(3, { idsysevento: EVENT.TRANSITO_SOLAR_ON, lugar: origin.descripcion, novedad: "Transito solo de dia por restriccion de la carga" });

    const legs = route.details;
    // trips on the road are somewhere before the destination; later states have passed every post
    passedLegs = level === 4 ? rng.int(0, legs.length - 1) : legs.length;
    for (let i = 0; i < passedLegs; i++) {
      const from = route.stops[i];
      const to = route.stops[i + 1];
      const detail = legs[i];
      const leg = detail.duracion * (0.9 + rng.next() * 0.5);
      const place = `VIA ${from.descripcion} - ${to.descripcion}`;
      gps(leg * 0.4, place, between(from, to, 0.4));
      if (leg > 60) call(leg * 0.3, place);
      if (rng.chance(0.12)) {
        const event = company.events[rng.pick([0, 1, 2, 3, 6, 7, 10, 13])];
        add(leg * 0.05, { idsysevento: EVENT.NOVEDAD, event, lugar: place, novedad: event.descripcion.toLowerCase().replace(/^./, (c) => c.toUpperCase()) });
      }
      if (rng.chance(0.1)) add(leg * 0.05, { idsysevento: EVENT.BASCULA, lugar: `BASCULA ${to.descripcion}`, novedad: `Peso ${rng.int(18, 35) * 1000 + rng.int(0, 9) * 100} KG` });
      const postUser = company.postUsers.get(detail.post.id);
      add(Math.max(5, leg * 0.2), {
        idsysevento: EVENT.PUESTO_CONTROL, post: detail.post, lugar: detail.post.descripcion, novedad: rng.pick(POST_NOTES),
        latitud: detail.post.latitud ?? undefined, longitud: detail.post.longitud ?? undefined,
        user: postUser ?? controller, aplicacion: postUser ? 13 : 12, retraso: rng.chance(0.25) ? rng.int(5, 60) : 0,
      });
      lastPostAt = t;
      if (detail.indicadorpernoctar && i < passedLegs - 1) {
        add(10, { idsysevento: EVENT.INICIO_PERNOCTE, lugar: detail.post.descripcion, novedad: "Conductor inicia pernocte autorizado" });
        add(rng.int(420, 540), { idsysevento: EVENT.FIN_PERNOCTE, lugar: detail.post.descripcion, novedad: "Conductor reanuda la marcha" });
        lastPostAt = t;
      }
    }
    if (level === 4) {
      // the leg in progress: a GPS fix and a call partway to the next post
      const from = route.stops[passedLegs];
      const to = route.stops[passedLegs + 1];
      const f = 0.2 + rng.next() * 0.6;
      const leg = legs[passedLegs].duracion;
      const place = `VIA ${from.descripcion} - ${to.descripcion}`;
      gps(leg * f * 0.6, place, between(from, to, f * 0.6));
      if (rng.chance(0.7)) call(leg * f * 0.3, place);
      gps(leg * f * 0.1 + 2, place, between(from, to, f));
      if (flags.retenerviaje) add(10, { idsysevento: EVENT.DETENER, lugar: place, novedad: "Vehiculo retenido por orden de la central de trafico" });
      if (state === STATE.PAUSADO) add(10, { idsysevento: EVENT.PAUSAR, lugar: place, novedad: "Viaje en pausa por cierre vial" });
    }
  }
  if (level >= 5) {
    if (flags.ultimamilla) add(5, { idsysevento: EVENT.ULTIMA_MILLA_ON, lugar: destination.descripcion, novedad: "Ingreso a zona urbana, ultima milla" });
    add(rng.int(10, 60), { idsysevento: EVENT.LLEGADA_DESCARGUE, lugar: destination.descripcion, novedad: "Vehiculo llega al sitio de descargue", withShipments: true, ...at(destination) });
    call(rng.int(20, 50), destination.descripcion);
  }
  if (level >= 6) {
    add(rng.int(20, 120), { idsysevento: EVENT.INICIO_DESCARGUE, lugar: destination.descripcion, novedad: "Inicia descargue" });
    add(rng.int(20, 60), { idsysevento: EVENT.DOCUMENTOS, lugar: destination.descripcion, novedad: "Fotos de la mercancia en descargue", documents: rng.int(1, 6), user: driver, aplicacion: 11 });
  }
  if (level >= 7) {
    add(rng.int(30, 120), { idsysevento: EVENT.FIN_DESCARGUE, lugar: destination.descripcion, novedad: "Descargue finalizado, remesa firmada", withShipments: true, documents: rng.int(0, 2) });
    add(rng.int(10, 60), { idsysevento: EVENT.CUMPLIR_REMESA, lugar: destination.descripcion, novedad: "Remesa cumplida", withShipments: true });
    add(rng.int(5, 30), { idsysevento: EVENT.TERMINAR_VIAJE, lugar: destination.descripcion, novedad: "Viaje terminado" });
  }
  if (cancelled) add(rng.int(15, 120), { idsysevento: EVENT.CANCELAR, lugar: origin.descripcion, novedad: "Viaje cancelado por solicitud del cliente" });
  return { steps, passedLegs, departedAt, lastPostAt };
}

export { LEVEL as STATE_LEVEL };
