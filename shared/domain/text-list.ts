// A list of texts (a text field with `array: true`, e.g. the lines of business an insurer covers): how its items are
// kept, shown, written into one spreadsheet cell and read back from one. An item is a trimmed, non-empty text
// without commas, so the cell 'Carga, Vida' and the list ['Carga', 'Vida'] are each other's exact image; an empty
// list is [] and never null.
import { TEXT_LIST_TEXTS } from "../i18n/field-types";

/** what separates the items when a list is one text (a cell, a table's cell) */
export const TEXT_LIST_SEPARATOR = ", ";

/** an item's longest length when its field gives no `max` */
export const TEXT_LIST_ITEM_MAX = 200;

/** The items of a list as stored: each text trimmed, blank ones left out; none (null, undefined, '') is []. */
export function textListItems(value: unknown): unknown {
  if (value === null || value === undefined || value === "") return [];
  if (!Array.isArray(value)) return value;
  return value.map((item) => (typeof item === "string" ? item.trim() : item)).filter((item) => item !== "" && item !== null && item !== undefined);
}

/** The items a cell (or any one text) holds: separated by commas or line breaks, each trimmed, blanks left out. */
export function splitTextList(text: string): string[] {
  return text.split(/[,\n\r]/).map((item) => item.trim()).filter((item) => item !== "");
}

/** A list as one text: its items joined by ', '; an empty list is ''. */
export function joinTextList(value: unknown): string {
  return Array.isArray(value) ? value.map((item) => String(item)).join(TEXT_LIST_SEPARATOR) : "";
}

/** Why a list's items break its rules (not texts, a comma in one, one longer than `max`), or null; none passes. */
export function textListError(value: unknown, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) return TEXT_LIST_TEXTS.notAList;
  const items = value as string[];
  if (items.some((item) => item.includes(","))) return TEXT_LIST_TEXTS.comma;
  return items.some((item) => item.length > max) ? TEXT_LIST_TEXTS.itemTooLong(max) : null;
}

/** Whether two lists hold the same items in the same order (none counts as the empty list). */
export function sameTextList(a: unknown, b: unknown): boolean {
  const left = textListItems(a);
  const right = textListItems(b);
  return Array.isArray(left) && Array.isArray(right) && left.length === right.length && left.every((item, i) => item === right[i]);
}
