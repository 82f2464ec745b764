// A list of ids as a many-to-many field holds it (shared/entities/many-to-many.ts): positive whole numbers of an
// int4 column, without repeats, at most MAX_LINKS of them.
import { ID_LIST_MESSAGE, tooManyLinksMessage } from "../i18n/field-types";

/** the most rows one record may name */
export const MAX_LINKS = 500;
export const TOO_MANY_LINKS_MESSAGE = tooManyLinksMessage(MAX_LINKS);

const isId = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v > 0 && v <= 2147483647;

/**
 * A sent value as the field stores it: a list's ids without repeats (numbers given as texts read as numbers); none
 * (undefined, null) is the empty list. Anything else is returned as it is, for `idListError` to refuse.
 */
export function idListValue(sent: unknown): unknown {
  if (sent === undefined || sent === null) return [];
  if (!Array.isArray(sent)) return sent;
  const read = sent.map((v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v));
  return read.every(isId) ? [...new Set(read)] : read;
}

/** Why a value is not a list of ids, or null. */
export function idListError(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every(isId)) return ID_LIST_MESSAGE;
  return value.length > MAX_LINKS ? TOO_MANY_LINKS_MESSAGE : null;
}

