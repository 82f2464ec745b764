// Which reports a trip accepts, who may send them, the forms' required fields and the shipment selection
//.
import { describe, expect, it } from "vitest";
import {
  formOf, missingFields, offeredShipments, preselectedShipments, refusal, requiredMessage, shipmentPlace, tripActions,
  tripLevelEffect, weighingNote, RETURN_LABELS, type TripActionInput,
} from "./report-rules";

describe("who may report what on which trip", () => {
  it.each([
    // event, trip state, role, expected code
    [12, 10, 1, null], [12, 2, 1, null],
    [12, 4, 3, "BAD_USER_INPUT"], [12, 7, 3, "BAD_USER_INPUT"], [12, 14, 3, "BAD_USER_INPUT"], [14, 7, 3, "BAD_USER_INPUT"],
    [13, 10, 1, "FORBIDDEN"], [13, 10, 3, null], [28, 10, 1, "FORBIDDEN"], [29, 10, 2, "FORBIDDEN"], [28, 10, 3, null],
    [30, 7, 1, "FORBIDDEN"], [30, 7, 3, null], [30, 4, 3, "BAD_USER_INPUT"], [30, 10, 3, "BAD_USER_INPUT"],
    [31, 4, 1, "FORBIDDEN"], [31, 4, 3, null], [31, 7, 3, "BAD_USER_INPUT"],
    [22, 10, 3, "BAD_USER_INPUT"], [25, 10, 3, "BAD_USER_INPUT"], [32, 10, 3, "BAD_USER_INPUT"],
    [14, 10, 1, null], [20, 10, 1, null], [34, 10, 1, null], [36, 10, 1, null],
  ])("event %i, state %i, role %i → %s", (ev, state, role, code) => {
    expect(refusal(ev, state, role)?.code ?? null).toBe(code);
  });
});

describe("trip-level events switch flags", () => {
  it.each([
    [20, { retenerviaje: true }], [21, { retenerviaje: false }], [28, { indicadorvialibre: true }], [29, { indicadorvialibre: false }],
    [33, { devolviendocontenedor: true }], [34, { indicadortransitosolar: true }], [35, { indicadortransitosolar: false }],
    [39, { indicadorultimamilla: true }], [40, { indicadorultimamilla: false }], [13, {}], [14, {}],
  ])("event %i → %j", (ev, flags) => expect(tripLevelEffect(ev)?.flags).toEqual(flags));
  it("report events are not trip-level", () => expect(tripLevelEffect(12)).toBeNull());
});

describe("required fields per form", () => {
  const empty = { lugar: "", novedad: " ", fecha: null, hora: null, imagenes: [], idremesas: [], idevento: null };
  it.each([
    [12, "call", ["lugar", "novedad", "fecha", "hora"]],
    [11, "gps", ["lugar", "novedad"]],
    [10, "controlPost", ["fecha", "hora", "novedad"]],
    [9, "weighing", ["lugar", "fecha", "hora", "novedad"]],
    [16, "documents", ["fecha", "hora", "novedad", "imagenes"]],
    [17, "event", ["lugar", "fecha", "hora", "novedad", "idevento"]],
    [1, "event", ["lugar", "fecha", "hora", "novedad"]],
    [3, "shipment", ["fecha", "hora", "novedad", "idremesas"]],
    [37, "shipment", ["fecha", "hora", "novedad", "idremesas"]],
    [14, "generic", ["fecha", "hora", "novedad", "lugar"]],
  ])("event %i uses the %s form and requires %j", (ev, form, fields) => {
    expect(formOf(ev)).toBe(form);
    expect(missingFields(ev, empty)).toEqual(fields);
  });
  it("a filled call report misses nothing", () => {
    expect(missingFields(12, { lugar: "Honda", novedad: "Sin Novedad", fecha: "2025-03-10", hora: "10:00" })).toEqual([]);
  });
  it("'requerido' for GPS and the shipment selection, 'Requerido' elsewhere", () => {
    expect(requiredMessage("gps", "lugar")).toBe("requerido");
    expect(requiredMessage("shipment", "idremesas")).toBe("requerido");
    expect(requiredMessage("shipment", "novedad")).toBe("Requerido");
    expect(requiredMessage("call", "lugar")).toBe("Requerido");
  });
  it("the weighing note ends with the weight, written es-CO as every weight, and ' KG'", () => {
    expect(weighingNote("Sin Novedad ", "32000")).toBe("Sin Novedad 32.000 KG");
    expect(weighingNote("Pesaje", "32000,5")).toBe("Pesaje 32.000,5 KG");
    expect(weighingNote("Pesaje", 800)).toBe("Pesaje 800 KG");
  });
});

