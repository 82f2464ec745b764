// A decimal of fixed precision and scale (a numeric(p, s) column): carried as its text ('1234.50'), checked
// without ever becoming a binary float, and shown as Colombia writes numbers ('1.234,50'), with the scale's
// decimals. The server and the form refuse a value with more decimals or more whole digits than allowed.
import { DECIMAL_TEXTS } from "../i18n/field-types";

/** The text of a decimal: an optional minus, whole digits, optionally '.' and decimals. */
const DECIMAL = /^-?(\d+)(?:\.(\d+))?$/;

export const DEFAULT_PRECISION = 12;
export const DEFAULT_SCALE = 2;

/** A decimal's text from what a caller or a form sends: a string trimmed, a finite number as written; else null. */
export function decimalText(value: unknown): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  return typeof value === "string" ? value.trim() : null;
}

/** Why a value is not a decimal of the precision and scale, in Spanish, or null when it is one. */
export function decimalError(value: unknown, precision: number, scale: number): string | null {
  const text = decimalText(value);
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) return DECIMAL_TEXTS.notANumber;
  const whole = match[1].replace(/^0+(?=\d)/, "");
  const decimals = (match[2] ?? "").replace(/0+$/, "");
  if (decimals.length > scale) return scale === 0 ? DECIMAL_TEXTS.notWhole : DECIMAL_TEXTS.tooManyDecimals(scale);
  const wholeMax = precision - scale;
  if (whole !== "0" && whole.length > wholeMax) return DECIMAL_TEXTS.tooManyDigits(wholeMax);
  return null;
}

/** A decimal as es-CO writes it with the scale's decimals: '1.234,50', '-0,75'; 'NA' when it is not one. */
export function formatDecimal(value: unknown, scale: number): string {
  const text = decimalText(value);
  const match = text === null || text === "" ? null : DECIMAL.exec(text);
  if (!match) return "NA";
  const negative = text!.startsWith("-");
  const whole = match[1].replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const decimals = (match[2] ?? "").padEnd(scale, "0").slice(0, scale);
  const zero = /^[0.]*$/.test(whole) && /^0*$/.test(decimals);
  return `${negative && !zero ? "-" : ""}${whole}${scale > 0 ? `,${decimals}` : ""}`;
}
