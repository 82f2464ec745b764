// A web address: an http or https URL with a host, stored as its text (trimmed), shown as a link that opens in a new
// tab; the export writes it as it is and the import reads it back.

import type { EntityField } from "../types";
import type { FieldTypeModule } from "./field-type";
import { URL_TEXTS } from "../../i18n/field-types";
import { maxLengthMessage } from "../../i18n/validation";

/** a URL's longest length when its field gives no `max` */
export const URL_MAX = 2048;

const maxOf = (field: EntityField): number => field.max ?? URL_MAX;

/** Whether a text is an http(s) URL with a host and no spaces. */
export function isWebUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const url: FieldTypeModule = {
  graphql: "String",
  openApi: (field) => ({ type: "string", format: "uri", pattern: "^https?://", maxLength: maxOf(field) }),
  keys: ["max", "default"],
  textLimit: (field) => ({ max: maxOf(field) }),
  parse: (value) => (value === undefined || value === null ? null : typeof value === "string" ? value.trim() || null : value),
  validate(value, field) {
    if (typeof value !== "string" || !isWebUrl(value)) return [URL_TEXTS.invalid];
    return value.length > maxOf(field) ? [maxLengthMessage(maxOf(field))] : [];
  },
  format: (value) => String(value),
  exportCell: (value) => String(value),
  readCell: (cell) => (typeof cell === "string" ? { value: cell.trim() } : { error: URL_TEXTS.invalid }),
  same: (stored, written) => stored === written,
};
