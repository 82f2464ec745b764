import { describe, expect, it } from "vitest";
import { fleetTripState } from "./fleet-state";
import {
  ALERT_LEVELS, compareUrgency, countByLevel, isSnoozed, parseAlertLevel, rankByUrgency, tripUrgency, type TriageRow, type Urgency,
} from "./triage";

const NOW = Date.parse("2025-03-10T12:00:00Z");
const ago = (min: number) => new Date(NOW - min * 60_000).toISOString();
const SETTINGS = { alerta_llamada: "00:10", alerta_gps: "00:10", tiempo_alerta_media: "00:30", tiempo_alerta_alta: "01:00" };
const row = (id: number, extra: Partial<TriageRow> = {}): TriageRow => ({ id, ...SETTINGS, ...extra });

describe("tripUrgency", () => {
  it("is the fleet map's level of the row, with the deciding timer's minutes", () => {
    const r = row(1, { fechahoraproximopuestocontrol: ago(45) });
    expect(tripUrgency(r, NOW)).toEqual({ id: 1, level: "red", severity: fleetTripState(r, NOW).severity, minutes: 45, snoozed: false });
    expect(tripUrgency(row(2, { fechahoraproximopuestocontrol: ago(20) }), NOW)).toMatchObject({ level: "orange", minutes: 20 });
    expect(tripUrgency(row(3, { fechahoraultimallamada: ago(90) }), NOW)).toMatchObject({ level: "high", minutes: 90 });
  });
  it("is 'none' with 0 minutes without any timer", () => {
    expect(tripUrgency(row(4), NOW)).toEqual({ id: 4, level: "none", severity: 0, minutes: 0, snoozed: false });
  });
  it("says whether the alarm is snoozed at that time", () => {
    expect(tripUrgency(row(5, { silenciadohasta: ago(-5) }), NOW).snoozed).toBe(true);
    expect(tripUrgency(row(5, { silenciadohasta: ago(5) }), NOW).snoozed).toBe(false);
  });
});

describe("isSnoozed", () => {
  it("only before the end; never without a readable end", () => {
    expect(isSnoozed(new Date(NOW + 1), NOW)).toBe(true);
    expect(isSnoozed(new Date(NOW), new Date(NOW))).toBe(false);
    expect(isSnoozed(null, NOW)).toBe(false);
    expect(isSnoozed("", NOW)).toBe(false);
    expect(isSnoozed("nunca", NOW)).toBe(false);
  });
});

describe("compareUrgency and rankByUrgency", () => {
  const u = (id: number, severity: number, minutes: number, snoozed = false): Urgency => ({ id, level: ALERT_LEVELS[severity], severity, minutes, snoozed });
  it("higher level first, then the longer-running timer, then the lower id; snoozed last", () => {
    const list = [u(1, 2, 5), u(2, 5, 40), u(3, 5, 90), u(4, 6, 1, true), u(5, 5, 40), u(6, 0, 0)];
    expect([...list].sort(compareUrgency).map((x) => x.id)).toEqual([3, 2, 5, 1, 6, 4]);
  });
  it("ranks rows by their urgency at the given time", () => {
    const rows = [
      row(10, { fechahoraproximopuestocontrol: ago(5) }),
      row(11, { fechahoraproximopuestocontrol: ago(50) }),
      row(12, { fechahoraultimallamada: ago(70), silenciadohasta: ago(-30) }),
      row(13),
      row(14, { fechahoraultimallamada: ago(70) }),
    ];
    expect(rankByUrgency(rows, NOW).map((x) => [x.id, x.level])).toEqual([[14, "high"], [11, "red"], [10, "yellow"], [13, "none"], [12, "high"]]);
  });
});

describe("countByLevel", () => {
  it("counts every level, 0 for the absent ones", () => {
    const counts = countByLevel([{ level: "red" }, { level: "red" }, { level: "none" }]);
    expect(counts).toEqual({ none: 1, ok: 0, yellow: 0, medium: 0, orange: 0, red: 2, high: 0 });
    expect(Object.keys(countByLevel([]))).toEqual([...ALERT_LEVELS]);
  });
});

describe("parseAlertLevel", () => {
  it("accepts the level names only", () => {
    for (const level of ALERT_LEVELS) expect(parseAlertLevel(level)).toBe(level);
    expect(parseAlertLevel("rojo")).toBeNull();
    expect(parseAlertLevel(5)).toBeNull();
    expect(parseAlertLevel(null)).toBeNull();
  });
});
