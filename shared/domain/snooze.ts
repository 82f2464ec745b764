// Snoozing a trip's alarm: for N minutes, with a reason, audited. While snoozed the trip keeps its alert level in
// the counts but goes after the others in "Más urgente primero" and turning red does not notify (triage.ts
// isSnoozed). Pure: the clock is passed in.
import { SNOOZE_TEXTS } from "../i18n/trips-list";

export const SNOOZE_MIN_MINUTES = 5;
export const SNOOZE_MAX_MINUTES = 240;
export const SNOOZE_REASON_MIN = 3;
export const SNOOZE_REASON_MAX = 200;
/** the choices the screen offers */
export const SNOOZE_CHOICES: readonly number[] = [15, 30, 60, 120];

/** Why a snooze cannot be made, or null. The reason is judged trimmed. */
export function snoozeProblem(minutes: unknown, reason: unknown): string | null {
  if (typeof minutes !== "number" || !Number.isInteger(minutes) || minutes < SNOOZE_MIN_MINUTES || minutes > SNOOZE_MAX_MINUTES) {
    return SNOOZE_TEXTS.minutes(SNOOZE_MIN_MINUTES, SNOOZE_MAX_MINUTES);
  }
  const text = typeof reason === "string" ? reason.trim() : "";
  if (text.length < SNOOZE_REASON_MIN) return SNOOZE_TEXTS.reasonShort(SNOOZE_REASON_MIN);
  if (text.length > SNOOZE_REASON_MAX) return SNOOZE_TEXTS.reasonLong(SNOOZE_REASON_MAX);
  return null;
}

/** When a snooze of `minutes` made at `now` ends. */
export function snoozeEnd(now: Date | number, minutes: number): Date {
  return new Date((typeof now === "number" ? now : now.getTime()) + minutes * 60_000);
}
