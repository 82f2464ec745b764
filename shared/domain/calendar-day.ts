// A calendar day with no time (a `date` column): carried as 'YYYY-MM-DD', the same day wherever it is read, and
// shown 'DD/MM/YYYY'. Unlike an instant it never passes through a time zone.
import { CALENDAR_DAY_MESSAGE } from "../i18n/field-types";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a value is a real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(value: unknown): boolean {
  const match = typeof value === "string" ? DAY.exec(value.trim()) : null;
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** Why a value is not a calendar day, or null (none passes: `required` says whether one is needed). */
export const calendarDayError = (value: unknown): string | null =>
  value === null || value === undefined || value === "" || isCalendarDay(value) ? null : CALENDAR_DAY_MESSAGE;

/** 'YYYY-MM-DD' as 'DD/MM/YYYY'; 'NA' when it is not a calendar day. */
export function formatCalendarDay(value: unknown): string {
  if (!isCalendarDay(value)) return "NA";
  const [y, m, d] = (value as string).trim().split("-");
  return `${d}/${m}/${y}`;
}
