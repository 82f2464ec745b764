import { describe, expect, it } from "vitest";
import {
  MAX_SLOWDOWN, estimateArrival, paceFactor, remainingOnPlan, remainingRouteShare, type EtaInput, type EtaLeg,
} from "./eta";

const MIN = 60_000;
// a point `km` along the equator from longitude 0
const at = (km: number) => ({ latitud: 0, longitud: km / 111.19493 });
// three legs: 100 km in 60 min, 200 km in 120 min, 100 km in 60 min
const PLAN: EtaLeg[] = [
  { idpuestocontrol: 11, orden: 1, distancia: 100, duracion: 60, geolocalizacion: at(100) },
  { idpuestocontrol: 12, orden: 2, distancia: 200, duracion: 120, geolocalizacion: at(300) },
  { idpuestocontrol: 13, orden: 3, distancia: 100, duracion: 60, geolocalizacion: at(400) },
];
const START = Date.parse("2025-03-10T06:00:00Z");

const base: EtaInput = {
  now: START + 60 * MIN,
  fecha: "2025-03-10T05:00:00Z",
  primerreporte: new Date(START),
  plan: PLAN,
  reportedPostIds: [11],
  posicion: null,
  ruta: { tiempoestimado: 4 * 3600, distancia: 400, origen: at(1), destino: at(400) },
  citadescargue: null,
};

describe("remainingOnPlan", () => {
  it("counts every leg ahead of the start, all the plan's minutes and posts", () => {
    expect(remainingOnPlan(PLAN, [], 0)).toEqual({ minutes: 240, km: 400, doneKm: 0, totalMinutes: 240, stops: 3 });
  });
  it("counts the share still to go of the leg the truck is on, and the legs after it", () => {
    expect(remainingOnPlan(PLAN, [11], 200)).toEqual({ minutes: 60 + 60, km: 200, doneKm: 200, totalMinutes: 240, stops: 2 });
  });
  it("a reported post puts its leg behind even at a shorter position (a plan without distances)", () => {
    const flat = PLAN.map((l) => ({ ...l, distancia: 0 }));
    expect(remainingOnPlan(flat, [12], 0)).toMatchObject({ minutes: 60, stops: 1 });
    expect(remainingOnPlan(flat, [], 0)).toMatchObject({ minutes: 240, stops: 3 });
  });
  it("nothing ahead at or past the end; bad numbers count as nothing", () => {
    expect(remainingOnPlan(PLAN, [13], 400)).toMatchObject({ minutes: 0, km: 0, stops: 0 });
    expect(remainingOnPlan(PLAN, [], 400)).toMatchObject({ minutes: 0, stops: 0 });
    const odd: EtaLeg[] = [{ idpuestocontrol: 1, orden: 1, distancia: Number.NaN, duracion: -5 }, { idpuestocontrol: 2, orden: 2, distancia: 10, duracion: null }];
    expect(remainingOnPlan(odd, [], 0)).toMatchObject({ minutes: 0, km: 10, totalMinutes: 0, stops: 2 });
  });
  it("reads the legs in plan order whatever order they come in", () => {
    expect(remainingOnPlan([...PLAN].reverse(), [11], 100)).toMatchObject({ minutes: 180, stops: 2 });
  });
});

describe("remainingRouteShare", () => {
  const route = base.ruta!;
  it("is the straight line to the destination over the origin's", () => {
    expect(remainingRouteShare(route, at(100.75))).toBeCloseTo(0.75, 3);
    expect(remainingRouteShare(route, at(400))).toBeCloseTo(0, 6);
  });
  it("never passes the whole route (a position behind the origin)", () => {
    expect(remainingRouteShare(route, at(-50))).toBe(1);
  });
  it("is unknown without a position, an origin or a destination, or when they coincide", () => {
    expect(remainingRouteShare(route, null)).toBeNull();
    expect(remainingRouteShare(route, { latitud: 0, longitud: 0 })).toBeNull();
    expect(remainingRouteShare({ ...route, origen: null }, at(100.75))).toBeNull();
    expect(remainingRouteShare({ ...route, destino: route.origen }, at(100.75))).toBeNull();
  });
});

describe("paceFactor", () => {
  it("is 1 at or above the planned pace", () => {
    expect(paceFactor(100, 60, 400, 240)).toBe(1);
    expect(paceFactor(200, 60, 400, 240)).toBe(1);
  });
  it("is the planned over the observed speed when slower", () => {
    expect(paceFactor(50, 60, 400, 240)).toBeCloseTo(2, 6);
  });
  it("is capped at MAX_SLOWDOWN", () => {
    expect(paceFactor(5, 600, 400, 240)).toBe(MAX_SLOWDOWN);
  });
  it("is 1 before enough road or time was observed, or without a plan's totals", () => {
    expect(paceFactor(4, 600, 400, 240)).toBe(1);
    expect(paceFactor(50, 29, 400, 240)).toBe(1);
    expect(paceFactor(50, 60, 0, 240)).toBe(1);
    expect(paceFactor(50, 60, 400, 0)).toBe(1);
  });
});

