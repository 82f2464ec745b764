// The rules of a spreadsheet import into a master entity, without I/O: which column feeds which field (by the
// header the export writes, the field's label or its name), how a cell becomes an input value (the export's
// SI / NO, NA, options by their label, durations as 'Nd HH:MM', dates as Bogotá wall time, a list as its items
// separated by commas), whether a value changed, and what becomes of a row (created, updated, unchanged or refused).
import { sameTextList, splitTextList } from "./text-list";
import { IMPORT_ROW_TEXTS } from "../i18n/import";

/** A cell as read from the sheet: rich text, formulas and links already reduced to their shown value. */
export type ImportCell = string | number | boolean | Date | null;

/** What an import row becomes. `unchanged`: it names an existing record and every value is already stored. */
export type ImportRowStatus = "created" | "updated" | "unchanged" | "refused";

/** The text the export writes for an empty value. */
export const EMPTY_CELL = "NA";

/** A header or label compared without case, accents or repeated spaces. */
export function normalizeHeader(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/\s+/g, " ").trim().toLowerCase();
}

/** A field a column may feed, with every name its header may carry. */
export interface ImportTarget {
  /** the stored field written (a joined label's column feeds its relation field), or "id" */
  target: string;
  names: readonly string[];
}

export interface ColumnMapping {
  /** per column, the field it feeds; null for a column the import ignores */
  targets: (string | null)[];
  /** the headers of the ignored columns */
  ignored: string[];
  /** two columns feeding one field (the file is refused) */
  problems: string[];
}

/** Which field each header feeds: the first target one of whose names it equals (case and accents aside). */
export function mapColumns(headers: readonly string[], candidates: readonly ImportTarget[]): ColumnMapping {
  const byName = new Map<string, string>();
  for (const c of candidates) for (const name of c.names) if (!byName.has(normalizeHeader(name))) byName.set(normalizeHeader(name), c.target);
  const targets: (string | null)[] = [];
  const ignored: string[] = [];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  headers.forEach((header) => {
    const target = header.trim() ? byName.get(normalizeHeader(header)) ?? null : null;
    if (target && seen.has(target)) problems.push(IMPORT_ROW_TEXTS.duplicateColumn(header, seen.get(target)!));
    if (target) seen.set(target, header);
    else if (header.trim()) ignored.push(header);
    targets.push(target);
  });
  return { targets, ignored, problems };
}

/** How a field's cell is read. */
export interface CellRule {
  type: "text" | "integer" | "boolean" | "float" | "duration" | "date" | "datetime" | "decimal" | "day";
  /** allowed values with their labels (a cell may carry either) */
  options?: readonly (readonly [value: string | number, label: string])[];
  /** a relation: a text cell names the related row by its label */
  relation?: boolean;
  /** a list of texts: the cell holds its items separated by commas, an empty cell is the empty list */
  list?: boolean;
  /** a type written as a module: its reading of a non-empty cell (an empty one is no value) */
  read?(cell: ImportCell): CellReading;
}

/** A read cell: the input value, a related row's label to look up, or the cell's refusal. */
export type CellReading = { value: unknown } | { lookup: string } | { error: string };

const isBlank = (cell: ImportCell): boolean =>
  cell === null || (typeof cell === "string" && (cell.trim() === "" || cell.trim().toUpperCase() === EMPTY_CELL));

const YES = new Set(["si", "s", "true", "verdadero", "1", "x"]);
const NO = new Set(["no", "n", "false", "falso", "0"]);

/** A number written in a cell: a number, or a text with a decimal point or comma (no thousands separators). */
export function numberOf(cell: ImportCell): number | null {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== "string") return null;
  const text = cell.trim().replace(",", ".");
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : null;
}

