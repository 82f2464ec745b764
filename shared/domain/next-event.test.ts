// The next-event buttons and the progression of a trip after each report (docs/adr/0014-reporting-rules.md).
import { describe, expect, it } from "vitest";
import { derivedNext, derivedState, earliestLoadingAppointment, nextEventButtons, progress, type ProgressInput } from "./next-event";

const button = (kind: string, next: number | null, shipmentStates: number[], hiddenTypes: number[] = []) =>
  nextEventButtons({ idproximosysevento: next, shipmentStates, hiddenTypes }).find((b) => b.kind === kind);

describe("loading button (3 / 5)", () => {
  it.each([
    // next event, shipment states, disabled
    [3, [3], false], [5, [6], false], [null, [3], false], [10, [6, 13], false],
    [3, [13], true], [3, [8, 9, 12], true], [3, [], true],
    [7, [3], true], [8, [3], true], [18, [6], true],
  ])("next %s, shipments %j → disabled %s", (next, states, disabled) => {
    expect(button("loading", next as number | null, states as number[])?.disabled).toBe(disabled);
  });
  it("sends 5 when the next event is 5, else 3", () => {
    expect(button("loading", 5, [6])?.idsysevento).toBe(5);
    expect(button("loading", 3, [3])?.idsysevento).toBe(3);
    expect(button("loading", 10, [3])?.idsysevento).toBe(3);
  });
  it("shows the earliest loading appointment of the shipments still to load", () => {
    expect(earliestLoadingAppointment([
      { idsysestado: 3, fechahoracitacargue: "2025-03-10T12:00:00Z" },
      { idsysestado: 6, fechahoracitacargue: "2025-03-10T09:00:00Z" },
      { idsysestado: 13, fechahoracitacargue: "2025-03-09T09:00:00Z" },
    ])).toBe("2025-03-10T09:00:00Z");
    expect(earliestLoadingAppointment([{ idsysestado: 13, fechahoracitacargue: "2025-03-09T09:00:00Z" }])).toBeNull();
  });
});

describe("unloading button (7 / 8)", () => {
  it.each([
    [7, [13], false], [8, [8], false], [10, [13], false], [null, [8], false],
    [3, [13], true], [4, [13], true], [5, [13], true], [18, [13], true],
    [7, [3, 6], true], [8, [12], true], [7, [], true],
    // finishing the unloading takes shipments already being unloaded (9); arriving does not
    [8, [9], false], [8, [9, 12], false], [7, [9], true], [10, [9], true], [null, [9], true],
  ])("next %s, shipments %j → disabled %s", (next, states, disabled) => {
    expect(button("unloading", next as number | null, states as number[])?.disabled).toBe(disabled);
  });
  it("sends 8 when the next event is 8, else 7", () => {
    expect(button("unloading", 8, [8])?.idsysevento).toBe(8);
    expect(button("unloading", 10, [13])?.idsysevento).toBe(7);
  });
});

describe("control-post button (10 / 18 / 19)", () => {
  it.each([
    [10, false], [18, false], [19, false], [21, false], [null, false],
    [7, true], [8, true], [3, true], [4, true], [5, true],
  ])("next %s → disabled %s", (next, disabled) => {
    expect(button("controlPost", next as number | null, [13])?.disabled).toBe(disabled);
  });
  it("sends 18 or 19 when next, else 10", () => {
    expect(button("controlPost", 18, [13])?.idsysevento).toBe(18);
    expect(button("controlPost", 19, [13])?.idsysevento).toBe(19);
    expect(button("controlPost", 7, [13])?.idsysevento).toBe(10);
  });
});

