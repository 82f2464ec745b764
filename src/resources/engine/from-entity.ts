// An entity definition (entities/<name>/definition.ts) as the engine's resource definition: list columns, the form
// with the entity's rules (the server's messages), options as a select and labels, a relation as the search
// select filling its joined label, a multi-line text as a text area and one line in the list, a decimal as its
// text in an exact number input and es-CO with its scale, a calendar day picked without time and shown
// DD/MM/YYYY, a duration shown as days + hh:mm and edited as hours and minutes, the menu entry with its named
// icon, the buttons, rows and fields as the entity's access rules say (shared/entities/access.ts), and the input the server's rules expect (with the `fill`
// values computed from the form's values, e.g. a route's description).
import { can, canImport } from "@shared/domain/permissions";
import { canReadField, canWriteField } from "@shared/entities/access";
import { importPath, isImportable } from "@shared/entities/importable";
import { formatEstimatedTime, hoursMinutesToSeconds, secondsToHoursMinutes } from "@shared/domain/duration";
import { durationPartRules, entityValues, fieldRules, filledValues, writableFields } from "@shared/entities/rules";
import { formatDecimal } from "@shared/domain/decimal";
import { formatCalendarDay } from "@shared/domain/calendar-day";
import { decimalOf, inputTypeName, optionEntries, type CoreFieldType, type EntityDefinition, type EntityField, type PagesEntity } from "@shared/entities/types";
import { fieldsInColumnOrder, writeOperations } from "@shared/entities/read-only";
import { withScreen, type EntityScreen } from "./entity-screen";
import { MENU_ICONS } from "./menu-icons";
import { formatValue } from "./format-value";
import { oneLine } from "@shared/domain/one-line";
import { groupFields, groupFormValues, groupsAndGuard, withoutGroupParts } from "./entity-groups";
import { groupedInput, withoutGroups } from "@shared/entities/groups";
import { fieldMessage } from "@shared/entities/customization";
import type { AccessContext, FieldDefinition, FieldType, FormFieldOptions, ResourceDefinition, SelectOption } from "./types";
import { fieldTypeOf } from "@shared/entities/field-types";
import { isEmpty } from "@shared/domain/validators";
import { browserFieldTypeOf, withFieldTypes } from "./field-types";
import { NA } from "./format-value";
import type { ReactNode } from "react";

type EntityValues = Record<string, unknown>;

/** a duration's inputs: whole hours, and minutes 0 to 59 */
const DURATION_PARTS = { hours: { label: "Horas" }, minutes: { label: "Minutos", maxValue: 59 } } as const;

const KINDS: Record<CoreFieldType, FieldType> = {
  text: "TEXT", integer: "NUMERIC", float: "NUMERIC", decimal: "NUMERIC", boolean: "BOOLEAN", duration: "DURATION", day: "DATE", date: "DATE", datetime: "DATE-TIME",
};

const optionsOf = (field: EntityField): SelectOption[] => optionEntries(field).map(([value, label]) => ({ value, label }));

/** The column kind of an entity field: by its type, a phone text, a list's text, an option field's select. */
function fieldType(field: EntityField): FieldType {
  const module = browserFieldTypeOf(field);
  if (module) return module.kind;
  if (field.array) return "TEXT";
  if (field.format === "phone") return "PHONE";
  if (field.relation && field.type === "integer") return "RELATION";
  if (field.options && (field.type === "text" || field.type === "integer")) return "SELECT";
  return KINDS[field.type as CoreFieldType];
}

/**
 * What a type written as a module gives the field's definition: its text (list, view, audit log), its cell and view,
 * its filter. NA for no value.
 */
function moduleParts(field: EntityField): { format?: (v: unknown) => string; cell?: (v: unknown) => ReactNode; show?: (v: unknown) => ReactNode } {
  const shared = fieldTypeOf(field);
  const browser = browserFieldTypeOf(field);
  if (!shared || !browser) return {};
  const format = (v: unknown) => (isEmpty(v) ? NA : shared.format(v, field));
  const cell = browser.cell;
  const show = browser.show ?? cell;
  return {
    format,
    ...(cell ? { cell: (v: unknown) => (isEmpty(v) ? NA : cell(v, field)) } : {}),
    ...(show ? { show: (v: unknown) => (isEmpty(v) ? NA : show(v, field)) } : {}),
  };
}

/**
 * The definition's check of a field in the form (its validator, then the record's message for it), over the values
 * the mutation would send, with no session (a check that needs the server skips itself there; the server runs it).
 */
function formCheck(entity: PagesEntity, name: string): FormFieldOptions["validate"] {
  if (!("typeName" in entity) || !(entity.fields[name]?.validate || entity.validate)) return undefined;
  return (values, operation) => fieldMessage(entity, name, { where: "browser", data: withoutGroups(entity, inputOf(entity, values)), operation });
}