/** 'Nd HH:MM' (the export's), 'HH:MM' or 'N d' → seconds; a number is taken as seconds. */
export function durationSeconds(cell: ImportCell): number | null {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== "string") return null;
  const match = /^\s*(?:(\d+)\s*d)?\s*(?:(\d+):([0-5]\d))?\s*$/i.exec(cell);
  if (!match || (match[1] === undefined && match[2] === undefined)) return numberOf(cell);
  const days = Number(match[1] ?? 0);
  const hours = Number(match[2] ?? 0);
  const minutes = Number(match[3] ?? 0);
  return ((days * 24 + hours) * 60 + minutes) * 60;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** The wall time a cell holds: a date cell (its UTC reading, as the export writes it) or 'DD/MM/YYYY[ HH:mm]' / ISO text. */
export function wallTimeOf(cell: ImportCell): { y: number; m: number; d: number; h: number; min: number } | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    return { y: cell.getUTCFullYear(), m: cell.getUTCMonth() + 1, d: cell.getUTCDate(), h: cell.getUTCHours(), min: cell.getUTCMinutes() };
  }
  if (typeof cell !== "string") return null;
  const text = cell.trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(text);
  const parts = dmy ? { y: dmy[3], m: dmy[2], d: dmy[1], h: dmy[4], min: dmy[5] } : ymd ? { y: ymd[1], m: ymd[2], d: ymd[3], h: ymd[4], min: ymd[5] } : null;
  if (!parts) return null;
  const wall = { y: Number(parts.y), m: Number(parts.m), d: Number(parts.d), h: Number(parts.h ?? 0), min: Number(parts.min ?? 0) };
  const check = new Date(Date.UTC(wall.y, wall.m - 1, wall.d, wall.h, wall.min));
  const valid = check.getUTCFullYear() === wall.y && check.getUTCMonth() === wall.m - 1 && check.getUTCDate() === wall.d && wall.h < 24 && wall.min < 60;
  return valid ? wall : null;
}

/** The offset (ms) of a time zone at an instant: its wall time read as UTC minus the instant. */
function zoneOffset(at: number, timeZone: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(at)).map((x) => [x.type, x.value]),
  );
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - at;
}

/** The instant (ISO) of a wall time in the time zone. */
export function instantOfWallTime(wall: { y: number; m: number; d: number; h: number; min: number }, timeZone: string): string {
  const asUtc = Date.UTC(wall.y, wall.m - 1, wall.d, wall.h, wall.min);
  let at = asUtc - zoneOffset(asUtc, timeZone);
  at = asUtc - zoneOffset(at, timeZone);
  return new Date(at).toISOString();
}

/** A cell as the field's input value (null for an empty cell: the field is cleared or left to its default). */
export function readCell(rule: CellRule, cell: ImportCell, timeZone: string): CellReading {
  if (rule.read) return isBlank(cell) ? { value: null } : rule.read(cell);
  if (rule.list) return { value: isBlank(cell) ? [] : splitTextList(cell instanceof Date ? String(textOfDate(cell)) : String(cell)) };
  if (isBlank(cell)) return { value: null };
  const text = typeof cell === "string" ? cell.trim() : null;
  if (rule.options) {
    const found = rule.options.find(([value, label]) =>
      String(value) === String(cell instanceof Date ? "" : cell).trim() || (text !== null && normalizeHeader(label) === normalizeHeader(text)));
    if (found) return { value: found[0] };
    // a number outside a numbered set is refused by the entity's own rules, with its message; a text that is neither
    // a value nor a label of a numbered set is refused here, naming the labels
    if (rule.type === "text") return { value: String(cell) };
    const n = numberOf(cell);
    return n === null ? { error: IMPORT_ROW_TEXTS.notAnOption(rule.options) } : { value: n };
  }
  switch (rule.type) {
    case "boolean": {
      if (typeof cell === "boolean") return { value: cell };
      const word = normalizeHeader(String(cell));
      return YES.has(word) ? { value: true } : NO.has(word) ? { value: false } : { error: IMPORT_ROW_TEXTS.notYesNo };
    }
    case "integer": {
      const n = numberOf(cell);
      if (n === null) return rule.relation && text !== null ? { lookup: text } : { error: IMPORT_ROW_TEXTS.notANumber };
      return Number.isInteger(n) ? { value: n } : { error: IMPORT_ROW_TEXTS.notAWholeNumber };
    }
    case "float": {
      const n = numberOf(cell);
      return n === null ? { error: IMPORT_ROW_TEXTS.notANumber } : { value: n };
    }
    case "decimal": {
      const n = numberOf(cell);
      return n === null ? { error: IMPORT_ROW_TEXTS.notANumber } : { value: typeof cell === "number" ? String(cell) : text!.replace(",", ".") };
    }
    case "duration": {
      const seconds = durationSeconds(cell);
      if (seconds === null) return { error: IMPORT_ROW_TEXTS.notADuration };
      return Number.isInteger(seconds) ? { value: seconds } : { error: IMPORT_ROW_TEXTS.notAWholeNumber };
    }
    case "date":
    case "datetime": {
      const wall = wallTimeOf(cell);
      return wall ? { value: instantOfWallTime(wall, timeZone) } : { error: IMPORT_ROW_TEXTS.notADate };
    }
    case "day": {
      const wall = wallTimeOf(cell);
      return wall ? { value: `${wall.y}-${pad2(wall.m)}-${pad2(wall.d)}` } : { error: IMPORT_ROW_TEXTS.notADay };
    }
    case "text":
      return { value: cell instanceof Date ? textOfDate(cell) : typeof cell === "string" ? cell : String(cell) };
  }
}

