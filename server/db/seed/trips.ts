// Demo trips with their shipments, traceability, report documents and commercial instructions.
// Every timing column of a trip is derived from its own reports, as the reporting code keeps them.
import type { documentosReporte, observacionesViaje, remesas, reporteRemesas, reportes, viajes } from "../schema";
import { eventDescription } from "./catalog";
import { EVENT, STATE } from "@shared/domain/catalog";
import { PORTS, type CompanyMasters, type ContainerRow, type MasterRows, type RouteInfo } from "./masters";
import { ALERTS, GOODS, INSTRUCTIONS, PACKAGING, staffName } from "./names";
import { Random } from "./random";
import { demoPhoto } from "./photos";
import { buildTimeline, STATE_LEVEL, type TripFlags } from "./timeline";

export type TripRow = typeof viajes.$inferInsert & { id: number };

export interface TripRows {
  viajes: TripRow[];
  remesas: (typeof remesas.$inferInsert)[];
  reportes: (typeof reportes.$inferInsert)[];
  reporteRemesas: (typeof reporteRemesas.$inferInsert)[];
  documentosReporte: (typeof documentosReporte.$inferInsert)[];
  observacionesViaje: (typeof observacionesViaje.$inferInsert)[];
}

/** Trips per company in the demo size (company 1 the largest). */
export const DEMO_TRIPS: Record<number, number> = { 1: 240, 3: 50, 8: 40 };
/** First manifest number per company; numbers grow from there. */
const MANIFEST_BASE: Record<number, number> = { 1: 12000, 3: 4500, 8: 780 };

// every state the lists and the history must show appears in the first trips of each company
const COVERAGE = [10, 1, 2, 3, 4, 5, 6, 7, 9, 11, 14, 15, 16, 17];
const STATE_WEIGHTS: [number, number][] = [
  [10, 30], [1, 6], [3, 7], [5, 5], [6, 7], [11, 5], [9, 5], [2, 3], [7, 12], [4, 5], [14, 4], [15, 4], [16, 3], [17, 3],
];
const CALL_EVERY_MIN = 60;
const GPS_EVERY_MIN = 30;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

function shipmentState(tripState: number, index: number): number {
  switch (tripState) {
    case STATE.EN_CARGUE: return index === 0 ? STATE.EN_CARGUE : STATE.PENDIENTE_CARGUE;
    case STATE.EN_RUTA:
    case STATE.PAUSADO: return STATE.REMESA_EN_TRANSITO;
    case STATE.EN_DESTINO: return STATE.REMESA_LLEGADA_DESCARGUE;
    case STATE.EN_DESCARGUE: return index === 0 ? STATE.EN_DESCARGUE : STATE.REMESA_LLEGADA_DESCARGUE;
    case STATE.TERMINADO: case STATE.CERRADO: case STATE.LIQUIDADO: case STATE.FACTURADO: case STATE.ARCHIVADO:
      return STATE.REMESA_CUMPLIDA;
    default: return STATE.PENDIENTE_CARGUE;
  }
}

function nextEvent(tripState: number, passedLegs: number, legs: number): number | null {
  switch (tripState) {
    case STATE.PROGRAMADO: case STATE.PENDIENTE_CARGUE: return EVENT.LLEGADA_CARGUE;
    case STATE.LLEGADA_CARGUE: case STATE.EN_CARGUE: return EVENT.FIN_CARGUE;
    case STATE.EN_RUTA: return passedLegs < legs ? EVENT.PUESTO_CONTROL : EVENT.LLEGADA_DESCARGUE;
    case STATE.PAUSADO: return EVENT.CONTINUAR;
    case STATE.EN_DESTINO: case STATE.EN_DESCARGUE: return EVENT.FIN_DESCARGUE;
    default: return null;
  }
}

/** how long before "now" the last report of a trip in this state was made */
function lastReportAge(rng: Random, tripState: number): number {
  if (tripState === STATE.TERMINADO) return rng.int(6, 150) * HOUR;
  if (tripState >= STATE.CERRADO && tripState <= STATE.ARCHIVADO) return rng.int(6, 45) * DAY;
  if (tripState === STATE.CANCELADO) return rng.int(3, 480) * HOUR;
  // trips in progress: from a couple of minutes to a few hours, so timers show every colour
  return rng.weighted([[rng.int(1, 20), 6], [rng.int(20, 60), 4], [rng.int(60, 180), 2]]) * MIN;
}

