// Refine i18nProvider over src/i18n/es.ts. dayjs speaks Spanish too.
import type { I18nProvider } from "@refinedev/core";
import dayjs from "dayjs";
import "dayjs/locale/es";
import { es } from "@/i18n/es";

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

/** `key_one` for a count of 1 and `key_other` otherwise, when the catalog has them ("1 registro", "3 registros"). */
function pluralKey(key: string, options: unknown): string {
  const count = typeof options === "object" && options !== null ? (options as { count?: unknown }).count : undefined;
  if (typeof count !== "number") return key;
  const plural = `${key}_${count === 1 ? "one" : "other"}`;
  return lookup(es, plural) !== undefined ? plural : key;
}

/** Translates a key; an unknown key answers the default message, or the key itself. */
export function translate(key: string, options?: unknown, defaultMessage?: string): string {
  const text = lookup(es, pluralKey(key, options));
  if (text !== undefined) return interpolate(text, options);
  if (defaultMessage !== undefined) return interpolate(defaultMessage, options);
  return typeof options === "string" ? options : key;
}

export const i18nProvider: I18nProvider = {
  translate,
  changeLocale: () => Promise.resolve(),
  getLocale: () => LOCALE,
};
