// A definition's mistakes, found before anything is derived from it: a key no field has (a typo, or an option
// another framework offers) and an option the field's type does nothing with (a least value on a float, a
// longest length on a number). Left alone, either would be ignored without a word; each problem names its entity
// and field.
import { COMPARED_TYPES, WHOLE_NUMBER_TYPES } from "./rules";
import type { EntityDefinition, EntityField, EntityFieldType } from "./types";

/** every key a field may have (the compiler keeps this list and EntityField the same) */
const FIELD_KEYS = {
  label: true, type: true, required: true, max: true, precision: true, scale: true, multiline: true, min: true, greaterThan: true,
  relation: true, join: true, fill: true, parts: true, default: true, options: true, fixed: true, list: true, form: true, view: true,
  array: true, computed: true, filterable: true, orderable: true, description: true, nullable: true, tablas: true, exportFormat: true,
  input: true, format: true, lowercase: true,
} as const satisfies Record<keyof EntityField, true>;

/** the types an option works on (as the input rules apply it); an option not named here works on every type */
const ONLY_FOR: Partial<Record<keyof EntityField, readonly EntityFieldType[]>> = {
  max: ["text"], multiline: ["text"], format: ["text"], lowercase: ["text"],
  min: WHOLE_NUMBER_TYPES,
  greaterThan: COMPARED_TYPES,
  precision: ["decimal"], scale: ["decimal"],
  parts: ["duration"],
  relation: ["integer"],
  options: [...WHOLE_NUMBER_TYPES, "text"],
};

/** Every problem of the definition's fields, as "<entity>.<field>: <what is wrong>". */
export function definitionProblems(entity: Pick<EntityDefinition, "name" | "fields">): string[] {
  const problems: string[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    const at = `${entity.name}.${name}`;
    for (const key of Object.keys(field)) {
      if (!(key in FIELD_KEYS)) {
        problems.push(`${at}: "${key}" no es una opción de un campo`);
        continue;
      }
      const types = ONLY_FOR[key as keyof EntityField];
      if (types && field[key as keyof EntityField] !== undefined && !types.includes(field.type)) {
        problems.push(`${at}: "${key}" no aplica a un campo de tipo ${field.type} (solo a ${types.join(", ")})`);
      }
    }
  }
  return problems;
}

/** Throws one error listing every problem of the definitions, so a wrong definition stops the start. */
export function assertDefinitions(entities: readonly Pick<EntityDefinition, "name" | "fields">[]): void {
  const problems = entities.flatMap(definitionProblems);
  if (problems.length) throw new Error(`Definiciones de entidades inválidas:\n${problems.join("\n")}`);
}
