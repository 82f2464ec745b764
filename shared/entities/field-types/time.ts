// A time of day with no date, 'HH:mm' on the 24-hour clock (a time column), as the contract carries it and every
// screen shows it; an import's cell may be that text, a spreadsheet's time (a fraction of a day) or a date cell's clock.
import type { ImportCell } from "../../domain/import-rows";
import type { FieldTypeModule } from "./field-type";
import { TIME_TEXTS } from "../../i18n/field-types";

/** 'HH:mm' */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A text as 'HH:mm' ('8:05' and '08:05:00' are '08:05'), or the text itself when it is no time of day. */
export function timeOfDay(text: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::[0-5]\d(?:\.\d+)?)?$/.exec(text.trim());
  if (!match) return text.trim();
  const normal = `${pad2(Number(match[1]))}:${match[2]}`;
  return TIME_PATTERN.test(normal) ? normal : text.trim();
}

/** A cell's time of day: its text, a spreadsheet's fraction of a day, or a date cell's clock (its UTC reading, as the sheet holds it). */
function cellTime(cell: ImportCell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : `${pad2(cell.getUTCHours())}:${pad2(cell.getUTCMinutes())}`;
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell < 0 || cell >= 1) return null;
    const minutes = Math.round(cell * 24 * 60);
    return minutes >= 24 * 60 ? null : `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
  }
  if (typeof cell !== "string") return null;
  const text = timeOfDay(cell);
  return TIME_PATTERN.test(text) ? text : null;
}

export const time: FieldTypeModule = {
  graphql: "String",
  openApi: () => ({ type: "string", pattern: TIME_PATTERN.source, maxLength: 5, examples: ["14:30"] }),
  keys: ["default"],
  textLimit: () => ({ max: "HH:mm".length, closed: true }),
  parse: (value) => (value === undefined || value === null ? null : typeof value === "string" ? (value.trim() === "" ? null : timeOfDay(value)) : value),
  validate: (value) => (typeof value === "string" && TIME_PATTERN.test(value) ? [] : [TIME_TEXTS.invalid]),
  format: (value) => String(value),
  exportCell: (value) => String(value),
  readCell(cell) {
    const text = cellTime(cell);
    return text === null ? { error: TIME_TEXTS.invalid } : { value: text };
  },
  same: (stored, written) => stored === written,
};
