// A fleet point's state and colour against the trips list's timers: table-driven on both sides
// of every threshold, with the company's thresholds, allowances and colours.
import { describe, expect, it } from "vitest";
import { DEFAULT_ALERT_COLOR, DEFAULT_HIGH_ALERT_COLOR, DEFAULT_MEDIUM_ALERT_COLOR } from "../config";
import { FLEET_STATES, fleetStateColor, fleetTripState, severityState, stateSeverity, type FleetState, type TimerRow } from "./fleet-state";
import { DELAY_BAND_COLORS, TIMER_COLUMNS, tripTimer } from "./timers";

const NOW = new Date("2025-03-10T15:00:00.000Z");
const ago = (m: number, s = 0) => new Date(NOW.getTime() - m * 60_000 - s * 1000).toISOString();
const MEDIUM = "#0000FF";
const HIGH = "#00AA00";
const SETTINGS: TimerRow = {
  alerta_llamada: "01:00",
  alerta_gps: "00:30",
  tiempo_alerta_media: "00:45",
  color_alerta_media: MEDIUM,
  tiempo_alerta_alta: "01:30",
  color_alerta_alta: HIGH,
};
const row = (fields: TimerRow): TimerRow => ({ ...SETTINGS, ...fields });

describe("fleetTripState: the trips list's most urgent timer", () => {
  it.each<[string, TimerRow, FleetState, string]>([
    ["no timestamp at all", {}, "none", DEFAULT_ALERT_COLOR],
    // next control post: the delay bands
    ["post due in 5 min", { fechahoraproximopuestocontrol: ago(-5) }, "ok", DELAY_BAND_COLORS.ok],
    ["post due now", { fechahoraproximopuestocontrol: ago(0) }, "ok", DELAY_BAND_COLORS.ok],
    ["post 1 min late", { fechahoraproximopuestocontrol: ago(1) }, "yellow", DELAY_BAND_COLORS.yellow],
    ["post 15 min late", { fechahoraproximopuestocontrol: ago(15) }, "yellow", DELAY_BAND_COLORS.yellow],
    ["post 16 min late", { fechahoraproximopuestocontrol: ago(16) }, "orange", DELAY_BAND_COLORS.orange],
    ["post 30 min late", { fechahoraproximopuestocontrol: ago(30) }, "orange", DELAY_BAND_COLORS.orange],
    ["post 31 min late", { fechahoraproximopuestocontrol: ago(31) }, "red", DELAY_BAND_COLORS.red],
    // next call: grey within the allowance (01:00), the company's high colour beyond it
    ["call 60 min late", { fechahoraproximallamada: ago(60) }, "none", DEFAULT_ALERT_COLOR],
    ["call 61 min late", { fechahoraproximallamada: ago(61) }, "high", HIGH],
    ["call 20 min late", { fechahoraproximallamada: ago(20) }, "none", DEFAULT_ALERT_COLOR],
    // next GPS: allowance 00:30
    ["GPS 30 min late", { fechahoraproximogps: ago(30) }, "none", DEFAULT_ALERT_COLOR],
    ["GPS 31 min late", { fechahoraproximogps: ago(31) }, "high", HIGH],
    // time since the last call / GPS / other report: medium from 00:45, high from 01:30
    ["last call 44:59 ago", { fechahoraultimallamada: ago(44, 59) }, "none", DEFAULT_ALERT_COLOR],
    ["last call 45 min ago", { fechahoraultimallamada: ago(45) }, "medium", MEDIUM],
    ["last call 89:59 ago", { fechahoraultimallamada: ago(89, 59) }, "medium", MEDIUM],
    ["last call 90 min ago", { fechahoraultimallamada: ago(90) }, "high", HIGH],
    ["last GPS 44 min ago", { ultimo_reporte_gps: ago(44) }, "none", DEFAULT_ALERT_COLOR],
    ["last GPS 45 min ago", { ultimo_reporte_gps: ago(45) }, "medium", MEDIUM],
    ["last other report 89 min ago", { tiempo_ult_rep_otros: ago(89) }, "medium", MEDIUM],
    ["last other report 90 min ago", { tiempo_ult_rep_otros: ago(90) }, "high", HIGH],
    // the most urgent wins
    ["post on time, call within its allowance", { fechahoraproximopuestocontrol: ago(-5), fechahoraproximallamada: ago(50) }, "ok", DELAY_BAND_COLORS.ok],
    ["post yellow, last call medium", { fechahoraproximopuestocontrol: ago(10), fechahoraultimallamada: ago(50) }, "medium", MEDIUM],
    ["post orange, last call medium", { fechahoraproximopuestocontrol: ago(20), fechahoraultimallamada: ago(50) }, "orange", DELAY_BAND_COLORS.orange],
    ["post red, GPS beyond its allowance", { fechahoraproximopuestocontrol: ago(40), fechahoraproximogps: ago(31) }, "high", HIGH],
    ["post red, GPS within its allowance", { fechahoraproximopuestocontrol: ago(40), fechahoraproximogps: ago(30) }, "red", DELAY_BAND_COLORS.red],
  ])("%s", (_name, fields, state, color) => {
    const trip = row(fields);
    const result = fleetTripState(trip, NOW);
    expect(result).toMatchObject({ state, color, severity: stateSeverity(state) });
    // the very colour of the trips list's cell that decided it
    if (result.field) {
      const cell = tripTimer(TIMER_COLUMNS[result.field], (trip as Record<string, string>)[result.field], trip, NOW);
      expect(cell).toMatchObject({ color, level: state });
    } else {
      expect(state).toBe("none");
    }
  });

  it("falls back to the default colours without the company's", () => {
    const bare = { fechahoraultimallamada: ago(50), tiempo_alerta_media: "00:45", tiempo_alerta_alta: "01:30" };
    expect(fleetTripState(bare, NOW).color).toBe(DEFAULT_MEDIUM_ALERT_COLOR);
    expect(fleetTripState({ ...bare, fechahoraproximallamada: ago(1) }, NOW).color).toBe(DEFAULT_HIGH_ALERT_COLOR);
  });

  it("thresholds left empty or 00:00 never colour, as in the list", () => {
    expect(fleetTripState({ fechahoraultimallamada: ago(500), tiempo_alerta_media: "00:00", tiempo_alerta_alta: "" }, NOW).state).toBe("none");
  });
});

describe("severities", () => {
  it("order the states from the least to the most urgent and back", () => {
    expect(FLEET_STATES.map(stateSeverity)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(FLEET_STATES.map((s) => severityState(stateSeverity(s)))).toEqual(FLEET_STATES);
    expect(severityState(undefined)).toBe("none");
    expect(severityState(99)).toBe("none");
  });
  it("colour a state with the company's colours", () => {
    expect(fleetStateColor("medium", SETTINGS)).toBe(MEDIUM);
    expect(fleetStateColor("high", SETTINGS)).toBe(HIGH);
    expect(fleetStateColor("red", SETTINGS)).toBe(DELAY_BAND_COLORS.red);
    expect(fleetStateColor("none", SETTINGS)).toBe(DEFAULT_ALERT_COLOR);
  });
});
