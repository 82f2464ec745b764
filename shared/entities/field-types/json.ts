// Any JSON value (an object, a list, a text, a number, true or false) in a jsonb column: the contract's JSON scalar,
// edited as its text in a text area ('JSON inválido' for a text that is no JSON), shown compact in the list and
// indented in the view, exported as its compact text and imported by parsing that text. JSON's null is no value.

import type { EntityField } from "../types";
import type { FieldTypeModule } from "./field-type";
import { JSON_TEXTS } from "../../i18n/field-types";
import { maxLengthMessage } from "../../i18n/validation";

/** the longest compact text of a value when its field gives no `max` */
export const JSON_MAX = 10_000;

const maxOf = (field: EntityField): number => field.max ?? JSON_MAX;

/** The value a JSON text holds, or undefined when it is no JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A value's compact text; two equal values (keys in the same order) have the same text. */
export const compactJson = (value: unknown): string => JSON.stringify(value) ?? "";

/** A value with its objects' keys in order: PostgreSQL's jsonb keeps them so, and two equal values compare equal. */
export function canonicalJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalJson);
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a.length - b.length) || (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonicalJson(v)]));
  }
  return value;
}

export const json: FieldTypeModule = {
  graphql: "JSON",
  // any value: no type
  openApi: () => ({}),
  keys: ["max"],
  // an order of JSON values would mean nothing to a reader
  orderable: false,
  parse: (value) => (value === undefined || value === null ? null : canonicalJson(value)),
  validate(value, field) {
    const text = JSON.stringify(value);
    if (text === undefined) return [JSON_TEXTS.invalid];
    return text.length > maxOf(field) ? [maxLengthMessage(maxOf(field))] : [];
  },
  format: compactJson,
  exportCell: compactJson,
  readCell(cell) {
    if (typeof cell === "number" || typeof cell === "boolean") return { value: cell };
    if (typeof cell !== "string") return { error: JSON_TEXTS.invalid };
    const value = parseJson(cell);
    return value === undefined ? { error: JSON_TEXTS.invalid } : { value };
  },
  same: (stored, written) => compactJson(canonicalJson(stored)) === compactJson(canonicalJson(written)),
};
