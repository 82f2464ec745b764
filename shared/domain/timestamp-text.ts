// The contract's DateTime text, from PostgreSQL's own text of a timestamptz, without a Date in between.
// The contract serves an instant as JavaScript's toISOString does: `YYYY-MM-DDTHH:MM:SS.mmmZ`, UTC, milliseconds
// (PostgreSQL keeps microseconds; the Date the driver built dropped the digits past the third, never rounding).
// The server's sessions run in UTC, so PostgreSQL writes a timestamptz as `YYYY-MM-DD HH:MM:SS[.ffffff]+00`.

/** PostgreSQL's text of a timestamptz in a UTC session, a four-digit year, AD */
const PG_UTC = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?\+00$/;

/**
 * The contract's text of PostgreSQL's text `text` of a timestamptz (what `toISOString` of the driver's Date
 * gives), or null for a text outside the common form (another offset, a year past 9999 or BC, infinity): those
 * go the Date's way.
 */
export function isoFromTimestamptzText(text: string): string | null {
  if (!PG_UTC.test(text)) return null;
  const fraction = text.length > 22 ? text.slice(20, -3) : "";
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${(fraction + "000").slice(0, 3)}Z`;
}

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** the two-digit number at `at` (the text's shape already checked) */
const twoDigits = (text: string, at: number) => (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48;

/**
 * Whether `text` is already the contract's text of an instant: what `new Date(text).toISOString()` would give
 * back unchanged (a real calendar day, hours below 24, minutes and seconds below 60).
 */
export function isContractIso(text: string): boolean {
  if (!ISO_UTC.test(text)) return false;
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  if (month < 1 || month > 12 || day < 1) return false;
  if (day > DAYS_IN_MONTH[month - 1]!) {
    const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    if (!(month === 2 && day === 29 && leap)) return false;
  }
  return twoDigits(text, 11) < 24 && twoDigits(text, 14) < 60 && twoDigits(text, 17) < 60;
}
