// An entity's input rules, shared by its form and the server: each field's FieldRules (the spec's
// messages, shared/domain/validators.ts), the values a create / update stores, and the errors of an input.
import { fieldErrors, isEmpty as isEmptyValue, REQUIRED, type FieldError, type FieldRules } from "../domain/validators";
import { fieldTypeOf } from "./field-types";
import { storedDefaultOf } from "./stored";
import { TEXT_LIST_ITEM_MAX, textListItems } from "../domain/text-list";
import { decimalOf, optionEntries, optionsMessage, storedFields, textMaxOf, type EntityDefinition, type EntityField } from "./types";

/** the types an exclusive least value (`greaterThan`) applies to (a decimal's and a day's values are texts) */
export const COMPARED_TYPES: readonly EntityField["type"][] = ["integer", "float", "duration", "date", "datetime"];
/** the types whose value is a whole number: numbered options apply to them */
export const WHOLE_NUMBER_TYPES: readonly EntityField["type"][] = ["integer", "duration"];
/** the types whose value is a number: a least value (`min`) applies to them */
export const NUMBER_TYPES: readonly EntityField["type"][] = ["integer", "float", "duration"];

/**
 * The form's and the server's rules of a field: required, a text's max length, a number's least value (inclusive
 * `min`, exclusive `greaterThan`), whole seconds, an e-mail or a phone, a decimal's digits.
 */
export function fieldRules(field: EntityField): FieldRules {
  const rules: FieldRules = {};
  if (field.required) rules.required = true;
  // a type written as a module may give its own rules in place of its `type`'s
  const own = fieldTypeOf(field)?.rules;
  if (own) return { ...rules, ...own(field) };
  if (field.type === "duration") rules.integer = true;
  const max = textMaxOf(field);
  // a list of texts: its `max` bounds each item, not the list
  if (field.type === "text" && field.array) rules.textList = max ?? TEXT_LIST_ITEM_MAX;
  else if (max !== undefined) rules.max = max;
  if (COMPARED_TYPES.includes(field.type) && field.greaterThan !== undefined) rules.greaterThan = field.greaterThan;
  if (NUMBER_TYPES.includes(field.type) && field.min !== undefined) rules.atLeast = field.min;
  if (field.type === "text" && field.format === "email") rules.email = true;
  if (field.type === "text" && field.format === "phone") rules.phone = true;
  if (field.type === "decimal") rules.decimal = decimalOf(field);
  if (field.type === "day") rules.day = true;
  return rules;
}

/** The form's rules of a duration's hours or minutes: whole numbers, required when the duration is. */
export function durationPartRules(field: EntityField): FieldRules {
  return { ...(field.required ? { required: true } : {}), integer: true };
}

/** the refusal of a value that is not a number where a whole number goes */
const NOT_A_WHOLE_NUMBER = "Debe ser un número entero";

/** The fields a caller writes (a fixed field is stored as it is, whatever is sent; a joined label is read only). */
export const writableFields = (entity: EntityDefinition): [string, EntityField][] =>
  storedFields(entity).filter(([, f]) => f.fixed === undefined && f.input !== false);

/** An empty value: none, or a blank text. */
const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === "";

/**
 * The `fill` fields' values where none was sent, from the values and what else is known (the relations' labels
 * under their `join` fields' names, e.g. origen and destino).
 */
export function filledValues(entity: EntityDefinition, values: Readonly<Record<string, unknown>>, known: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const filled = { ...values };
  for (const [name, field] of storedFields(entity)) {
    if (field.fill && isEmpty(filled[name])) filled[name] = field.fill({ ...known, ...values });
  }
  return filled;
}

