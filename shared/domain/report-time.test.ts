// Report time rules: Bogota wall-clock fecha + hora, not before the last report, not
// after the server's now + 30 s.
import { describe, expect, it } from "vitest";
import { acceptsTypedTimePart, checkReportTime, fechaFromParts, storedReportInstant, horaFromParts, isValidFecha, isValidHora, mergeFechaHora, partsOf, reportInstant, reportIntervals } from "./report-time";
import { REPORT_TIME_ERRORS } from "../i18n/reports";

const NOW = "2025-03-10T15:00:00.000Z"; // 10:00 in Bogota
const LAST = "2025-03-10T14:20:40.000Z"; // 09:20:40 in Bogota

describe("fecha and hora are one instant in America/Bogota", () => {
  it("merges 2025-03-10 10:00 as 15:00 UTC (Bogota is UTC-5, no daylight saving)", () => {
    expect(mergeFechaHora("2025-03-10", "10:00")?.toISOString()).toBe("2025-03-10T15:00:00.000Z");
    expect(mergeFechaHora("2025-12-31", "23:59")?.toISOString()).toBe("2026-01-01T04:59:00.000Z");
  });
  it.each([
    ["2025-02-29", false], ["2024-02-29", true], ["2025-13-01", false], ["2025-00-10", false], ["2025-04-31", false],
    ["25-04-01", false], ["2025-4-1", false], ["2025-04-01", true],
  ])("fecha %s valid: %s", (fecha, ok) => expect(isValidFecha(fecha)).toBe(ok));
  it.each([["00:00", true], ["23:59", true], ["24:00", false], ["12:60", false], ["9:05", false], ["ab:cd", false]])(
    "hora %s valid: %s", (hora, ok) => expect(isValidHora(hora)).toBe(ok),
  );
  it("builds the contract's texts from the form's parts", () => {
    expect(fechaFromParts("5", "3", "2025")).toBe("2025-03-05");
    expect(fechaFromParts("31", "02", "2025")).toBeNull();
    expect(fechaFromParts("01", "01", "25")).toBeNull();
    expect(horaFromParts("07", "09")).toBe("07:09");
    expect(horaFromParts("7", "09")).toBeNull();
    expect(horaFromParts("23", "60")).toBeNull();
  });
  it("prefills the form with Bogota parts", () => {
    expect(partsOf(NOW)).toEqual({ day: "10", month: "03", year: "2025", hour: "10", minute: "00" });
  });
});

describe("time checks", () => {
  it.each([
    ["a minute before the last report", "2025-03-10T14:19:00.000Z", REPORT_TIME_ERRORS.beforeLast],
    ["the last report's minute", "2025-03-10T14:20:00.000Z", null],
    ["between the last report and now", "2025-03-10T14:50:00.000Z", null],
    ["exactly now + 30 s", "2025-03-10T15:00:30.000Z", null],
    ["now + 31 s", "2025-03-10T15:00:31.000Z", REPORT_TIME_ERRORS.future],
    ["a minute after now", "2025-03-10T15:01:00.000Z", REPORT_TIME_ERRORS.future],
  ])("%s → %s", (_name, at, error) => expect(checkReportTime(at, LAST, NOW)).toBe(error));
  it.each([
    ["in the last report's minute but before it: the last report's instant", "2025-03-10T14:20:00.000Z", "2025-03-10T14:20:40.000Z", "2025-03-10T14:20:40.000Z"],
    ["after the last report: as typed", "2025-03-10T14:21:00.000Z", "2025-03-10T14:20:40.000Z", "2025-03-10T14:21:00.000Z"],
    ["at the last report's instant: as typed", "2025-03-10T14:20:40.000Z", "2025-03-10T14:20:40.000Z", "2025-03-10T14:20:40.000Z"],
    ["no last report: as typed", "2025-03-10T14:20:00.000Z", null, "2025-03-10T14:20:00.000Z"],
  ])("stored instant, %s", (_name, at, last, stored) => {
    expect(storedReportInstant(at, last).toISOString()).toBe(stored);
  });
  it("a trip without reports only checks the future", () => {
    expect(checkReportTime("2020-01-01T00:00:00.000Z", null, NOW)).toBeNull();
  });
  it("the spec's texts, word for word", () => {
    expect(REPORT_TIME_ERRORS.beforeLast).toBe("Fecha invalida, menor al último reporte");
    expect(REPORT_TIME_ERRORS.future).toBe("Fecha invalida, mayor a la hora actual");
    expect(REPORT_TIME_ERRORS.serverTime).toBe("No se pudo obtener la hora del servidor");
  });
  it("reportInstant merges then checks", () => {
    expect(reportInstant("2025-03-10", "09:19", LAST, NOW)).toEqual({ fechahora: null, error: REPORT_TIME_ERRORS.beforeLast });
    expect(reportInstant("2025-03-10", "10:01", LAST, NOW).error).toBe(REPORT_TIME_ERRORS.future);
    expect(reportInstant("2025-03-10", "10:00", LAST, NOW).fechahora?.toISOString()).toBe(NOW);
    expect(reportInstant("2025-02-30", "10:00", LAST, NOW).error).toBe(REPORT_TIME_ERRORS.invalid);
  });
});

describe("call and GPS intervals", () => {
  it.each([
    ["01:00", "00:30", 60, 30], ["00:45", "01:15", 45, 75], ["00:00", "00:00", 60, 30], [null, "", 60, 30],
  ])("alerta_llamada %s, alerta_gps %s → %i / %i min", (call, gps, callMin, gpsMin) =>
    expect(reportIntervals(call, gps)).toEqual({ callMin, gpsMin }),
  );
});

describe("a time part as it is typed", () => {
  it.each<["hour" | "minute", string, boolean]>([
    ["hour", "", true],
    ["hour", "2", true],
    ["hour", "9", true],
    ["hour", "00", true],
    ["hour", "23", true],
    ["hour", "24", false],
    ["hour", "25", false],
    ["hour", "99", false],
    ["hour", "123", false],
    ["hour", "1a", false],
    ["minute", "5", true],
    ["minute", "00", true],
    ["minute", "59", true],
    ["minute", "60", false],
    ["minute", "75", false],
  ])("%s %j may stay in the box: %s", (part, typed, ok) => expect(acceptsTypedTimePart(part, typed)).toBe(ok));
});
