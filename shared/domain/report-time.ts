// Report time rules: the form's fecha and hora are one instant in America/Bogota;
// it must not be earlier than the trip's last report nor later than the server's now plus 30 seconds.
// Pure: the server's clock and the last report time are passed in. The browser and the server apply it.
import dayjs, { type Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { REPORT_FUTURE_TOLERANCE_MS, TIME_ZONE } from "../config";
import { REPORT_TIME_ERRORS } from "../i18n/reports";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** The contract's formats: fecha 'YYYY-MM-DD', hora 'HH:mm' (24 h), both Bogota wall-clock. */
export const FECHA_FORMAT = "YYYY-MM-DD";
export const HORA_FORMAT = "HH:mm";

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const HORA = /^(\d{2}):(\d{2})$/;

/** The form's date parts (day, month, four-digit year) → 'YYYY-MM-DD', or null when not a real date. */
export function fechaFromParts(day: string, month: string, year: string): string | null {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const fecha = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isValidFecha(fecha) ? fecha : null;
}

/** Hour 0-23 and minute 0-59, two digits each → 'HH:mm', or null. */
export function horaFromParts(hour: string, minute: string): string | null {
  const hora = `${hour}:${minute}`;
  return isValidHora(hora) ? hora : null;
}

/** The largest value of each time part: 24-hour clock. */
export const TIME_PART_MAX = { hour: 23, minute: 59 } as const;

/**
 * Whether a time part as it stands while typed may stay in the box: empty, one digit (the first of two, or
 * what is left after deleting one) or two digits within the part's range. Hour '25' or minute '60' never
 * shows: the key that would make it is refused.
 */
export function acceptsTypedTimePart(part: keyof typeof TIME_PART_MAX, typed: string): boolean {
  if (!/^\d{0,2}$/.test(typed)) return false;
  return typed.length < 2 || Number(typed) <= TIME_PART_MAX[part];
}

export function isValidFecha(fecha: string): boolean {
  const m = FECHA.exec(fecha);
  if (!m) return false;
  const [month, day] = [Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  return dayjs(fecha, FECHA_FORMAT, true).isValid();
}

export function isValidHora(hora: string): boolean {
  const m = HORA.exec(hora);
  return !!m && Number(m[1]) <= 23 && Number(m[2]) <= 59;
}

/** fecha + hora as Bogota wall-clock time → the instant; null when either is malformed. */
export function mergeFechaHora(fecha: string, hora: string): Dayjs | null {
  if (!isValidFecha(fecha) || !isValidHora(hora)) return null;
  return dayjs.tz(`${fecha} ${hora}`, `${FECHA_FORMAT} ${HORA_FORMAT}`, TIME_ZONE);
}

/** An instant → the form's parts in Bogota (used to prefill the form with the server's now). */
export function partsOf(instant: Dayjs | Date | string): { day: string; month: string; year: string; hour: string; minute: string } {
  const t = dayjs(instant).tz(TIME_ZONE);
  return { day: t.format("DD"), month: t.format("MM"), year: t.format("YYYY"), hour: t.format("HH"), minute: t.format("mm") };
}

type Instant = Dayjs | Date | string | number;
const ms = (t: Instant) => dayjs(t).valueOf();

/**
 * The spec's error text for a report instant, or null when it is acceptable. `lastReport` is the trip's
 * last report time (null for a trip without reports); the comparison is to the minute the form can
 * express: a report in the same minute as the last one is accepted.
 */
export function checkReportTime(fechahora: Instant, lastReport: Instant | null | undefined, serverNow: Instant): string | null {
  const at = ms(fechahora);
  if (!Number.isFinite(at)) return REPORT_TIME_ERRORS.invalid;
  if (lastReport != null) {
    const lastMinute = dayjs(lastReport).startOf("minute").valueOf();
    if (at < lastMinute) return REPORT_TIME_ERRORS.beforeLast;
  }
  if (at > ms(serverNow) + REPORT_FUTURE_TOLERANCE_MS) return REPORT_TIME_ERRORS.future;
  return null;
}

/**
 * The instant a report is stored at: the form speaks in minutes, so a report typed in the last report's
 * minute may name an instant a few seconds before it (10:05 after a GPS report at 10:05:40). It is stored
 * at the last report's instant instead, so the traceability (ordered by fechahora, then id) never lists an
 * older report above a newer one; the minute shown is the one typed.
 */
export function storedReportInstant(fechahora: Instant, lastReport: Instant | null | undefined): Date {
  const at = ms(fechahora);
  return new Date(lastReport != null && ms(lastReport) > at ? ms(lastReport) : at);
}

/** Both steps at once: the parts' instant or the error text. */
export function reportInstant(
  fecha: string,
  hora: string,
  lastReport: Instant | null | undefined,
  serverNow: Instant,
): { fechahora: Dayjs; error: null } | { fechahora: null; error: string } {
  const fechahora = mergeFechaHora(fecha, hora);
  if (!fechahora) return { fechahora: null, error: REPORT_TIME_ERRORS.invalid };
  const error = checkReportTime(fechahora, lastReport, serverNow);
  return error ? { fechahora: null, error } : { fechahora, error: null };
}

/** Without a company allowance the expected call and GPS intervals of the demo (docs/adr/0002-demo-and-bench-data.md: 60 and 30 min). */
export const DEFAULT_CALL_EVERY_MIN = 60;
export const DEFAULT_GPS_EVERY_MIN = 30;

function minutesOf(hhmm: string | null | undefined): number {
  const m = /^(\d{1,3}):(\d{2})$/.exec(hhmm ?? "");
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}

/** The call and GPS intervals from the company settings (alerta_llamada, alerta_gps 'HH:MM'); 00:00 → default. */
export function reportIntervals(alertaLlamada: string | null | undefined, alertaGps: string | null | undefined) {
  return {
    callMin: minutesOf(alertaLlamada) || DEFAULT_CALL_EVERY_MIN,
    gpsMin: minutesOf(alertaGps) || DEFAULT_GPS_EVERY_MIN,
  };
}