/** Whether the form edits the field (not a fixed, joined or computed one; a duration only through its parts). */
const inForm = (field: EntityField): boolean =>
  field.form !== false && field.fixed === undefined && field.join === undefined && !field.computed && field.input !== false && (field.type !== "duration" || field.parts !== undefined);

/** The names of the form's values: each field the form edits, a duration's parts in its place. */
function formValueNames(entity: PagesEntity): string[] {
  return Object.entries(entity.fields).flatMap(([name, field]) =>
    !inForm(field) ? [] : field.type === "duration" && field.parts ? [field.parts.hours, field.parts.minutes] : [name]);
}

/** A duration's inputs, its hours and minutes, each with its own rules and bounds. */
function durationParts(field: EntityField, parts: NonNullable<EntityField["parts"]>): FieldDefinition[] {
  const partRules = durationPartRules(field);
  return ([["hours", parts.hours], ["minutes", parts.minutes]] as const).map(([part, partName]): FieldDefinition => {
    const { label, ...bounds } = DURATION_PARTS[part];
    return { name: partName, label, type: "NUMERIC", query: false, view: false, form: { rules: partRules, minValue: 0, ...bounds } };
  });
}

/** The form input of a field (none for a fixed, joined or computed field; a duration's are its parts). */
function formOf(field: EntityField): FormFieldOptions | undefined {
  if (field.form === false || field.fixed !== undefined || field.join !== undefined || field.computed) return undefined;
  if (field.type === "duration") {
    if (!field.parts) return undefined;
    return { parts: durationParts(field, field.parts), ...(field.form?.span !== undefined ? { span: field.form.span } : {}) };
  }
  const rules = fieldRules(field);
  const least = field.min ?? field.greaterThan;
  return {
    ...(Object.keys(rules).length ? { rules } : {}),
    ...(least !== undefined && field.type !== "text" && field.type !== "boolean" ? { minValue: least } : {}),
    ...(field.form?.placeholder !== undefined ? { placeholder: field.form.placeholder } : {}),
    ...(field.form?.span !== undefined ? { span: field.form.span } : {}),
  };
}

function fieldDefinitions(entity: PagesEntity, name: string, field: EntityField): FieldDefinition[] {
  const own = formOf(field);
  const validate = own && !own.parts ? formCheck(entity, name) : undefined;
  // a check that reads the whole record is asked again when another value changes, so its message follows the edit
  const form = own && validate ? { ...own, validate, dependencies: formValueNames(entity).filter((n) => n !== name) } : own;
  const labelInto = Object.entries(entity.fields).find(([, f]) => f.join === name)?.[0];
  const module = moduleParts(field);
  const moduleFilter = browserFieldTypeOf(field)?.filter;
  const list =
    field.list === false
      ? false
      : {
          width: field.list?.width,
          ...(field.list?.hidden ? { hidden: true } : {}),
          ...(field.type === "duration" || field.list?.filterable === false || moduleFilter === null ? { filterable: false } : {}),
          ...(moduleFilter ? { filter: moduleFilter } : {}),
          ...(module.cell ? { render: module.cell } : {}),
          ...(field.list?.orderable === false || fieldTypeOf(field)?.orderable === false ? { sortable: false } : {}),
          ...(field.multiline ? { render: (v: unknown) => formatValue(typeof v === "string" ? oneLine(v) : v, "TEXT") } : {}),
        };
  const definition: FieldDefinition = {
    name,
    entity: field,
    label: field.label,
    type: fieldType(field),
    ...(field.options ? { options: optionsOf(field) } : {}),
    ...(field.relation ? { relation: { operation: field.relation.operation, labelField: field.relation.labelColumn, ...(labelInto ? { labelInto } : {}) } } : {}),
    list,
    ...(form ? { form } : {}),
    ...(field.view === false ? { view: false } : {}),
    ...(field.type === "duration" ? { format: (v: unknown) => formatEstimatedTime(typeof v === "number" ? v : null) } : {}),
    ...(field.type === "decimal" ? { format: (v: unknown) => formatDecimal(v, decimalOf(field).scale) } : {}),
    ...(field.type === "day" ? { format: formatCalendarDay } : {}),
    ...(module.format ? { format: module.format } : {}),
    ...(module.show ? { show: module.show } : {}),
  };
  const adjust = browserFieldTypeOf(field)?.definition;
  if (adjust) return [adjust(definition)];
  return [definition];
}

