// Date range input rules: the typed text 'dd/mm/yyyy-dd/mm/yyyy' with the slashes and
// the hyphen inserted while typing, 21 characters at most, years 20xx; presets of 7 days and 1, 3, 6 and 12
// months ending today; the current range recognised as Hoy, Semana, Mes, Trimestre, Semestre, Año or other.
// Calendar days are compared at day granularity; "today" is passed in (America/Bogota in the screens).
import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { TIME_ZONE } from "../config";
import { DATE_RANGE_TEXTS } from "../i18n/table";

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_RANGE_MAX_LENGTH = 21;
export type RangeName = "Hoy" | "Semana" | "Mes" | "Trimestre" | "Semestre" | "Año";
export interface DayRange {
  start: Dayjs;
  end: Dayjs;
}

/** Separator written before the digit at this index of the 16-digit stream. */
const SEPARATORS: Record<number, string> = { 2: "/", 4: "/", 8: "-", 10: "/", 12: "/" };
/** Digit positions of the two years' leading '2' and '0' (pattern 20xx). */
const FIXED_DIGITS: Record<number, string> = { 4: "2", 5: "0", 12: "2", 13: "0" };

/**
 * The text as the input shows it: digits only, a digit that cannot start a 20xx year dropped, the
 * separators inserted before the next digit, at most 16 digits (21 characters).
 */
export function maskDateRange(input: string): string {
  let digits = "";
  for (const ch of input) {
    if (ch < "0" || ch > "9") continue;
    if (digits.length >= 16) break;
    const fixed = FIXED_DIGITS[digits.length];
    if (fixed && ch !== fixed) continue;
    digits += ch;
  }
  let out = "";
  for (let i = 0; i < digits.length; i++) out += (SEPARATORS[i] ?? "") + digits[i];
  return out;
}

const FULL = /^(\d{2})\/(\d{2})\/(20\d{2})-(\d{2})\/(\d{2})\/(20\d{2})$/;

function calendarDay(d: string, m: string, y: string): Dayjs | null {
  const day = dayjs(`${y}-${m}-${d}`);
  const valid = day.isValid() && day.year() === Number(y) && day.month() + 1 === Number(m) && day.date() === Number(d);
  return valid ? day : null;
}

/** The range of a complete text; null when incomplete, not a real date, or the start is after the end. */
export function parseDateRange(text: string): DayRange | null {
  const match = FULL.exec(text.trim());
  if (!match) return null;
  const start = calendarDay(match[1], match[2], match[3]);
  const end = calendarDay(match[4], match[5], match[6]);
  if (!start || !end || start.isAfter(end, "day")) return null;
  return { start, end };
}

/** A range as the input's text. */
export function formatDateRange(range: DayRange): string {
  return `${range.start.format("DD/MM/YYYY")}-${range.end.format("DD/MM/YYYY")}`;
}

/** Starts of the named ranges that end today (the presets plus Hoy). */
function namedStarts(today: Dayjs): [RangeName, Dayjs][] {
  return [
    ["Hoy", today],
    ["Semana", today.subtract(7, "day")],
    ["Mes", today.subtract(1, "month")],
    ["Trimestre", today.subtract(3, "month")],
    ["Semestre", today.subtract(6, "month")],
    ["Año", today.subtract(12, "month")],
  ];
}

/** The name of the range, or null for any other range. */
export function recogniseRange(range: DayRange | null | undefined, today: Dayjs): RangeName | null {
  if (!range || !range.end.isSame(today, "day")) return null;
  const hit = namedStarts(today).find(([, start]) => range.start.isSame(start, "day"));
  return hit ? hit[0] : null;
}

export interface RangePreset {
  label: string;
  range: DayRange;
}

/** The picker's presets: 7 days, 1, 3, 6 and 12 months, each ending today. */
export function datePresets(today: Dayjs): RangePreset[] {
  const labels: Record<string, string> = DATE_RANGE_TEXTS.presets;
  return namedStarts(today)
    .filter(([name]) => name !== "Hoy")
    .map(([name, start]) => ({ label: labels[name], range: { start, end: today } }));
}

/** Today as a calendar day in the business time zone. */
export function todayInBusinessZone(now: Date = new Date()): Dayjs {
  return dayjs(dayjs(now).tz(TIME_ZONE).format("YYYY-MM-DD"));
}

/** A range of calendar days → the filter value [start of first day, end of last day] in America/Bogota. */
export function rangeToFilterValue(range: DayRange): [string, string] {
  const start = dayjs.tz(range.start.format("YYYY-MM-DD"), TIME_ZONE).startOf("day");
  const end = dayjs.tz(range.end.format("YYYY-MM-DD"), TIME_ZONE).endOf("day");
  return [start.toISOString(), end.toISOString()];
}

/** A filter value written by rangeToFilterValue (or read back from the URL) → the calendar days; null if not one. */
export function filterValueToRange(value: unknown): DayRange | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [a, b] = value.map((v) => (typeof v === "string" || v instanceof Date ? dayjs(v) : dayjs(NaN)));
  if (!a.isValid() || !b.isValid()) return null;
  const day = (d: Dayjs) => dayjs(d.tz(TIME_ZONE).format("YYYY-MM-DD"));
  return { start: day(a), end: day(b) };
}

/**
 * A range as a saved view or a kept table state holds it (docs/adr/0016-table-state-and-saved-views.md): a named range
 * (Hoy, Semana, Mes…, ending today) by its name, so it stays relative ("the last month" is the last month
 * whenever the view is opened); any other range by its calendar days; null for no range.
 */
export type StoredRange = { name: RangeName } | { from: string; to: string } | null;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function storeRange(range: DayRange | null, today: Dayjs): StoredRange {
  if (!range) return null;
  const name = recogniseRange(range, today);
  return name ? { name } : { from: range.start.format("YYYY-MM-DD"), to: range.end.format("YYYY-MM-DD") };
}

/** A stored range back as days (a name ends today); undefined when the value is not a stored range. */
export function restoreRange(stored: unknown, today: Dayjs): DayRange | null | undefined {
  if (stored === null) return null;
  if (!stored || typeof stored !== "object") return undefined;
  const value = stored as Record<string, unknown>;
  if (typeof value.name === "string") {
    const hit = namedStarts(today).find(([name]) => name === value.name);
    return hit ? { start: hit[1], end: today } : undefined;
  }
  if (typeof value.from !== "string" || typeof value.to !== "string" || !DAY.test(value.from) || !DAY.test(value.to)) return undefined;
  const [y1, m1, d1] = value.from.split("-");
  const [y2, m2, d2] = value.to.split("-");
  const start = calendarDay(d1, m1, y1);
  const end = calendarDay(d2, m2, y2);
  return start && end && !start.isAfter(end, "day") ? { start, end } : undefined;
}
