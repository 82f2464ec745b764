import { describe, expect, it } from "vitest";
import { currentDelayMs, estimateArrival, remainingPlanMinutes, type EtaInput } from "./eta";

// posts of 60, 120 and 90 minutes (each from the previous post): 270 minutes in all
const PLAN = [
  { orden: 1, duracion: 60 },
  { orden: 2, duracion: 120 },
  { orden: 3, duracion: 90 },
];

const base: EtaInput = {
  now: new Date("2025-03-10T11:00:00Z"),
  fecha: "2025-03-10T05:00:00Z",
  primerreporte: "2025-03-10T09:00:00Z",
  plan: PLAN,
  ultimoorden: 1,
  fechaultimopuesto: "2025-03-10T10:00:00Z",
  // post 2 is due 120 minutes after post 1
  fechahoraproximopuestocontrol: "2025-03-10T12:00:00Z",
  tiempoestimadoruta: 3600,
  citadescargue: "2025-03-10T15:00:00Z",
};

describe("remainingPlanMinutes", () => {
  it("adds the posts after the given order, all of them without one", () => {
    expect(remainingPlanMinutes(PLAN, 1)).toBe(210);
    expect(remainingPlanMinutes(PLAN, 3)).toBe(0);
    expect(remainingPlanMinutes(PLAN, null)).toBe(270);
    expect(remainingPlanMinutes([{ orden: 1, duracion: null }, { orden: 2, duracion: -5 }], null)).toBe(0);
  });
});

describe("currentDelayMs", () => {
  it("is the lateness of the next due time, 0 before it or without it", () => {
    const now = Date.parse("2025-03-10T13:00:00Z");
    expect(currentDelayMs("2025-03-10T12:00:00Z", now)).toBe(3_600_000);
    expect(currentDelayMs("2025-03-10T14:00:00Z", now)).toBe(0);
    expect(currentDelayMs(null, now)).toBe(0);
  });
});

describe("estimateArrival", () => {
  it("on time: post 1 at 10:00 + 120 + 90 minutes = 13:30, before the 15:00 appointment", () => {
    expect(estimateArrival(base)).toEqual({
      fecha: "2025-03-10T13:30:00.000Z", tarde: false, citadescargue: "2025-03-10T15:00:00.000Z", fuente: "plan",
    });
  });

  it("late: one hour past post 2's due time adds the hour (14:30) and passes a 14:00 appointment", () => {
    const eta = estimateArrival({ ...base, now: new Date("2025-03-10T13:00:00Z"), citadescargue: "2025-03-10T14:00:00Z" });
    expect(eta?.fecha).toBe("2025-03-10T14:30:00.000Z");
    expect(eta?.tarde).toBe(true);
  });

  it("before any post: the whole plan from the first report (09:00 + 270 minutes = 13:30)", () => {
    const eta = estimateArrival({ ...base, ultimoorden: null, fechaultimopuesto: null, fechahoraproximopuestocontrol: null });
    expect(eta?.fecha).toBe("2025-03-10T13:30:00.000Z");
  });

  it("no plan: the route's time (2 h) from the first report, 09:00 → 11:30 with a 30-minute delay", () => {
    const eta = estimateArrival({
      ...base, plan: [], ultimoorden: null, fechaultimopuesto: null, tiempoestimadoruta: 7200,
      now: new Date("2025-03-10T10:30:00Z"), fechahoraproximopuestocontrol: "2025-03-10T10:00:00Z",
    });
    expect(eta).toEqual({ fecha: "2025-03-10T11:30:00.000Z", tarde: false, citadescargue: "2025-03-10T15:00:00.000Z", fuente: "ruta" });
  });

  it("no reports: from the trip date (05:00 + 270 minutes = 09:30 with a plan, 06:00 with the route)", () => {
    const noReports = { ...base, now: new Date("2025-03-10T04:00:00Z"), primerreporte: null, ultimoorden: null, fechaultimopuesto: null, fechahoraproximopuestocontrol: null };
    expect(estimateArrival(noReports)?.fecha).toBe("2025-03-10T09:30:00.000Z");
    expect(estimateArrival({ ...noReports, plan: [] })?.fecha).toBe("2025-03-10T06:00:00.000Z");
  });

  it("an estimate already past is now, and late against a passed appointment", () => {
    const eta = estimateArrival({ ...base, now: new Date("2025-03-11T00:00:00Z"), fechahoraproximopuestocontrol: null });
    expect(eta?.fecha).toBe("2025-03-11T00:00:00.000Z");
    expect(eta?.tarde).toBe(true);
  });

  it("without an appointment nothing is late", () => {
    expect(estimateArrival({ ...base, citadescargue: null })).toMatchObject({ tarde: false, citadescargue: null });
  });

  it("null without plan posts nor route time, or without any date", () => {
    expect(estimateArrival({ ...base, plan: [], tiempoestimadoruta: 0 })).toBeNull();
    expect(estimateArrival({ ...base, plan: [], tiempoestimadoruta: null })).toBeNull();
    expect(estimateArrival({ ...base, fecha: null, primerreporte: null, ultimoorden: null })).toBeNull();
  });
});