describe("per-company hidden report types remove the button sending that event", () => {
  it.each([
    [[3], 3, ["unloading", "controlPost"]],
    [[5], 5, ["unloading", "controlPost"]],
    [[7], 10, ["loading", "controlPost"]],
    [[8], 8, ["loading", "controlPost"]],
    [[10], 10, ["loading", "unloading"]],
    [[19], 19, ["loading", "unloading"]],
    [[19], 10, ["loading", "unloading", "controlPost"]],
    [[4], 3, ["loading", "unloading", "controlPost"]],
  ])("hidden %j, next %i → %j", (hidden, next, kinds) => {
    const shown = nextEventButtons({ idproximosysevento: next, shipmentStates: [3, 13, 8], hiddenTypes: hidden }).map((b) => b.kind);
    expect(shown).toEqual(kinds);
  });
});

const PLAN = [
  { idpuestocontrol: 101, orden: 1, duracion: 60, indicadorfisico: false },
  { idpuestocontrol: 102, orden: 2, duracion: 30, indicadorfisico: true },
];
const AT = Date.parse("2025-03-10T15:00:00Z");
const base = (over: Partial<ProgressInput>): ProgressInput => ({
  idsysevento: 12, at: AT, trip: { idsysestado: 10, idproximosysevento: 10, idproximopuestocontrol: 101 },
  shipments: [{ id: 1, idsysestado: 13 }, { id: 2, idsysestado: 13 }], selected: [], plan: PLAN, idpuestocontrol: null,
  hiddenTypes: [], ...over,
});

describe("progression after each report", () => {
  it("a call or GPS report changes no state or next event", () => {
    const p = progress(base({ idsysevento: 12 }));
    expect(p.idsysestado).toBeUndefined();
    expect(p.idproximosysevento).toBeUndefined();
    expect(p.shipments.size).toBe(0);
  });
  it("3 arrival at loading → trip 5, next 5", () => {
    const p = progress(base({ idsysevento: 3, trip: { idsysestado: 3, idproximosysevento: 3, idproximopuestocontrol: null }, shipments: [{ id: 1, idsysestado: 3 }], selected: [1] }));
    expect([p.idsysestado, p.idproximosysevento]).toEqual([5, 5]);
  });
  it("5 with shipments still to load → trip 6, next 5", () => {
    const p = progress(base({ idsysevento: 5, trip: { idsysestado: 5, idproximosysevento: 5, idproximopuestocontrol: null }, shipments: [{ id: 1, idsysestado: 6 }, { id: 2, idsysestado: 3 }], selected: [1] }));
    expect([p.idsysestado, p.idproximosysevento, p.shipments.get(1), p.shipmentDate]).toEqual([6, 5, 13, "fechahoracarguesalida"]);
  });
  it("5 loading the last shipment → trip 10 heading to the first plan post (virtual → 10)", () => {
    const p = progress(base({ idsysevento: 5, trip: { idsysestado: 6, idproximosysevento: 5, idproximopuestocontrol: null }, shipments: [{ id: 1, idsysestado: 6 }], selected: [1] }));
    expect([p.idsysestado, p.idproximosysevento, p.idproximopuestocontrol]).toEqual([10, 10, 101]);
    expect(p.fechahoraproximopuestocontrol?.toISOString()).toBe("2025-03-10T16:00:00.000Z");
  });
  it("10 at a post → the next post; a physical post is approached with 18", () => {
    const p = progress(base({ idsysevento: 10, idpuestocontrol: 101 }));
    expect([p.idproximosysevento, p.idproximopuestocontrol]).toEqual([18, 102]);
    expect(p.fechahoraproximopuestocontrol?.toISOString()).toBe("2025-03-10T15:30:00.000Z");
  });
  it("18 arrival → 19 at the same post; with 19 hidden, 18 passes the post", () => {
    expect(progress(base({ idsysevento: 18, idpuestocontrol: 102 })).idproximosysevento).toBe(19);
    const skipped = progress(base({ idsysevento: 18, idpuestocontrol: 102, hiddenTypes: [19] }));
    expect([skipped.idproximosysevento, skipped.idproximopuestocontrol]).toEqual([7, null]);
  });
  it("19 at the last post → next 7, no next post", () => {
    const p = progress(base({ idsysevento: 19, idpuestocontrol: 102 }));
    expect([p.idproximosysevento, p.idproximopuestocontrol, p.fechahoraproximopuestocontrol]).toEqual([7, null, null]);
  });
  it("7 → shipments 8, trip 11, next 8", () => {
    const p = progress(base({ idsysevento: 7, selected: [1, 2] }));
    expect([p.idsysestado, p.idproximosysevento, p.shipments.get(1), p.shipments.get(2)]).toEqual([11, 8, 8, 8]);
  });
  it("8 for some shipments → trip 9 while others unload; 8 for the last → trip 7 TERMINADO", () => {
    const trip = { idsysestado: 11, idproximosysevento: 8, idproximopuestocontrol: null };
    const some = progress(base({ idsysevento: 8, trip, shipments: [{ id: 1, idsysestado: 8 }, { id: 2, idsysestado: 8 }], selected: [1] }));
    expect([some.idsysestado, some.idproximosysevento, some.shipments.get(1)]).toEqual([9, 8, 12]);
    const last = progress(base({ idsysevento: 8, trip, shipments: [{ id: 1, idsysestado: 12 }, { id: 2, idsysestado: 8 }], selected: [2] }));
    expect([last.idsysestado, last.idproximosysevento, last.timers]).toEqual([7, null, "stop"]);
  });
  it("36 fulfils shipments in 8 only", () => {
    const p = progress(base({ idsysevento: 36, shipments: [{ id: 1, idsysestado: 8 }, { id: 2, idsysestado: 13 }], selected: [1, 2] }));
    expect([...p.shipments]).toEqual([[1, 12]]);
    expect(p.idsysestado).toBeUndefined();
  });
  it("a paused trip keeps state 2 while shipments progress", () => {
    const p = progress(base({ idsysevento: 7, trip: { idsysestado: 2, idproximosysevento: 7, idproximopuestocontrol: null }, selected: [1] }));
    expect([p.idsysestado, p.idproximosysevento]).toEqual([undefined, 8]);
  });
});

