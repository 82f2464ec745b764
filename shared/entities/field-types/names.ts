// The names of the field types written as modules (each its own module in ./, registered in ./index.ts): what a
// definition may give as a field's `type` besides the engine's own types. Kept apart, importing nothing, so the
// definition's types (../types.ts) name them without importing the modules that read definitions.
export const MODULE_FIELD_TYPES = ["url", "time", "json", "multiselect", "file", "image"] as const;

/** The types written as modules. */
export type ModuleFieldType = (typeof MODULE_FIELD_TYPES)[number];

/**
 * The types written as modules that a field takes by a key of its definition rather than by its `type` (a many-to-many
 * field is an integer field with `manyToMany`): the key names the module, and wins over the field's `type`.
 */
export const KEYED_FIELD_TYPES = ["manyToMany"] as const;

/** The types chosen by a key. */
export type KeyedFieldType = (typeof KEYED_FIELD_TYPES)[number];

/** Every module's name: a type's, or a key's. */
export type FieldTypeName = ModuleFieldType | KeyedFieldType;

/** The module a field's definition chooses: its key's when it has one, else its type's; undefined for the engine's own types. */
export function fieldTypeNameOf(field: { type: string } & { readonly [key in KeyedFieldType]?: unknown }): FieldTypeName | undefined {
  const key = KEYED_FIELD_TYPES.find((k) => field[k] !== undefined);
  if (key) return key;
  return (MODULE_FIELD_TYPES as readonly string[]).includes(field.type) ? (field.type as ModuleFieldType) : undefined;
}
