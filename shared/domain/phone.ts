// The driver's phone as the trip detail shows it: the first of a comma-separated list.
import { MESSAGES } from "../i18n/messages";

export const NO_PHONE = MESSAGES.noPhone;

/** The first non-blank phone of a comma-separated list, or null. */
export function firstPhone(list: string | null | undefined): string | null {
  if (!list) return null;
  for (const part of list.split(",")) {
    const phone = part.trim();
    if (phone) return phone;
  }
  return null;
}

/** What the general block prints: the first phone or 'No posee telefono'. */
export function phoneLabel(list: string | null | undefined): string {
  return firstPhone(list) ?? NO_PHONE;
}

/** Every non-blank phone of the list (the driver modal lists them all). */
export function allPhones(list: string | null | undefined): string[] {
  return (list ?? "").split(",").map((p) => p.trim()).filter(Boolean);
}
