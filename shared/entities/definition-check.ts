// A definition's mistakes, found before anything is derived from it: a key no definition, field or hooks object
// has (a typo, or an option another framework offers), an option the field's type does nothing with (a least value
// on a float, a longest length on a number), a validator, hook or access rule that is not a function (or an access
// preset's name). Left alone, each would be ignored without a word, and a default that is not a value of its field
// (the form would start with it), a tab it names without its table id or the list its row reads; each problem names
// its entity and field.
import { COMPARED_TYPES, NUMBER_TYPES, WHOLE_NUMBER_TYPES } from "./rules";
import { HOOK_NAMES } from "./customization";
import { optionEntries, type EntityAction, type EntityAuditFormat, type EntityDefinition, type EntityField, type EntityFieldType } from "./types";
import { PRESETS, type FieldAccess } from "./access";
import { fieldTypeOf } from "./field-types";

/** every key a definition may have (the compiler keeps this list and EntityDefinition the same) */
const DEFINITION_KEYS = {
  key: true, name: true, table: true, typeName: true, pageTypeName: true, labels: true, route: true, menu: true, operations: true,
  access: true, audit: true, auditFields: true, tableId: true, tableGroup: true, tableDescription: true, tableIcon: true, exportId: true, import: true,
  defaultPageSize: true, titleField: true, inUse: true, notFound: true, unique: true, saveError: true, fields: true, derivedTable: true,
  companyInContract: true, moreInputs: true, columns: true, inputType: true, writableWhen: true, groups: true, exportTitle: true, mutationArguments: true,
  updateArguments: true, scope: true, tableRow: true, tabs: true, validate: true, hooks: true,
} as const satisfies Record<keyof EntityDefinition, true>;

/** every key a field may have (the compiler keeps this list and EntityField the same) */
const FIELD_KEYS = {
  label: true, type: true, required: true, max: true, precision: true, scale: true, multiline: true, min: true, greaterThan: true,
  relation: true, manyToMany: true, join: true, fill: true, parts: true, default: true, columnDefault: true, options: true, fixed: true, list: true, form: true, view: true,
  array: true, computed: true, filterable: true, orderable: true, description: true, nullable: true, tablas: true, exportFormat: true,
  input: true, format: true, lowercase: true, validate: true, access: true,
} as const satisfies Record<keyof EntityField, true>;

/** the types an option works on (as the input rules apply it); an option not named here works on every type */
const ONLY_FOR: Partial<Record<keyof EntityField, readonly EntityFieldType[]>> = {
  max: ["text"], multiline: ["text"], format: ["text"], lowercase: ["text"],
  min: NUMBER_TYPES,
  default: [...NUMBER_TYPES, "text", "boolean"],
  greaterThan: COMPARED_TYPES,
  precision: ["decimal"], scale: ["decimal"],
  parts: ["duration"],
  relation: ["integer"],
  manyToMany: ["integer"],
  options: [...WHOLE_NUMBER_TYPES, "text"],
};

const isFunction = (value: unknown) => typeof value === "function";

/** the actions an entity's `access` names */
const ACTIONS = { list: true, show: true, create: true, edit: true, delete: true } as const satisfies Record<EntityAction, true>;
/** the keys of a field's `access` */
const FIELD_ACCESS_KEYS = { read: true, create: true, update: true } as const satisfies Record<keyof FieldAccess, true>;
/** the wordings an audit field may ask for */
const AUDIT_FORMATS = { number: true, boolean: true, quantity: true } as const satisfies Record<EntityAuditFormat, true>;

/** The problems of what its audit entries record besides its fields: a label each, a known wording, an audit name. */
function auditProblems(entity: Pick<EntityDefinition, "name"> & Partial<Pick<EntityDefinition, "audit" | "auditFields">>): string[] {
  const fields = Object.entries(entity.auditFields ?? {});
  if (!fields.length) return [];
  const problems = entity.audit ? [] : [`${entity.name}: "auditFields" necesita "audit" (el nombre de la entidad en la auditoría)`];
  for (const [name, field] of fields) {
    if (typeof field?.label !== "string" || !field.label.trim()) problems.push(`${entity.name}: "auditFields.${name}" necesita "label"`);
    if (field?.format !== undefined && !(field.format in AUDIT_FORMATS)) {
      problems.push(`${entity.name}: "auditFields.${name}.format" debe ser ${Object.keys(AUDIT_FORMATS).join(", ")}`);
    }
  }
  return problems;
}

