// Cell text of the generic data table by column type: dates in America/Bogota, a list as its items joined by ', ',
// empty values (an empty list, unreadable dates) shown as NA.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { TIME_ZONE } from "@shared/config";
import { formatEstimatedTime } from "@shared/domain/duration";
import { joinTextList } from "@shared/domain/text-list";
import type { FieldType, SelectOption } from "./types";

dayjs.extend(utc);
dayjs.extend(timezone);

export const NA = "NA";

const numberFormat = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 2 });

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

function formatDate(value: unknown, pattern: string): string {
  const d = typeof value === "number" || typeof value === "string" || value instanceof Date ? dayjs(value) : dayjs(NaN);
  return d.isValid() ? d.tz(TIME_ZONE).format(pattern) : NA;
}

/** 'HH:mm[:ss]' kept as HH:mm; a timestamp shown as its Bogota time. */
function formatTime(value: unknown): string {
  if (typeof value === "string") {
    const match = /^(\d{1,2}):(\d{2})(:\d{2}(\.\d+)?)?$/.exec(value.trim());
    if (match) return `${match[1].padStart(2, "0")}:${match[2]}`;
  }
  return formatDate(value, "HH:mm");
}

function formatBoolean(value: unknown): string {
  if (value === true || value === "true" || value === 1) return "SI";
  if (value === false || value === "false" || value === 0) return "NO";
  return NA;
}

function formatNumber(value: unknown): string {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? numberFormat.format(n) : String(value);
}

/** The text of a non-empty value of the types formatted alone. */
const FORMATS: Partial<Record<FieldType, (value: unknown) => string>> = {
  DATE: (v) => formatDate(v, "DD/MM/YYYY"),
  "DATE-TIME": (v) => formatDate(v, "DD/MM/YYYY HH:mm"),
  TIME: formatTime,
  BOOLEAN: formatBoolean,
  NUMERIC: formatNumber,
  DURATION: (v) => formatEstimatedTime(typeof v === "number" ? v : Number(v)),
};

/** The text of a value of the given type; `voidValue` replaces NA for empty values when the column has one. */
export function formatValue(shown: unknown, type: FieldType, options?: SelectOption[], voidValue?: string | null): string {
  const empty = voidValue ?? NA;
  const value = Array.isArray(shown) ? joinTextList(shown) : shown;
  if (isBlank(value)) return empty;
  const format = FORMATS[type];
  if (format) return format(value);
  if (type === "SELECT") return options?.find((o) => String(o.value) === String(value))?.label ?? String(value);
  if (type === "GEO") {
    const geo = value as { latitud?: unknown; longitud?: unknown };
    return typeof value === "object" && geo.latitud != null && geo.longitud != null ? `${geo.latitud}, ${geo.longitud}` : empty;
  }
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A server column type (free text from `tablas`) as one of ours; unknown types are TEXT. */
export function toFieldType(type: string | null | undefined): FieldType {
  const t = (type ?? "").trim().toUpperCase().replace("_", "-");
  const known: FieldType[] = ["TEXT", "DATE", "DATE-TIME", "TIME", "BOOLEAN", "NUMERIC", "PHONE", "SELECT", "RELATION", "GEO", "DURATION"];
  if (t === "DATETIME") return "DATE-TIME";
  return known.includes(t as FieldType) ? (t as FieldType) : "TEXT";
}
