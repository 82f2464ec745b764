// Timer colours at fixed clock values on both sides of every threshold.
import { describe, expect, it } from "vitest";
import {
  allowanceDelayTimer, delayBand, delayTimer, formatHHMM, minutesSince, parseHHMM, timeColumnColor, timeSinceTimer, tripTimer,
  DELAY_BAND_COLORS, TIMER_COLUMNS,
} from "./timers";

const NOW = new Date("2025-03-10T15:00:00.000Z");
/** the instant `m` minutes (and `s` seconds) before NOW */
const ago = (m: number, s = 0) => new Date(NOW.getTime() - m * 60_000 - s * 1000).toISOString();
const GREY = "#808080";
const SETTINGS = {
  alerta_llamada: "01:00",
  alerta_gps: "00:30",
  tiempo_alerta_media: "00:45",
  color_alerta_media: "#FFA700",
  tiempo_alerta_alta: "01:30",
  color_alerta_alta: "#FF0000",
};

describe("formats", () => {
  it.each([
    ["00:00", 0], ["01:30", 90], ["23:59", 1439], ["100:05", 6005], ["", null], [null, null], ["1:3", null], ["aa:bb", null], ["01:60", null],
  ])("parseHHMM(%j) = %j", (text, minutes) => expect(parseHHMM(text as string | null)).toBe(minutes));
  it.each([[0, "00:00"], [5, "00:05"], [59, "00:59"], [60, "01:00"], [1505, "25:05"], [-15, "-00:15"]])("formatHHMM(%i) = %s", (m, text) =>
    expect(formatHHMM(m)).toBe(text),
  );
  it("minutesSince counts whole minutes, both ways, and null for no time", () => {
    expect(minutesSince(ago(10, 59), NOW)).toBe(10);
    expect(minutesSince(ago(-10), NOW)).toBe(-10);
    expect(minutesSince(null, NOW)).toBeNull();
    expect(minutesSince("not a date", NOW)).toBeNull();
  });
});

describe("delay bands: 0 green, 15 yellow, 30 orange, beyond red", () => {
  it.each([
    [-5, "ok"], [0, "ok"], [1, "yellow"], [15, "yellow"], [16, "orange"], [30, "orange"], [31, "red"], [600, "red"],
  ])("%i minutes late → %s", (m, band) => expect(delayBand(m)).toBe(band));
  it.each([
    [ago(-3), "00:00", DELAY_BAND_COLORS.ok],
    [ago(0), "00:00", DELAY_BAND_COLORS.ok],
    [ago(1), "00:01", DELAY_BAND_COLORS.yellow],
    [ago(15), "00:15", DELAY_BAND_COLORS.yellow],
    [ago(16), "00:16", DELAY_BAND_COLORS.orange],
    [ago(30), "00:30", DELAY_BAND_COLORS.orange],
    [ago(31), "00:31", DELAY_BAND_COLORS.red],
  ])("due at %s", (due, text, color) => expect(delayTimer(due, NOW)).toMatchObject({ text, color }));
  it("no due time: NA in grey", () => expect(delayTimer(null, NOW)).toEqual({ text: "NA", color: GREY, minutes: null, level: "none" }));
});

describe("time columns: grey below medium, medium colour from it, high colour at or after high", () => {
  it.each([
    [0, GREY], [44, GREY], [45, "#FFA700"], [89, "#FFA700"], [90, "#FF0000"], [500, "#FF0000"],
  ])("%i minutes → %s", (m, color) => expect(timeColumnColor(m, SETTINGS)).toBe(color));
  it.each([
    [ago(44, 59), "00:44", GREY],
    [ago(45), "00:45", "#FFA700"],
    [ago(89, 59), "01:29", "#FFA700"],
    [ago(90), "01:30", "#FF0000"],
  ])("last report at %s", (last, text, color) => expect(timeSinceTimer(last, NOW, SETTINGS)).toMatchObject({ text, color }));
  it("uses the company's colours", () => {
    const own = { ...SETTINGS, color_alerta_media: "#0000FF", color_alerta_alta: "#00FF00" };
    expect(timeColumnColor(45, own)).toBe("#0000FF");
    expect(timeColumnColor(90, own)).toBe("#00FF00");
  });
  it("thresholds left empty or 00:00 never colour", () => {
    expect(timeColumnColor(10_000, { ...SETTINGS, tiempo_alerta_alta: "", tiempo_alerta_media: "00:00" })).toBe(GREY);
    expect(timeColumnColor(90, { ...SETTINGS, tiempo_alerta_media: "" })).toBe("#FF0000");
    expect(timeColumnColor(89, { ...SETTINGS, tiempo_alerta_media: "" })).toBe(GREY);
    expect(timeColumnColor(45, { ...SETTINGS, tiempo_alerta_alta: "00:00" })).toBe("#FFA700");
  });
  it("a timestamp in the future reads 00:00; none reads NA", () => {
    expect(timeSinceTimer(ago(-5), NOW, SETTINGS)).toMatchObject({ text: "00:00", color: GREY });
    expect(timeSinceTimer(undefined, NOW, SETTINGS)).toMatchObject({ text: "NA", color: GREY });
  });
});

describe("call and GPS delays: grey 00:00 within the allowance, high colour with the excess beyond it", () => {
  it.each([
    [ago(-10), "00:00", GREY],
    [ago(59, 59), "00:00", GREY],
    [ago(60), "00:00", GREY],
    [ago(61), "00:01", "#FF0000"],
    [ago(135), "01:15", "#FF0000"],
  ])("call due at %s (allowance 01:00)", (due, text, color) =>
    expect(allowanceDelayTimer(due, NOW, SETTINGS.alerta_llamada, SETTINGS)).toMatchObject({ text, color }),
  );
  it.each([
    [ago(30), "00:00", GREY],
    [ago(31), "00:01", "#FF0000"],
  ])("GPS due at %s (allowance 00:30)", (due, text, color) =>
    expect(tripTimer("gpsDelay", due, SETTINGS, NOW)).toMatchObject({ text, color }),
  );
  it("an empty or 00:00 allowance tolerates nothing", () => {
    expect(allowanceDelayTimer(ago(0), NOW, "", SETTINGS)).toMatchObject({ text: "00:00", color: GREY });
    expect(allowanceDelayTimer(ago(1), NOW, "00:00", SETTINGS)).toMatchObject({ text: "00:01", color: "#FF0000" });
  });
  it("falls back to the default high colour", () => {
    expect(allowanceDelayTimer(ago(61), NOW, "01:00", { color_alerta_alta: null })).toMatchObject({ color: "#FF0000" });
  });
});

describe("trip timer columns", () => {
  it("map the trips list's timer fields to their kind", () => {
    expect(TIMER_COLUMNS).toEqual({
      fechahoraultimallamada: "sinceCall",
      ultimo_reporte_gps: "sinceGps",
      tiempo_ult_rep_otros: "sinceOther",
      fechahoraproximallamada: "callDelay",
      fechahoraproximogps: "gpsDelay",
      fechahoraproximopuestocontrol: "delay",
    });
    expect(tripTimer("callDelay", ago(61), SETTINGS, NOW).text).toBe("00:01");
    expect(tripTimer("sinceOther", ago(90), SETTINGS, NOW).color).toBe("#FF0000");
    expect(tripTimer("delay", ago(16), SETTINGS, NOW).color).toBe(DELAY_BAND_COLORS.orange);
  });
});
