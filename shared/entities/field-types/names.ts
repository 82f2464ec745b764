// The names of the field types written as modules (each its own module in ./, registered in ./index.ts): what a
// definition may give as a field's `type` besides the engine's own types. Kept apart, importing nothing, so the
// definition's types (../types.ts) name them without importing the modules that read definitions.
export const MODULE_FIELD_TYPES = ["url", "time", "json", "multiselect", "file"] as const;

/** The types written as modules. */
export type ModuleFieldType = (typeof MODULE_FIELD_TYPES)[number];
