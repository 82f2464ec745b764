// The field types written as modules (./field-type.ts), by the name a definition gives as its field's `type`, or by
// the key that chooses one whatever the type (`manyToMany`).
// Adding one: its name in ./names.ts, its module here, its server part in server/entities/field-types/index.ts and its
// browser part in src/resources/engine/field-types/index.ts (the three registries are typed by those names).
import type { EntityField } from "../types";
import type { FieldTypeModule } from "./field-type";
import { fieldTypeNameOf, type FieldTypeName, type KeyedFieldType } from "./names";
import { file } from "./file";
import { image } from "./image";
import { json } from "./json";
import { manyToMany } from "./many-to-many";
import { multiselect } from "./multiselect";
import { time } from "./time";
import { url } from "./url";

export const FIELD_TYPES: Readonly<Record<FieldTypeName, FieldTypeModule>> = { image, url, time, json, multiselect, file, manyToMany };

/** The module of a field's type (or of its key, e.g. `manyToMany`), or undefined for a type the engine handles itself (text, integer…). */
export const fieldTypeOf = (field: Pick<EntityField, "type"> & Partial<Pick<EntityField, KeyedFieldType>>): FieldTypeModule | undefined => {
  const name = fieldTypeNameOf(field);
  return name && FIELD_TYPES[name];
};

export type { FieldTypeModule, FieldTypeTextLimit } from "./field-type";
export {
  fieldTypeNameOf, KEYED_FIELD_TYPES, MODULE_FIELD_TYPES, type FieldTypeName, type KeyedFieldType, type ModuleFieldType,
} from "./names";
