// The reports a trip offers (the panel's buttons), which the server enforces (docs/adr/0014-reporting-rules.md).
import { describe, expect, it } from "vitest";
import { offeredEvents, offerRefusal, type OfferInput } from "./report-offer";
import { OFFER_ERRORS } from "../i18n/reports";

const trip = (over: Partial<OfferInput> = {}): OfferInput => ({
  idsysestado: 10, idproximosysevento: 10, role: 1, shipmentStates: [13], hiddenTypes: [],
  retenerviaje: false, indicadorvialibre: false, indicadortransitosolar: false, indicadorultimamilla: false, devolviendocontenedor: false,
  ...over,
});

describe("the events a trip offers", () => {
  it.each([
    // trip, offered events (sorted)
    ["in transit towards a post, role 1", trip(), [1, 7, 9, 10, 11, 12, 14, 16, 17, 20, 33, 34, 36, 37, 39]],
    ["waiting to load (next 3, shipments 3)", trip({ idsysestado: 3, idproximosysevento: 3, shipmentStates: [3] }),
      [1, 3, 9, 11, 12, 14, 16, 17, 20, 33, 34, 36, 37, 39]],
    ["loading (next 5, shipments 6)", trip({ idsysestado: 6, idproximosysevento: 5, shipmentStates: [6] }),
      [1, 5, 9, 11, 12, 14, 16, 17, 20, 33, 34, 36, 37, 39]],
    ["at a physical post (next 19)", trip({ idproximosysevento: 19 }), [1, 7, 9, 11, 12, 14, 16, 17, 19, 20, 33, 34, 36, 37, 39]],
    ["unloading (next 8, shipments 8)", trip({ idsysestado: 11, idproximosysevento: 8, shipmentStates: [8] }),
      [1, 8, 9, 11, 12, 14, 16, 17, 20, 33, 34, 36, 37, 39]],
    ["paused, role 3, flags on", trip({ idsysestado: 2, role: 3, indicadorvialibre: true, indicadortransitosolar: true, indicadorultimamilla: true, devolviendocontenedor: true }),
      [1, 7, 9, 10, 11, 12, 13, 16, 17, 20, 21, 29, 35, 36, 37, 40]],
    ["finished, role 3", trip({ idsysestado: 7, role: 3 }), [30]],
    ["cancelled, role 3", trip({ idsysestado: 4, role: 3 }), [31]],
    ["finished, role 1", trip({ idsysestado: 7 }), []],
  ])("%s", (_name, t, events) => {
    expect([...new Set(offeredEvents(t))].sort((a, b) => a - b)).toEqual(events);
  });
});

describe("why an event is not offered", () => {
  it.each([
    // event, trip, refusal
    [7, trip({ idsysestado: 3, idproximosysevento: 3, shipmentStates: [3, 13] }), OFFER_ERRORS.notNext],
    [3, trip({ idproximosysevento: 5, shipmentStates: [6] }), OFFER_ERRORS.notNext],
    [10, trip({ idproximosysevento: 18 }), OFFER_ERRORS.notNext],
    [18, trip({ idproximosysevento: 10 }), OFFER_ERRORS.notNext],
    [10, trip({ idproximosysevento: 10, hiddenTypes: [10] }), OFFER_ERRORS.hidden],
    [5, trip({ idsysestado: 6, idproximosysevento: 5, shipmentStates: [6], hiddenTypes: [5] }), OFFER_ERRORS.hidden],
    [14, trip({ idsysestado: 2 }), OFFER_ERRORS.process],
    [21, trip(), OFFER_ERRORS.process],
    [20, trip({ retenerviaje: true }), OFFER_ERRORS.process],
    [28, trip({ role: 3, indicadorvialibre: true }), OFFER_ERRORS.process],
    [33, trip({ devolviendocontenedor: true }), OFFER_ERRORS.process],
    [4, trip({ idsysestado: 3, idproximosysevento: 3, shipmentStates: [3] }), OFFER_ERRORS.notOffered],
    [15, trip(), OFFER_ERRORS.notOffered],
    [26, trip(), OFFER_ERRORS.notOffered],
  ])("event %i → %s", (ev, t, message) => {
    expect(offerRefusal(ev, t)).toBe(message);
  });
  it.each([
    [12, trip()], [17, trip()], [1, trip()], [37, trip()], [10, trip()], [7, trip()],
    [19, trip({ idproximosysevento: 19 })], [21, trip({ idsysestado: 2 })], [29, trip({ role: 3, indicadorvialibre: true })],
  ])("event %i is offered", (ev, t) => {
    expect(offerRefusal(ev, t)).toBeNull();
  });
});