describe("shipment selection by event", () => {
  const S = [3, 6, 8, 9, 12, 13].map((idsysestado, i) => ({ id: i + 1, idsysestado, origen: `O${i + 1}`, destino: `D${i + 1}` }));
  const ids = (ev: number) => offeredShipments(ev, S).map((s) => s.idsysestado);
  it.each([
    [3, [3, 6]], [5, [3, 6]], [7, [8, 9, 13]], [8, [8, 9, 13]], [36, [8]], [10, [13]], [37, [3, 6, 8, 9, 12, 13]],
  ])("event %i offers statuses %j", (ev, states) => expect(ids(ev)).toEqual(states));
  it("37 preselects only status 8", () => expect(preselectedShipments(37, S)).toEqual([3]));
  it("default preselect: status 3 or 8, otherwise the first", () => {
    expect(preselectedShipments(3, offeredShipments(3, S))).toEqual([1]);
    expect(preselectedShipments(7, offeredShipments(7, S))).toEqual([3]);
    expect(preselectedShipments(5, [{ id: 9, idsysestado: 6 }, { id: 10, idsysestado: 6 }])).toEqual([9]);
    expect(preselectedShipments(7, [])).toEqual([]);
  });
  it("control-post reports take every status-13 shipment", () => expect(preselectedShipments(10, offeredShipments(10, S))).toEqual([6]));
  it("place from origin when loading, from destination when unloading", () => {
    expect(shipmentPlace(3, S[0])).toBe("O1");
    expect(shipmentPlace(8, S[2])).toBe("D3");
    expect(shipmentPlace(37, S[2])).toBe("");
  });
});

describe("processes menu", () => {
  const trip = (over: Partial<TripActionInput>): TripActionInput => ({
    idsysestado: 10, role: 1, retenerviaje: false, indicadorvialibre: false, indicadortransitosolar: false,
    indicadorultimamilla: false, devolviendocontenedor: false, ...over,
  });
  const events = (t: TripActionInput) => tripActions(t).map((a) => a.idsysevento);
  it("a trip in progress, role 1", () => expect(events(trip({}))).toEqual([14, 20, 34, 39, 33, 36, 37]));
  it("role 3 adds via libre and cancel", () => expect(events(trip({ role: 3 }))).toEqual([14, 20, 28, 34, 39, 33, 13, 36, 37]));
  it("state 2 hides Pause and offers Continue", () => expect(events(trip({ idsysestado: 2 }))).toEqual([20, 21, 34, 39, 33, 36, 37]));
  it("flags offer their opposite", () => {
    expect(events(trip({ role: 3, retenerviaje: true, indicadorvialibre: true, indicadortransitosolar: true, indicadorultimamilla: true, devolviendocontenedor: true })))
      .toEqual([14, 21, 29, 35, 40, 13, 36, 37]);
  });
  it.each([
    [7, 3, [30]], [4, 3, [31]], [7, 1, []], [4, 2, []], [14, 3, []],
  ])("closed state %i, role %i → only %j", (state, role, list) => expect(events(trip({ idsysestado: state, role }))).toEqual(list));
  it("the return buttons' texts", () => {
    expect(RETURN_LABELS[30]).toBe("Devolver terminar");
    expect(RETURN_LABELS[31]).toBe("Devolver cancelar");
  });
});
