import { describe, expect, it } from "vitest";
import {
  newReportMessage,
  reportTripId,
  shouldRefetchTripsList,
  shouldRefetchTripsListForReports,
  SHIPMENT_EVENTS,
  tripDetailRefetch,
  TRIPS_LIST_REFETCH_EVENTS,
  type NewReport,
} from "./live-refetch";

const NOW = 1_700_000_000_000;
const WINDOW = 300_000;
const report = (idviaje: number | null, idsysevento: number | null = 12): NewReport => ({ id: 900, idviaje, idsysevento });

describe("shouldRefetchTripsList", () => {
  const base = { listedTripIds: [10, 11, 12], lastRefetchAt: NOW - 1000, now: NOW };

  it("a routine report of a trip not listed, inside the window: no refetch", () => {
    expect(shouldRefetchTripsList({ ...base, report: report(99) })).toBe(false);
  });
  it("a report of a listed trip refetches (ids compared as numbers)", () => {
    expect(shouldRefetchTripsList({ ...base, report: report(11) })).toBe(true);
    expect(shouldRefetchTripsList({ ...base, listedTripIds: ["11"], report: report(11) })).toBe(true);
    expect(shouldRefetchTripsList({ ...base, listedTripIds: new Set([11]), report: report(11) })).toBe(true);
  });
  it.each([null, 0, Number.NaN])("a report without a trip id (%s) refetches", (idviaje) => {
    expect(shouldRefetchTripsList({ ...base, report: report(idviaje) })).toBe(true);
  });

  const allEvents = Array.from({ length: 45 }, (_, i) => i);
  it.each(allEvents)("event %i of an unlisted trip inside the window", (event) => {
    const expected = [18, 13, 14, 20, 19, 21, 28, 29, 30, 31].includes(event);
    expect(shouldRefetchTripsList({ ...base, report: report(99, event) })).toBe(expected);
  });
  it("the event list is exactly the spec's", () => {
    expect([...TRIPS_LIST_REFETCH_EVENTS].sort((a, b) => a - b)).toEqual([13, 14, 18, 19, 20, 21, 28, 29, 30, 31]);
  });

  it.each([
    [WINDOW - 1, false],
    [WINDOW, true],
    [WINDOW + 1, true],
  ])("%i ms after the last refresh → %s", (elapsed, expected) => {
    expect(shouldRefetchTripsList({ ...base, lastRefetchAt: NOW - elapsed, report: report(99) })).toBe(expected);
  });
  it("a list that never refreshed refetches", () => {
    expect(shouldRefetchTripsList({ ...base, lastRefetchAt: null, report: report(99) })).toBe(true);
  });
  it("an empty list follows the same rules", () => {
    expect(shouldRefetchTripsList({ ...base, listedTripIds: [], report: report(99) })).toBe(false);
    expect(shouldRefetchTripsList({ ...base, listedTripIds: [], report: report(99, 13) })).toBe(true);
  });

  it("a payload refetches when any of its reports does", () => {
    expect(shouldRefetchTripsListForReports({ ...base, reports: [report(98), report(99)] })).toBe(false);
    expect(shouldRefetchTripsListForReports({ ...base, reports: [report(98), report(12)] })).toBe(true);
    expect(shouldRefetchTripsListForReports({ ...base, listedTripIds: new Set([12]), reports: [report(98), report(12)] })).toBe(true);
    expect(shouldRefetchTripsListForReports({ ...base, reports: [] })).toBe(false);
  });
});

describe("tripDetailRefetch", () => {
  const allEvents = Array.from({ length: 45 }, (_, i) => i);
  it.each(allEvents)("event %i of the open trip", (event) => {
    expect(tripDetailRefetch({ report: report(5, event), openTripId: 5 })).toEqual({
      trip: true,
      traceability: true,
      shipments: [3, 5, 7, 8].includes(event),
    });
  });
  it("the shipment events are exactly 3, 5, 7 and 8", () => {
    expect(SHIPMENT_EVENTS).toEqual([3, 5, 7, 8]);
  });
  it("an open trip id given as route text matches", () => {
    expect(tripDetailRefetch({ report: report(5, 3), openTripId: "5" })).toEqual({ trip: true, traceability: true, shipments: true });
  });
  it.each([
    [report(6, 3), 5],
    [report(null, 3), 5],
    [report(5, 3), null],
    [report(5, 3), undefined],
    [report(5, 3), ""],
  ])("%j with open trip %s refetches nothing", (r, openTripId) => {
    expect(tripDetailRefetch({ report: r, openTripId })).toEqual({ trip: false, traceability: false, shipments: false });
  });
  it("a report without event refetches trip and traceability only", () => {
    expect(tripDetailRefetch({ report: report(5, null), openTripId: 5 })).toEqual({ trip: true, traceability: true, shipments: false });
  });
});

describe("reportTripId and the notification", () => {
  it.each([
    [5, 5],
    [null, null],
    [0, null],
    [-3, null],
    [2.5, null],
  ])("idviaje %s → %s", (idviaje, expected) => {
    expect(reportTripId({ idviaje })).toBe(expected);
  });
  it("reads exactly as the spec writes it", () => {
    expect(newReportMessage(1234)).toBe("Se realizo un nuevo reporte al viaje 1234");
    expect(newReportMessage("77")).toBe("Se realizo un nuevo reporte al viaje 77");
  });
});