/** A record → the form's values: the written fields, the joined labels (the search select shows them), a duration's parts. */
function formValues(entity: EntityDefinition, record: EntityValues): EntityValues {
  const values: EntityValues = {};
  for (const [name, field] of writableFields(entity).filter(([, f]) => f.form !== false)) {
    if (field.type === "duration" && field.parts) {
      const { hours, minutes } = secondsToHoursMinutes(record[name] as number | null);
      values[field.parts.hours] = hours;
      values[field.parts.minutes] = minutes;
    } else values[name] = toForm(field, record[name]);
  }
  for (const [name, field] of Object.entries(entity.fields)) if (field.join !== undefined) values[name] = record[name];
  return { ...values, ...groupFormValues(entity, record) };
}

/** A stored value as the form holds it (a type written as a module may hold it otherwise, e.g. a JSON value as its text). */
function toForm(field: EntityField, value: unknown): unknown {
  const convert = browserFieldTypeOf(field)?.toForm;
  return convert ? convert(value, field) : value;
}

/** A new record's form values: each default the form shows (a duration's split into its parts). */
function newFormValues(entity: EntityDefinition): EntityValues {
  const values: EntityValues = {};
  for (const [name, field] of writableFields(entity)) {
    if (field.default === undefined || !inForm(field)) continue;
    if (field.type === "duration" && field.parts) {
      const { hours, minutes } = secondsToHoursMinutes(Number(field.default));
      values[field.parts.hours] = hours;
      values[field.parts.minutes] = minutes;
    } else values[name] = toForm(field, field.default);
  }
  return values;
}

/** The form's values → the mutation's input: a duration from its parts, then the server's values with the `fill` ones. */
function inputOf(entity: EntityDefinition, form: EntityValues): EntityValues {
  const sent = { ...form };
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.type === "duration" && field.parts) {
      sent[name] = hoursMinutesToSeconds(Number(form[field.parts.hours] ?? 0), Number(form[field.parts.minutes] ?? 0));
    }
    const fromForm = browserFieldTypeOf(field)?.fromForm;
    if (fromForm && name in form) sent[name] = fromForm(form[name], field);
  }
  return groupedInput(entity, filledValues(entity, entityValues(entity, sent), form));
}

/** The pages of an entity of the registry, or of a browser-only one (read-only), with the screen's parts. */
export function resourceFromEntity(entity: PagesEntity, screen?: EntityScreen): ResourceDefinition<EntityValues, EntityValues> {
  const op = entity.operations;
  // a browser-only entity has no typeName and never writes
  const full = "typeName" in entity ? entity : undefined;
  const write = full && writeOperations(full);
  return withScreen(entity, withFieldTypes(entity, {
    name: entity.name,
    route: entity.route,
    ...(entity.menu ? { menu: { group: entity.menu.group, label: entity.menu.label, icon: MENU_ICONS[entity.menu.icon] } } : {}),
    labels: entity.labels,
    operations: !full || !write ? { list: op.list, ...(op.one !== undefined ? { one: op.one } : {}) } : {
      list: op.list, one: op.one, create: write.create, update: write.update, delete: write.delete,
      inputName: write.inputName, inputType: `${inputTypeName(full)}!`, idsArg: "ids",
      ...(write.updateId ? { updateIdArg: write.updateId } : {}),
    },
    ...(entity.tableId !== undefined ? { tableId: entity.tableId } : {}),
    ...(entity.exportId !== undefined ? { exportQueryId: entity.exportId } : {}),
    defaultPageSize: entity.defaultPageSize ?? 20,
    canCreate: (access) => can(entity.name, "create", access, [entity]),
    // the entity's rules, the server's own: given a record, of that record (a row's Editar, its selection for deletion)
    canDelete: (access, record) => can(entity.name, "delete", access, [entity], record),
    canEdit: (access, record) => can(entity.name, "edit", access, [entity], record),
    canShow: (access, record) => can(entity.name, "show", access, [entity], record),
    canReadField: (name, access, record) => canReadField(entity.fields, name, access, record),
    canWriteField: (name, access, record) => canWriteField(entity.fields[name], record ? "update" : "create", access, record),
    ...(isImportable(entity) ? { importPath: importPath(entity), canImport: (access: AccessContext) => canImport(entity.name, access, [entity]) } : {}),
    fields: [
      ...withoutGroupParts(entity, fieldsInColumnOrder(entity)).flatMap(([name, field]) => fieldDefinitions(entity, name, field)),
      ...groupFields(entity),
    ],
    ...(full && write ? {
      fromRecord: (record: EntityValues) => formValues(full, record), toInput: (values: EntityValues) => inputOf(full, values),
      newValues: () => newFormValues(full),
    } : {}),
    ...(entity.saveError !== undefined ? { saveErrorMessage: entity.saveError, preferSaveErrorMessage: true } : {}),
    ...groupsAndGuard(entity),
  }), screen);
}
