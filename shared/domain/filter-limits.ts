// What a list filter's value may be (the paged contract's `filters`), checked by the server before any SQL is
// built and mirrored by the tables' filter inputs (their maxLength). A search text is bounded because the
// database compares it with every row it reads: a 20,000-character pattern once held the embedded database for
// 40 s, and every other request with it. A value of the wrong shape (an object where a text or number goes, a
// list where one value goes) is a clear input error, never a failure inside the server.
import { FILTER_VALUE_TEXTS } from "../i18n/requests";

/** Longest text a `contains` / `ncontains` filter searches for: a plate, a name, a manifest number. */
export const FILTER_PATTERN_MAX = 100;
/** Longest text any other filter compares (`eq`, `ne`, an item of `in`…). */
export const FILTER_TEXT_MAX = 200;
/**
 * Search texts (`contains` / `ncontains`) in one list request, nested ones included: each costs a comparison per
 * row read, and a screen sends one per filtered column (the command palette two).
 */
export const FILTER_PATTERNS_MAX = 10;

export type FilterScalar = string | number | boolean;

/** Operators that take one value; `in` / `nin` take one value or a list; `between` takes two. */
const SINGLE_VALUE = new Set(["contains", "ncontains", "eq", "ne", "lt", "gt", "lte", "gte"]);
const PATTERN = new Set(["contains", "ncontains"]);

const isScalar = (v: unknown): v is FilterScalar => typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/**
 * Why a filter's value cannot be used with its operator, or null. `null` and `undefined` are allowed everywhere
 * (an empty filter is ignored), and so is null as one end of a `between`.
 */
export function filterValueProblem(field: string, operator: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const tooLong = (v: unknown, max: number) => (typeof v === "string" && v.length > max ? FILTER_VALUE_TEXTS.tooLong(field, max) : null);
  if (SINGLE_VALUE.has(operator)) {
    if (!isScalar(value)) return FILTER_VALUE_TEXTS.scalar(field);
    return tooLong(value, PATTERN.has(operator) ? FILTER_PATTERN_MAX : FILTER_TEXT_MAX);
  }
  if (operator === "in" || operator === "nin" || operator === "between") {
    const list = Array.isArray(value) ? value : operator === "between" ? null : [value];
    if (!list || !list.every((v) => isScalar(v) || (operator === "between" && v === null))) return FILTER_VALUE_TEXTS.list(field);
    for (const v of list) {
      const problem = tooLong(v, FILTER_TEXT_MAX);
      if (problem) return problem;
    }
    return null;
  }
  // isnull / notnull take no value; an unknown operator is refused by the caller with its own message
  return null;
}

/**
 * The SQL LIKE pattern of a search text: its own `%`, `_` and `\` are literal characters (escaped with `\`, LIKE's
 * default escape), it may stand anywhere in the value, and case is ignored by comparing lower case on both sides
 * (the column's `lower()` in SQL, this text lowered once here rather than on every row as ILIKE does).
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A value as an error message may quote it: texts, numbers and booleans as they are (at most 60 characters),
 * anything else as its kind. `String(value)` would run a caller's own `toString`, or fail on one that is not a
 * function.
 */
export function quotedValue(value: unknown): string {
  if (typeof value === "string") return value.length > 60 ? `${value.slice(0, 60)}…` : value;
  if (typeof value === "number" || typeof value === "boolean" || value == null) return String(value);
  return Array.isArray(value) ? "(lista)" : "(objeto)";
}
