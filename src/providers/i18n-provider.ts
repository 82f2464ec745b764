// Refine's i18nProvider: it answers the keys refine's own components and hooks ask for (their buttons and
// notifications) from the catalogue's refine module; the product's screens read their texts as constants and
// never ask it. dayjs speaks Spanish too.
import type { I18nProvider } from "@refinedev/core";
import dayjs from "dayjs";
import "dayjs/locale/es";
import { REFINE_TEXTS } from "@shared/i18n/refine";

dayjs.locale("es");

export const LOCALE = "es";

type Dictionary = { readonly [key: string]: string | Dictionary };

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** `{{name}}` placeholders are filled from `options`. */
function interpolate(text: string, options: unknown): string {
  if (typeof options !== "object" || options === null) return text;
  const values = options as Record<string, unknown>;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** A refine key's text; an unknown key answers the default message refine gives, or the key itself. */
function translate(key: string, options?: unknown, defaultMessage?: string): string {
  const text = lookup(REFINE_TEXTS, key);
  if (text !== undefined) return interpolate(text, options);
  if (defaultMessage !== undefined) return interpolate(defaultMessage, options);
  return typeof options === "string" ? options : key;
}

export const i18nProvider: I18nProvider = {
  translate,
  changeLocale: () => Promise.resolve(),
  getLocale: () => LOCALE,
};