describe("trip-level progression", () => {
  it.each([
    [13, 10, 4, "stop"], [14, 10, 2, undefined], [21, 2, 10, undefined], [31, 4, 10, "restart"], [30, 7, 11, "restart"],
  ])("event %i in state %i → state %i, timers %s", (ev, state, to, timers) => {
    const p = progress(base({ idsysevento: ev, trip: { idsysestado: state, idproximosysevento: 10, idproximopuestocontrol: 101 } }));
    expect(p.idsysestado).toBe(to);
    expect(p.timers).toBe(timers);
  });
  it("21 on a stopped (not paused) trip changes no state", () => {
    expect(progress(base({ idsysevento: 21 })).idsysestado).toBeUndefined();
  });
  it("30 brings fulfilled shipments back to 8 and expects 8", () => {
    const p = progress(base({ idsysevento: 30, trip: { idsysestado: 7, idproximosysevento: null, idproximopuestocontrol: null }, shipments: [{ id: 1, idsysestado: 12 }] }));
    expect([p.shipments.get(1), p.idproximosysevento]).toEqual([8, 8]);
  });
  it("resuming a trip whose next event says nothing reads it from the shipments", () => {
    const p = progress(base({ idsysevento: 21, trip: { idsysestado: 2, idproximosysevento: 21, idproximopuestocontrol: 101 } }));
    expect([p.idsysestado, p.idproximosysevento]).toEqual([10, 10]);
  });
  it.each([
    [[6, 3], null, 5], [[3], null, 3], [[13], 101, 10], [[13], null, 7], [[8], null, 8], [[12], null, null],
  ])("derivedNext(%j, post %s) = %s", (states, post, next) => expect(derivedNext(states, post)).toBe(next));
  it.each([
    [3, [3], 3], [5, [3], 5], [5, [6], 6], [10, [13], 10], [7, [13], 10], [8, [8], 11], [8, [9, 8], 9], [null, [8], 11],
  ])("derivedState(next %s, %j) = %i", (next, states, state) => expect(derivedState(next, states)).toBe(state));
});
