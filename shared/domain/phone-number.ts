// What a PHONE value holds: one phone number, or several separated by commas (a driver's phones). A number is
// 7 to 15 digits (a Colombian landline has 7, a mobile 10, an international number at most 15), optionally led
// by '+', its digits grouped by spaces, hyphens, dots or parentheses. Anything else (letters, a lone comma, a
// number too short or too long) is refused with MESSAGES.invalidPhone, in the form and on the server alike.
import { MESSAGES } from "../i18n/messages";

export const INVALID_PHONE = MESSAGES.invalidPhone;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** a number's characters: an optional leading '+', then digits and the grouping marks, starting with a digit or '(' */
const PHONE_CHARS = /^\+?[\d(][\d\s().-]*$/;

/** Whether one phone number (trimmed) is valid. */
export function isPhoneNumber(text: string): boolean {
  const phone = text.trim();
  if (!PHONE_CHARS.test(phone)) return false;
  const digits = phone.replace(/\D/g, "").length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** The refusal of a PHONE value, or null: blank passes (`required` says whether one is needed), else every comma-separated number must be valid. */
export function phoneError(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  if (text.trim() === "") return null;
  return text.split(",").every(isPhoneNumber) ? null : INVALID_PHONE;
}