/** A date cell where a text goes: its day as the screen writes it. */
/** A date cell's text, as a text cell would hold it. */
export function textOfDate(cell: Date): string {
  const wall = wallTimeOf(cell)!;
  return `${pad2(wall.d)}/${pad2(wall.m)}/${wall.y}`;
}

/** The calendar day of an instant in the time zone, 'YYYY-MM-DD'. */
export function dayOfInstant(at: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(at));
}

const isEmptyValue = (v: unknown): boolean => v === null || v === undefined || v === "";

/**
 * Whether a value to write equals the stored one, at the precision the export writes: numbers and decimals by
 * value, instants to the minute (a date shown without its time, given the time zone, to its day there: its cell
 * holds the day alone), lists item by item, texts exactly, an empty text as no value.
 */
export function sameValue(type: CellRule["type"], stored: unknown, written: unknown, timeZone?: string): boolean {
  if (Array.isArray(stored) || Array.isArray(written)) return sameTextList(stored, written);
  if (isEmptyValue(stored) || isEmptyValue(written)) return isEmptyValue(stored) && isEmptyValue(written);
  if (type === "date" && timeZone !== undefined) {
    return dayOfInstant(stored as string | Date, timeZone) === dayOfInstant(written as string | Date, timeZone);
  }
  if (type === "date" || type === "datetime") {
    const a = new Date(stored as string | Date).getTime();
    const b = new Date(written as string | Date).getTime();
    return Math.floor(a / 60_000) === Math.floor(b / 60_000);
  }
  if (type === "integer" || type === "float" || type === "duration" || type === "decimal") return Number(stored) === Number(written);
  if (type === "day") return String(stored).slice(0, 10) === String(written).slice(0, 10);
  return stored === written;
}

/** A row's outcome: refused with any error; else created without a record, unchanged without a changed field. */
export function classifyRow(row: { errors: number; existing: boolean; changed: number }): ImportRowStatus {
  if (row.errors > 0) return "refused";
  if (!row.existing) return "created";
  return row.changed > 0 ? "updated" : "unchanged";
}

/** The key a record is matched by (its unique columns' values), equal for equal values whatever their type. */
export function matchKey(values: readonly unknown[]): string | null {
  if (values.some((v) => v === null || v === undefined || v === "")) return null;
  return JSON.stringify(values.map((v) => (typeof v === "string" ? v : String(v))));
}

export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
}

export const summarize = (statuses: readonly ImportRowStatus[]): ImportSummary => ({
  created: statuses.filter((s) => s === "created").length,
  updated: statuses.filter((s) => s === "updated").length,
  unchanged: statuses.filter((s) => s === "unchanged").length,
  refused: statuses.filter((s) => s === "refused").length,
});
