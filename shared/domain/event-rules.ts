// Event rules shared by the event form and the server: descripcion and nivelprioridad
// required, the description at most 200 characters, with the generic validators' messages, and
// the three priority levels.
import { fieldErrors, type FieldError, type FieldRules } from "./validators";

/** Priority levels. */
export const PRIORITY_LEVELS: Readonly<Record<number, string>> = { 1: "BAJA", 2: "MEDIA", 3: "ALTA" };
export const EVENT_DESCRIPTION_MAX = 200;
export const PRIORITY_MESSAGE = "Debe ser 1 (BAJA), 2 (MEDIA) o 3 (ALTA)";

export const EVENT_FORM_RULES = {
  descripcion: { required: true, max: EVENT_DESCRIPTION_MAX },
  nivelprioridad: { required: true },
} as const satisfies Record<string, FieldRules>;

export type EventField = keyof typeof EVENT_FORM_RULES;

/** The event's field errors in form order; a priority outside 1..3 (only an API caller can send one) too. */
export function eventErrors(event: Partial<Record<EventField, unknown>>): FieldError<EventField>[] {
  const errors = fieldErrors(event, EVENT_FORM_RULES);
  const priority = event.nivelprioridad;
  if (priority != null && priority !== "" && !PRIORITY_LEVELS[Number(priority)] && !errors.some((e) => e.field === "nivelprioridad")) {
    errors.push({ field: "nivelprioridad", message: PRIORITY_MESSAGE });
  }
  return errors;
}
