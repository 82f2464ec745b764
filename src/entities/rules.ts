// An entity's input rules (issue 17), shared by its form and the server: each field's FieldRules (the spec's
// messages, src/domain/validators.ts), the values a create / update stores, and the errors of an input.
import { atLeastMessage, fieldErrors, type FieldError, type FieldRules } from "../domain/validators";
import { storedDefaultOf } from "./stored";
import { optionsMessage, type EntityDefinition, type EntityField } from "./types";

/** The form's and the server's rules of a field: required, a text's max length. */
export function fieldRules(field: EntityField): FieldRules {
  const rules: FieldRules = {};
  if (field.required) rules.required = true;
  if (field.type === "text" && field.max !== undefined) rules.max = field.max;
  return rules;
}

/** The fields a caller writes (a fixed field is stored as it is, whatever is sent). */
export const writableFields = (entity: EntityDefinition): [string, EntityField][] =>
  Object.entries(entity.fields).filter(([, f]) => f.fixed === undefined && !f.computed);

/** The values to store: texts trimmed (empty: null), defaults for what is not sent, fixed values. */
export function entityValues(entity: EntityDefinition, input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.computed) continue;
    if (field.fixed !== undefined) {
      values[name] = field.fixed;
      continue;
    }
    const sent = input[name];
    const value = typeof sent === "string" ? sent.trim() : sent;
    const empty = value === undefined || value === null || (field.type === "text" && value === "" && !field.required);
    values[name] = empty ? (storedDefaultOf(field) ?? null) : value;
  }
  return values;
}

/** Every invalid field of the values, in field order: the rules' messages, then a number's least value or options. */
export function entityErrors(entity: EntityDefinition, values: Readonly<Record<string, unknown>>): FieldError[] {
  const writable = writableFields(entity);
  const errors: FieldError[] = fieldErrors(values, Object.fromEntries(writable.map(([name, f]) => [name, fieldRules(f)])));
  for (const [name, field] of writable) {
    const value = values[name];
    if (field.type !== "integer" || typeof value !== "number" || errors.some((e) => e.field === name)) continue;
    if (field.options && !(value in field.options)) errors.push({ field: name, message: optionsMessage(field.options) });
    else if (field.min !== undefined && value < field.min) errors.push({ field: name, message: atLeastMessage(field.min) });
  }
  const order = writable.map(([name]) => name);
  return errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