/** the JavaScript type a default of each field type is */
const DEFAULT_KINDS: Partial<Record<EntityFieldType, "number" | "string" | "boolean">> = {
  integer: "number", float: "number", duration: "number", text: "string", boolean: "boolean",
};

/** the keys a type written as a module never takes (its `keys` name those it takes besides every field's) */
const NOT_FOR_MODULES: readonly (keyof EntityField)[] = ["array", ...(Object.keys(ONLY_FOR) as (keyof EntityField)[])];

/** What is wrong with a field's default (the form starts a new record with it): not of its type, not whole, not an option. */
function defaultProblem(field: EntityField): string | null {
  const value = field.default;
  // a type's keys are checked by its `type`'s module (a module chosen by a key checks its own in `problems`)
  const module = fieldTypeOf({ type: field.type });
  if (module && value !== undefined) {
    const parsed = module.parse(value, field);
    return parsed === null || module.validate(parsed, field).length ? `"default" debe ser un valor de tipo ${field.type}` : null;
  }
  const kind = DEFAULT_KINDS[field.type];
  if (value === undefined || !kind) return null;
  if (field.array) return `"default" no aplica a una lista`;
  if (typeof value !== kind) return `"default" debe ser un valor de tipo ${field.type}`;
  if (WHOLE_NUMBER_TYPES.includes(field.type) && !Number.isInteger(value)) return `"default" debe ser un número entero`;
  if (field.options && !optionEntries(field).some(([v]) => v === value)) return `"default" debe ser una de sus opciones`;
  return null;
}

/** The problems of the entity's access rules: an action that is none, a rule that is neither a preset's name nor a function. */
function accessProblems(entity: Pick<EntityDefinition, "name"> & Partial<Pick<EntityDefinition, "access">>): string[] {
  return Object.entries(entity.access ?? {}).flatMap(([action, rule]) => {
    if (!(action in ACTIONS)) return [`${entity.name}: "access.${action}" no es una acción (${Object.keys(ACTIONS).join(", ")})`];
    const known = typeof rule === "function" || (typeof rule === "string" && rule in PRESETS);
    return known ? [] : [`${entity.name}: "access.${action}" debe ser una función o ${Object.keys(PRESETS).join(", ")}`];
  });
}

/** The problems of a field's access rules: a key other than read, create and update, a rule that is not a function. */
function fieldAccessProblems(at: string, rules: unknown): string[] {
  if (typeof rules !== "object" || rules === null) return [`${at}: "access" debe ser { read, create, update }`];
  return Object.entries(rules).flatMap(([key, rule]) => {
    if (!(key in FIELD_ACCESS_KEYS)) return [`${at}: "access.${key}" no es una regla de un campo (read, create, update)`];
    return rule === undefined || isFunction(rule) ? [] : [`${at}: "access.${key}" debe ser una función`];
  });
}

/** The problems of the definition's own keys, its validator, its hooks, its access rules and its audit fields. */
function ownProblems(entity: Pick<EntityDefinition, "name" | "validate" | "hooks"> & Partial<Pick<EntityDefinition, "access" | "audit" | "auditFields">>): string[] {
  const problems: string[] = [];
  // a spelled-out definition may say `readOnly: undefined` (its type allows it; defineEntity drops a real one)
  for (const key of Object.keys(entity)) if (!(key in DEFINITION_KEYS) && key !== "readOnly") problems.push(`${entity.name}: "${key}" no es una opción de una entidad`);
  if (entity.validate !== undefined && !isFunction(entity.validate)) problems.push(`${entity.name}: "validate" debe ser una función`);
  problems.push(...accessProblems(entity));
  for (const [key, hook] of Object.entries(entity.hooks ?? {})) {
    if (!(key in HOOK_NAMES)) problems.push(`${entity.name}: "hooks.${key}" no es un hook (${Object.keys(HOOK_NAMES).join(", ")})`);
    else if (hook !== undefined && !isFunction(hook)) problems.push(`${entity.name}: "hooks.${key}" debe ser una función`);
  }
  return [...problems, ...auditProblems(entity)];
}