describe("estimateArrival", () => {
  it("on plan: now plus the remaining legs at the planned pace, no delay", () => {
    const eta = estimateArrival({ ...base, now: START + 60 * MIN, reportedPostIds: [11] });
    expect(eta).toEqual({
      fecha: new Date(START + 240 * MIN).toISOString(), tarde: false, citadescargue: null, fuente: "plan",
      retraso: 0, ritmo: "planeada", restantekm: 300, paradas: 2,
    });
  });

  it("behind plan: later than now by at least the remaining planned time, with the delay", () => {
    // 88 km (22 %) done in 10 hours: the observed pace is slower than the plan's, capped at MAX_SLOWDOWN
    const now = START + 600 * MIN;
    const posicion = at(88);
    const eta = estimateArrival({ ...base, now, reportedPostIds: [], posicion })!;
    const remainingPlanned = 240 - 88 * (60 / 100);
    expect(Date.parse(eta.fecha) - now).toBeGreaterThanOrEqual(remainingPlanned * MIN - MIN);
    expect(Date.parse(eta.fecha) - now).toBeCloseTo(remainingPlanned * MAX_SLOWDOWN * MIN, -5);
    expect(eta.ritmo).toBe("observada");
    expect(eta.retraso).toBe(Math.round((Date.parse(eta.fecha) - (START + 240 * MIN)) / MIN));
    expect(eta.retraso).toBeGreaterThan(600);
    expect(eta.restantekm).toBeCloseTo(312, 0);
  });

  it("behind plan at the planned pace (late start): never 'now', the remaining planned time from now", () => {
    const now = START + 500 * MIN;
    const eta = estimateArrival({ ...base, now, primerreporte: new Date(now - 20 * MIN), reportedPostIds: [11] })!;
    expect(Date.parse(eta.fecha)).toBe(now + 180 * MIN);
    expect(eta.ritmo).toBe("planeada");
    expect(eta.retraso).toBe(180 - 240 + 20);
  });

  it("a faster trip is not promised an arrival earlier than its plan's pace", () => {
    const now = START + 60 * MIN;
    const eta = estimateArrival({ ...base, now, reportedPostIds: [12] })!;
    expect(Date.parse(eta.fecha)).toBe(now + 60 * MIN);
    expect(eta.retraso).toBe(-120);
  });

  it("a trip not started yet counts from its date", () => {
    const fecha = START + 24 * 60 * MIN;
    const eta = estimateArrival({ ...base, now: START, fecha: new Date(fecha), primerreporte: null, reportedPostIds: [] })!;
    expect(Date.parse(eta.fecha)).toBe(fecha + 240 * MIN);
    expect(eta.retraso).toBe(0);
    expect(eta.paradas).toBe(3);
  });

  it("at the last post: the estimate is now, nothing left", () => {
    const now = START + 300 * MIN;
    const eta = estimateArrival({ ...base, now, reportedPostIds: [13] })!;
    expect(eta).toMatchObject({ fecha: new Date(now).toISOString(), restantekm: 0, paradas: 0 });
  });

  it("late when past the unloading appointment, named in the answer", () => {
    const now = START + 60 * MIN;
    const late = estimateArrival({ ...base, now, citadescargue: new Date(START + 239 * MIN) })!;
    expect(late).toMatchObject({ tarde: true, citadescargue: new Date(START + 239 * MIN).toISOString() });
    expect(estimateArrival({ ...base, now, citadescargue: new Date(START + 240 * MIN).toISOString() })?.tarde).toBe(false);
  });

  it("without a plan: the route's time for the share still to go from the position", () => {
    const now = START + 60 * MIN;
    const eta = estimateArrival({ ...base, now, plan: [], reportedPostIds: [], posicion: at(100.75) })!;
    expect(eta.fuente).toBe("ruta");
    expect(Date.parse(eta.fecha) - now).toBeCloseTo(180 * MIN, -4);
    expect(eta.restantekm).toBeCloseTo(300, 0);
    expect(eta.paradas).toBe(0);
  });

  it("a plan without durations falls back on the route", () => {
    const flat = PLAN.map((l) => ({ ...l, duracion: 0 }));
    const eta = estimateArrival({ ...base, plan: flat, posicion: at(100.75) });
    expect(eta?.fuente).toBe("ruta");
  });

  it("no estimate without a way to measure the road left, a route time or a start", () => {
    expect(estimateArrival({ ...base, plan: [], posicion: null })).toBeNull();
    expect(estimateArrival({ ...base, plan: [], ruta: null, posicion: at(100.75) })).toBeNull();
    expect(estimateArrival({ ...base, plan: [], ruta: { ...base.ruta!, tiempoestimado: 0 }, posicion: at(100.75) })).toBeNull();
    expect(estimateArrival({ ...base, fecha: null, primerreporte: "not a date" })).toBeNull();
  });

  it("accepts the clock as a number or a date", () => {
    expect(estimateArrival({ ...base, now: new Date(START + 60 * MIN) })).toEqual(estimateArrival({ ...base, now: START + 60 * MIN }));
  });
});
