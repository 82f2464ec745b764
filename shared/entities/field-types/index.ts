// The field types written as modules (./field-type.ts), by the name a definition gives as its field's `type`.
// Adding one: its name in ./names.ts, its module here, its server part in server/entities/field-types/index.ts and its
// browser part in src/resources/engine/field-types/index.ts (the three registries are typed by those names).
import type { EntityField } from "../types";
import type { FieldTypeModule } from "./field-type";
import type { ModuleFieldType } from "./names";
import { file } from "./file";
import { json } from "./json";
import { multiselect } from "./multiselect";
import { time } from "./time";
import { url } from "./url";

export const FIELD_TYPES: Readonly<Record<ModuleFieldType, FieldTypeModule>> = { url, time, json, multiselect, file };

/** The module of a field's type, or undefined for a type the engine handles itself (text, integer…). */
export const fieldTypeOf = (field: Pick<EntityField, "type">): FieldTypeModule | undefined =>
  Object.hasOwn(FIELD_TYPES, field.type) ? (FIELD_TYPES as Record<string, FieldTypeModule>)[field.type] : undefined;

export type { FieldTypeModule, FieldTypeTextLimit } from "./field-type";
export { MODULE_FIELD_TYPES, type ModuleFieldType } from "./names";
