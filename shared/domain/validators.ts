// Form rules of the master-data forms with the spec's messages. Each validator
// returns the message when the value breaks the rule and null when it passes; empty values pass every rule
// but `required`, so an optional field is only checked once it has content.
import { decimalError } from "./decimal";
import { calendarDayError } from "./calendar-day";
import { idListError } from "./id-list";
import { textListError } from "./text-list";
import { phoneError } from "./phone-number";
import { MESSAGES } from "../i18n/messages";
import { atLeastMessage, greaterThanMessage, maxLengthMessage, minLengthMessage } from "../i18n/validation";

export const REQUIRED = MESSAGES.required;
export const INTEGER = "Entero";

export type Validator = (value: unknown) => string | null;

/** A field's rules; the form (engine definitions) and the server read the same object, so both give the same message. */
export interface FieldRules {
  required?: boolean;
  /** max text length: 'Debe tener max N crts.' */
  max?: number;
  /** min text length: 'Debe tener min N crts.' */
  min?: number;
  /** number strictly greater than: 'Debe ser mayor a N' */
  greaterThan?: number;
  /** number at least: 'Debe ser mayor o igual a N' */
  atLeast?: number;
  /** whole numbers only: 'Entero' */
  integer?: boolean;
  /** text converted to upper case (a form transform, no message; apostrophes are always blocked) */
  upperCase?: boolean;
  /** an e-mail address: 'Correo inválido' */
  email?: boolean;
  /** one phone number or several separated by commas: 'Teléfono inválido' (shared/domain/phone-number.ts) */
  phone?: boolean;
  /** a decimal of at most these digits in all and after the point (shared/domain/decimal.ts) */
  decimal?: { precision: number; scale: number };
  /** a calendar day 'YYYY-MM-DD' (shared/domain/calendar-day.ts) */
  day?: boolean;
  /** a list of ids of the rows a many-to-many field names (shared/domain/id-list.ts) */
  ids?: boolean;
  /** a list of texts whose every item is at most this long and has no comma (shared/domain/text-list.ts) */
  textList?: number;
}

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "number") return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const toNumber = (value: unknown): number => (typeof value === "number" ? value : Number(String(value).trim()));

export const required: Validator = (value) => (isEmpty(value) ? REQUIRED : null);

export const maxLength =
  (n: number): Validator =>
  (value) =>
    !isEmpty(value) && String(value).length > n ? maxLengthMessage(n) : null;

export const minLength =
  (n: number): Validator =>
  (value) =>
    !isEmpty(value) && String(value).trim().length < n ? minLengthMessage(n) : null;

/** The number must be strictly greater than n ("Debe ser mayor a N"). */
export const greaterThan =
  (n: number): Validator =>
  (value) => {
    if (isEmpty(value)) return null;
    const v = toNumber(value);
    return Number.isFinite(v) && v > n ? null : greaterThanMessage(n);
  };

/**
 * The number must be n or more ("Debe ser mayor o igual a N"). What is no number passes: the field's type says
 * what such a value is refused with (an integer's options, 'Entero').
 */
export const atLeast =
  (n: number): Validator =>
  (value) => {
    if (isEmpty(value)) return null;
    const v = toNumber(value);
    return !Number.isFinite(v) || v >= n ? null : atLeastMessage(n);
  };

/** Whole numbers only (hours and minutes, 'Entero'). */
export const integer: Validator = (value) => {
  if (isEmpty(value)) return null;
  return Number.isInteger(toNumber(value)) ? null : INTEGER;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address: something, '@', a domain with a dot, no spaces ('Correo inválido'). */
export const email: Validator = (value) => (isEmpty(value) || EMAIL.test(String(value).trim()) ? null : MESSAGES.invalidEmail);

/** A decimal within its precision and scale (none passes: `required` says whether one is needed). */
const decimal =
  (precision: number, scale: number): Validator =>
  (value) =>
    isEmpty(value) ? null : decimalError(value, precision, scale);

/** The validators of the rules, in the order their messages take precedence. */
export function validatorsOf(rules: FieldRules | undefined): Validator[] {
  if (!rules) return [];
  const list: Validator[] = [];
  if (rules.required) list.push(required);
  if (rules.min !== undefined) list.push(minLength(rules.min));
  if (rules.max !== undefined) list.push(maxLength(rules.max));
  if (rules.integer) list.push(integer);
  if (rules.greaterThan !== undefined) list.push(greaterThan(rules.greaterThan));
  if (rules.atLeast !== undefined) list.push(atLeast(rules.atLeast));
  if (rules.email) list.push(email);
  if (rules.phone) list.push(phoneError);
  if (rules.decimal) list.push(decimal(rules.decimal.precision, rules.decimal.scale));
  if (rules.day) list.push(calendarDayError);
  if (rules.ids) list.push(idListError);
  if (rules.textList !== undefined) {
    const max = rules.textList;
    list.push((value) => textListError(value, max));
  }
  return list;
}

export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

/**
 * Every message of each field under a rule set, in the rule set's order and each field's rules' order (what the
 * server answers as BAD_USER_INPUT): a value two rules refuse (too long and no e-mail) gets both messages.
 */
export function fieldErrors<F extends string>(values: Partial<Record<F, unknown>>, ruleSet: Readonly<Record<F, FieldRules>>): FieldError<F>[] {
  const errors: FieldError<F>[] = [];
  for (const field of Object.keys(ruleSet) as F[]) {
    for (const message of allErrors(values[field], validatorsOf(ruleSet[field]))) errors.push({ field, message });
  }
  return errors;
}

/** Every message of the validators in order (none for a valid value). */
export function allErrors(value: unknown, validators: readonly Validator[]): string[] {
  return validators.flatMap((validate) => validate(value) ?? []);
}

/** The first message of the validators in order, or null. */
export function firstError(value: unknown, validators: readonly Validator[]): string | null {
  for (const validate of validators) {
    const message = validate(value);
    if (message) return message;
  }
  return null;
}

/** Text inputs block the apostrophe; optionally upper-cased. */
export function sanitizeText(value: string, upperCase = false): string {
  const clean = value.replace(/'/g, "");
  return upperCase ? clean.toUpperCase() : clean;
}