/** The values to store: texts trimmed (empty: null; `lowercase` ones in lower case), defaults for what is not sent, fixed values. */
export function entityValues(entity: EntityDefinition, input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of storedFields(entity)) {
    // not the input's: the column's default on create, unchanged on update
    if (field.input === false) continue;
    if (field.fixed !== undefined) {
      values[name] = field.fixed;
      continue;
    }
    const sent = input[name];
    // a type written as a module reads its own value (none: the default, or its empty value)
    const module = fieldTypeOf(field);
    if (module) {
      const parsed = module.parse(sent, field);
      values[name] = parsed === null ? (storedDefaultOf(field) ?? null) : parsed;
      continue;
    }
    // a list: its items trimmed, blanks left out, none stored as [] (the column holds a list, never null)
    if (field.array) {
      values[name] = textListItems(sent);
      continue;
    }
    const trimmed = typeof sent === "string" ? sent.trim() : field.type === "decimal" && typeof sent === "number" ? String(sent) : sent;
    const value = field.lowercase && typeof trimmed === "string" ? trimmed.toLowerCase() : trimmed;
    const empty = value === undefined || value === null || ((field.type === "text" || field.type === "decimal" || field.type === "day") && value === "" && !field.required);
    values[name] = empty ? (storedDefaultOf(field) ?? null) : value;
  }
  return values;
}

/**
 * The values an update writes: only the fields the input carries, each as `entityValues` reads it. A field left
 * out keeps its stored value; one sent as null is cleared (an optional text or number to null, a boolean or a
 * field with a default to its default); a required one sent as null is refused by `entityErrors`.
 */
export function entityUpdateValues(entity: EntityDefinition, input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values = entityValues(entity, input);
  return Object.fromEntries(Object.entries(values).filter(([name]) => input[name] !== undefined));
}

/** The invalid fields among those an update writes (a required field left out keeps its value: no error). */
export const entityUpdateErrors = (entity: EntityDefinition, values: Readonly<Record<string, unknown>>): FieldError[] =>
  entityErrors(entity, values).filter((e) => e.field in values);

/** The fields a create must send: the required ones the caller writes, even one with a default. */
export const createRequiredFields = (entity: EntityDefinition): string[] =>
  writableFields(entity).filter(([, field]) => field.required).map(([name]) => name);

/**
 * A create's invalid fields: the values' errors, and 'Requerido' for each required field the input leaves out,
 * even one with a default (the input type marks no field non-null: it serves the partial update too).
 */
export function entityCreateErrors(entity: EntityDefinition, input: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>): FieldError[] {
  const errors = entityErrors(entity, values);
  for (const name of createRequiredFields(entity)) {
    if (input[name] === undefined && !errors.some((e) => e.field === name)) errors.push({ field: name, message: REQUIRED });
  }
  const order = writableFields(entity).map(([name]) => name);
  return errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/**
 * Every invalid field of the values, in field order: each of the rules' messages (a field may have several), or
 * else a value outside the options or no whole number where one goes.
 */
export function entityErrors(entity: EntityDefinition, values: Readonly<Record<string, unknown>>): FieldError[] {
  const writable = writableFields(entity);
  const errors: FieldError[] = fieldErrors(values, Object.fromEntries(writable.map(([name, f]) => [name, fieldRules(f)])));
  for (const [name, field] of writable) {
    const value = values[name];
    if (errors.some((e) => e.field === name)) continue;
    // a type written as a module checks its own values
    const module = fieldTypeOf(field);
    if (module) {
      if (!isEmptyValue(value)) errors.push(...module.validate(value, field).map((message) => ({ field: name, message })));
      continue;
    }
    if (field.type === "text" && field.options && typeof value === "string" && value !== "") {
      if (!optionEntries(field).some(([v]) => v === value)) errors.push({ field: name, message: optionsMessage(field.options) });
      continue;
    }
    if (!WHOLE_NUMBER_TYPES.includes(field.type) || field.array || value === null || value === undefined) continue;
    // what is no number never reaches the column: the options' message where it has options
    if (typeof value !== "number") {
      errors.push({ field: name, message: field.options ? optionsMessage(field.options) : NOT_A_WHOLE_NUMBER });
      continue;
    }
    if (field.options && !optionEntries(field).some(([v]) => v === value)) errors.push({ field: name, message: optionsMessage(field.options) });
  }
  const order = writable.map(([name]) => name);
  return errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