/** What a definition (or a tab of one) is checked for. */
type CheckedDefinition = Pick<EntityDefinition, "name" | "fields"> &
  Partial<Pick<EntityDefinition, "validate" | "hooks" | "access" | "audit" | "auditFields" | "moreInputs" | "tableRow" | "tabs">>;

/** A `tablas` row's column order naming what is no field. */
const columnOrderProblems = (entity: CheckedDefinition): string[] =>
  (entity.tableRow?.columnOrder ?? []).filter((name) => !(name in entity.fields))
    .map((name) => `${entity.name}: "tableRow.columnOrder" nombra "${name}", que no es un campo`);

/**
 * The problems of the tabs it names: each is checked as a definition, has a table id and the list its `tablas` row
 * reads, names no tabs of its own, and takes a name neither the entity nor another tab has.
 */
function tabProblems(entity: CheckedDefinition): string[] {
  const names = new Set([entity.name]);
  return (entity.tabs ?? []).flatMap((tab) => {
    const at = `${entity.name}: "tabs.${tab.name}"`;
    const problems = definitionProblems(tab);
    if (!Number.isInteger(tab.tableId)) problems.push(`${at} necesita "tableId" (un número entero)`);
    if (typeof tab.tableRow?.tableref !== "string" || !tab.tableRow.tableref) problems.push(`${at} necesita "tableRow.tableref" (la lista que lee el servidor)`);
    if ("tabs" in tab) problems.push(`${at}: una pestaña no tiene pestañas`);
    if (names.has(tab.name)) problems.push(`${at}: el nombre ya es de la entidad o de otra pestaña`);
    names.add(tab.name);
    return problems;
  });
}

/** Every problem of the definition and its fields, as "<entity>[.<field>]: <what is wrong>". */
export function definitionProblems(entity: CheckedDefinition): string[] {
  const problems: string[] = [...ownProblems(entity), ...columnOrderProblems(entity), ...tabProblems(entity)];
  for (const [input, names] of Object.entries(entity.moreInputs ?? {})) {
    for (const name of names) if (!(name in entity.fields)) problems.push(`${entity.name}: "moreInputs.${input}" nombra "${name}", que no es un campo`);
  }
  for (const [name, field] of Object.entries(entity.fields)) {
    const at = `${entity.name}.${name}`;
    for (const key of Object.keys(field)) {
      if (!(key in FIELD_KEYS)) {
        problems.push(`${at}: "${key}" no es una opción de un campo`);
        continue;
      }
      if (key === "access") {
        problems.push(...fieldAccessProblems(at, field.access));
        continue;
      }
      if (key === "validate" && field.validate !== undefined && !isFunction(field.validate)) {
        problems.push(`${at}: "validate" debe ser una función`);
        continue;
      }
      const module = fieldTypeOf({ type: field.type });
      if (module && NOT_FOR_MODULES.includes(key as keyof EntityField) && field[key as keyof EntityField] !== undefined && !module.keys?.includes(key as keyof EntityField)) {
        problems.push(`${at}: "${key}" no aplica a un campo de tipo ${field.type}`);
        continue;
      }
      const types = module ? undefined : ONLY_FOR[key as keyof EntityField];
      if (types && field[key as keyof EntityField] !== undefined && !types.includes(field.type)) {
        problems.push(`${at}: "${key}" no aplica a un campo de tipo ${field.type} (solo a ${types.join(", ")})`);
        continue;
      }
      const wrongDefault = key === "default" ? defaultProblem(field) : null;
      if (wrongDefault) problems.push(`${at}: ${wrongDefault}`);
    }
    for (const problem of fieldTypeOf(field)?.problems?.(field) ?? []) problems.push(`${at}: ${problem}`);
  }
  return problems;
}

/** Throws one error listing every problem of the definitions, so a wrong definition stops the start. */
export function assertDefinitions(entities: readonly CheckedDefinition[]): void {
  const problems = entities.flatMap(definitionProblems);
  if (problems.length) throw new Error(`Definiciones de entidades inválidas:\n${problems.join("\n")}`);
}