export function buildTrips(companies: CompanyMasters[], masters: MasterRows, now: Date): TripRows {
  const out: TripRows = { viajes: [], remesas: [], reportes: [], reporteRemesas: [], documentosReporte: [], observacionesViaje: [] };
  const nowMs = now.getTime();
  let tripId = 0;
  let shipmentId = 0;
  let reportId = 0;
  let documentId = 0;
  let observationId = 0;
  const usedKeys = new Set<string>();
  const userNames = new Map(masters.usuarios.map((u) => [u.id, u.nombre]));

  for (const company of companies) {
    const rng = new Random(5000 + company.id);
    const routes = company.routes.filter((r) => !r.plan.indicadordeshabilitado);
    const toPort = routes.filter((r) => PORTS.has(r.stops[r.stops.length - 1].descripcion));
    const emptyContainers = company.containers.filter((c) => c.idsysestado === STATE.CONTENEDOR_PENDIENTE_DEVOLUCION || c.idsysestado === STATE.CONTENEDOR_EN_MORA);
    const fullContainers = company.containers.filter((c) => c.idsysestado === STATE.CONTENEDOR_LLENO);
    const hiddenReportTypes = masters.tiposReporteOcultos.filter((h) => h.idempresa === company.id).map((h) => h.idsysevento);
    const commercials = [staffName(rng), staffName(rng), staffName(rng)];
    let activeSeq = 0;
    let emptySeq = 0;
    let fullSeq = 0;

    for (let i = 0; i < DEMO_TRIPS[company.id]; i++) {
      const state = i < COVERAGE.length ? COVERAGE[i] : rng.weighted(STATE_WEIGHTS);
      // cancelled trips have no level of their own
      const level = STATE_LEVEL[state] ?? -1;
      const inProgress = level >= 0 && level <= 6;
      const onTheRoad = state === STATE.EN_RUTA || state === STATE.PAUSADO || state === STATE.EN_DESTINO;
      // a few trips on the road are taking an empty container back to the port yard
      let container: ContainerRow | null = null;
      let returning = false;
      let route: RouteInfo = rng.pick(routes);
      if (onTheRoad && toPort.length > 0 && emptySeq < emptyContainers.length && (i === 1 || rng.chance(0.12))) {
        route = rng.pick(toPort);
        container = emptyContainers[emptySeq++];
        returning = true;
      } else if (route.port && fullSeq < fullContainers.length && rng.chance(0.5)) {
        container = fullContainers[fullSeq++];
      }
      // trips in progress each have their own vehicle and driver; closed ones reuse them
      const vehicle = inProgress ? company.vehicles[activeSeq % company.vehicles.length] : rng.pick(company.vehicles);
      const driver = inProgress ? company.drivers[activeSeq % company.drivers.length] : rng.pick(company.drivers);
      if (inProgress) activeSeq++;
      const controller = rng.pick(company.controllers);
      const client = rng.pick(company.clients);
      const flags: TripFlags = {
        vialibre: rng.chance(0.1),
        transitosolar: rng.chance(0.06),
        ultimamilla: state === STATE.EN_DESTINO || state === STATE.EN_DESCARGUE ? rng.chance(0.35) : false,
        devolviendocontenedor: returning,
        retenerviaje: state === STATE.EN_RUTA && rng.chance(0.06),
        nocoincide: rng.chance(0.05),
      };
      const timeline = buildTimeline({ rng, company, route, state, controller, driver: driver.user, flags, hiddenReportTypes });
      const steps = timeline.steps;
      const last = steps[steps.length - 1];
      const shift = nowMs - lastReportAge(rng, state) - last.at;
      const time = (offset: number) => new Date(shift + offset);
      const id = ++tripId;
      const fecha = new Date(shift - rng.int(10, 120) * MIN);

      // shipments
      const shipmentCount = rng.weighted([[1, 5], [2, 3], [3, 2]]);
      const shipmentIds: number[] = [];
      const stepAt = (ev: number) => steps.find((s) => s.idsysevento === ev)?.at;
      const loadedAt = stepAt(EVENT.FIN_CARGUE);
      const arrivedAt = stepAt(EVENT.LLEGADA_DESCARGUE);
      const plannedDeparture = timeline.departedAt !== null ? time(timeline.departedAt).getTime() : nowMs + rng.int(2, 20) * HOUR;
      const origin = route.stops[0].descripcion;
      const destination = route.stops[route.stops.length - 1].descripcion;
      const goods = container ? "CONTENEDOR CON MERCANCIA GENERAL" : rng.pick(GOODS);
      for (let k = 0; k < shipmentCount; k++) {
        const sid = ++shipmentId;
        shipmentIds.push(sid);
        const citacargue = stepAt(EVENT.LLEGADA_CARGUE);
        out.remesas.push({
          id: sid, idviaje: id, idempresa: company.id, idcliente: client.id, idcontenedor: k === 0 && container ? container.id : null,
          numeroremesa: String(700000 + sid), idsysestado: shipmentState(state, k),
          remitente: client.nombrecliente, destinatario: rng.pick(["ALMACEN CENTRAL", "CENTRO DE DISTRIBUCION", "BODEGA PRINCIPAL", "PLANTA"]) + ` ${destination}`,
          direccionremitente: `CALLE ${rng.int(1, 150)} # ${rng.int(1, 99)}-${rng.int(1, 99)} ${origin}`,
          direcciondestinatario: `CARRERA ${rng.int(1, 120)} # ${rng.int(1, 99)}-${rng.int(1, 99)} ${destination}`,
          documentocliente: `OC-${rng.digits(6)}`, contenido: goods, empaque: container ? "CONTENEDOR" : rng.pick(PACKAGING),
          origen: origin, destino: destination, lugar: level >= 5 ? destination : origin,
          generadorcarga: client.nombrecliente, numerounidades: rng.int(1, 40) * 10, pesomercancia: rng.int(30, 340) * 100,
          tipoacompanamiento: rng.pick(["SIN ESCOLTA", "ESCOLTA MOTORIZADA", "SIN ESCOLTA"]),
          devolvercontenedor: k === 0 && container !== null, numerocontenedor: k === 0 && container ? container.numerocontenedor : null,
          fechalimiteentregacontenedor: k === 0 && container ? container.fechalimiteentregacontenedor : null,
          indicadoraltoriesgo: route.route.indicadoraltoriesgo ?? false, indicadorurgente: rng.chance(0.08),
          // costly goods, a container under transit customs declaration (DTA), a road restriction: drawn from the
          // shipment's number, not the generator, so the rest of the demo data stays as it was
          indicadorcostosa: sid % 9 === 4, indicadorDTA: k === 0 && container !== null && sid % 2 === 0, indicadorrestriccion: sid % 13 === 6,
          fechahoracitacargue: citacargue !== undefined ? time(citacargue) : new Date(plannedDeparture - 3 * HOUR),
          fechahoracarguesalida: loadedAt !== undefined ? time(loadedAt) : null,
          fechahoracitadescargue: new Date(plannedDeparture + (route.route.tiempoestimado ?? 0) * 1000 + 2 * HOUR),
          fechahoradescarguellegada: arrivedAt !== undefined ? time(arrivedAt) : null,
          tiempopactadocargue: 240, tiempopactadodescargue: 180,
          eventosmail: (client.eventos ?? []).join(","), syseventosmail: (client.eventos ?? []).map(eventDescription).join(","),
        });
      }

      // traceability
      let lastCall: Date | null = null;
      let lastGps: Date | null = null;
      let lastOther: Date | null = null;
      let lastPosition: { latitud: number; longitud: number } | null = null;
      let lastReportId = 0;
      for (const [order, step] of steps.entries()) {
        const rid = ++reportId;
        lastReportId = rid;
        const fechahora = time(step.at);
        const fechareporte = new Date(Math.min(nowMs, fechahora.getTime() + rng.int(0, 240) * 1000));
        out.reportes.push({
          id: rid, idviaje: id, idempresa: company.id, idsysevento: step.idsysevento, idevento: step.event?.id ?? null,
          idpuestocontrol: step.post?.id ?? null, idusuario: step.user.id, fechahora, fechareporte, lugar: step.lugar,
          novedad: step.novedad, retraso: step.retraso ?? null, indicadornocoincide: step.nocoincide ?? false,
          aplicacion: step.aplicacion, latitud: step.latitud ?? null, longitud: step.longitud ?? null, orden: order + 1,
        });
        if (step.withShipments) for (const idremesa of shipmentIds) out.reporteRemesas.push({ idreporte: rid, idremesa });
        for (let d = 0; d < (step.documents ?? 0); d++) {
          // upload names: companyId/timestamp_userId_index
          let stamp = fechahora.getTime();
          while (usedKeys.has(`${company.id}/${stamp}_${step.user.id}_${d}`)) stamp++;
          // real PNG scenes written by writeDemoPhotos (seed/photos.ts) when the demo is served
          const archivo = `${company.id}/${stamp}_${step.user.id}_${d}.png`;
          usedKeys.add(archivo);
          documentId += 1;
          rng.int(80, 900); // the size once drawn here: keeps every later seeded value as it was
          out.documentosReporte.push({
            id: documentId, idreporte: rid, idempresa: company.id, archivo, contenttype: "image/png",
            tamano: demoPhoto(documentId).length, subido: true,
          });
        }
        if (step.idsysevento === EVENT.LLAMADA) lastCall = fechahora;
        else if (step.idsysevento === EVENT.GPS) lastGps = fechahora;
        else lastOther = fechahora;
        if (step.latitud !== undefined && step.longitud !== undefined) lastPosition = { latitud: step.latitud, longitud: step.longitud };
      }

      const legs = route.details.length;
      const nextDetail = state === STATE.EN_RUTA || state === STATE.PAUSADO
        ? route.details[timeline.passedLegs]
        : level >= 0 && level < 4 ? route.details[0] : null;
      const lastPostAt = timeline.lastPostAt !== null ? time(timeline.lastPostAt).getTime() : plannedDeparture;
      const closed = !inProgress;
      const alert = inProgress && (i === 0 || rng.chance(0.08)) ? rng.pick(ALERTS) : null;
      const riesgo = rng.weighted([[0, 35], [1, 25], [2, 20], [3, 12], [4, 8]]);
      const modalidad: [number, string] = route.route.via === "VIA SIBERIA" ? [4, "URBANA"]
        : container && !returning ? (PORTS.has(origin) ? [2, "IMPORTACION"] : [3, "EXPORTACION"])
          : [1, "NACIONAL"];
      const lastStepEvent = last.event?.descripcion ?? eventDescription(last.idsysevento);
      out.viajes.push({
        id, idempresa: company.id, numero: String(MANIFEST_BASE[company.id] + i * 3 + rng.int(0, 2)).padStart(7, "0"), fecha,
        idvehiculo: vehicle.id, idconductor: driver.id, idsysestado: state, idruta: route.route.id, idplanviaje: route.plan.id,
        idcliente: client.id, idusuariocontrolador: controller.id,
        trailerplaca: vehicle.tipo === "TRACTOCAMION" ? `R${rng.digits(5)}` : null, sincronizado: rng.chance(0.95),
        alerta: alert, indicadoralerta: alert !== null,
        idproximosysevento: nextEvent(state, timeline.passedLegs, legs),
        idproximopuestocontrol: nextDetail?.post.id ?? null,
        fechahoraproximopuestocontrol: nextDetail ? new Date(lastPostAt + nextDetail.duracion * MIN) : null,
        fechahoraultimallamada: lastCall,
        fechahoraproximallamada: closed ? null : new Date((lastCall ?? fecha).getTime() + CALL_EVERY_MIN * MIN),
        fechahoraultimogps: lastGps,
        fechahoraproximogps: closed ? null : new Date((lastGps ?? fecha).getTime() + GPS_EVERY_MIN * MIN),
        fechahoraultimootros: lastOther,
        fechahoraultimoevento: time(last.at), idultimoreporte: lastReportId, idultimosysevento: last.idsysevento, ultimoevento: lastStepEvent,
        nombreusuarioultimoreporte: userNames.get(last.user.id) ?? null, novedad: last.novedad, lugar: last.lugar,
        latitud: lastPosition?.latitud ?? null, longitud: lastPosition?.longitud ?? null,
        tiporiesgo: riesgo, mercancias: goods, idsysmodalidad: modalidad[0], modalidadnombre: modalidad[1],
        idempresatransportadora: company.id, empresatransportadora: company.nombre,
        documentocliente: `OC-${rng.digits(6)}`, comercial: rng.pick(commercials), numerocontenedor: container?.numerocontenedor ?? null,
        indicadortransitosolar: flags.transitosolar, indicadoraltoriesgo: (route.route.indicadoraltoriesgo ?? false) || riesgo >= 3,
        indicadorurgente: rng.chance(0.1), indicadorcostosa: rng.chance(0.12), indicadorDTA: modalidad[0] === 2 && rng.chance(0.5),
        indicadorrestriccion: rng.chance(0.08), indicadorvialibre: flags.vialibre, indicadorultimamilla: flags.ultimamilla,
        indicadornocoincide: flags.nocoincide, retenerviaje: flags.retenerviaje, devolviendocontenedor: returning,
      });

      // commercial instructions on about a quarter of the trips
      if (rng.chance(0.25)) {
        const count = rng.int(1, 2);
        for (let k = 0; k < count; k++) {
          const at = new Date(fecha.getTime() + (k + 1) * rng.int(5, 60) * MIN);
          out.observacionesViaje.push({
            id: ++observationId, idviaje: id, idusuario: controller.id, observacion: rng.pick(INSTRUCTIONS), fecha: at,
            ultimovisto: rng.chance(0.5) ? new Date(Math.min(nowMs, at.getTime() + rng.int(5, 120) * MIN)) : null,
          });
        }
      }
    }
  }
  return out;
}
