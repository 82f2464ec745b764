// The server's parts of the field types written as modules, by type (shared/entities/field-types/index.ts lists them).
import type { EntityField } from "@shared/entities/types";
import { fieldTypeNameOf, type FieldTypeName, type KeyedFieldType } from "@shared/entities/field-types";
import type { ServerFieldType } from "./server-field-type";
import { file } from "./file";
import { image } from "./image";
import { json } from "./json";
import { manyToMany } from "./many-to-many";
import { multiselect } from "./multiselect";
import { time } from "./time";
import { url } from "./url";

const SERVER_FIELD_TYPES: Record<FieldTypeName, ServerFieldType> = { image, url, time, json, multiselect, file, manyToMany };

/** The server's part of a field's type (or of its key), or undefined for a type the engine handles itself. */
export const serverFieldTypeOf = (field: Pick<EntityField, "type"> & Partial<Pick<EntityField, KeyedFieldType>>): ServerFieldType | undefined => {
  const name = fieldTypeNameOf(field);
  return name && SERVER_FIELD_TYPES[name];
};

export type {
  FieldTypeListEntry, FieldTypeOutput, FieldTypeRequest, HeldValues, ImportedRow, ServerFieldType, SqlRunner,
} from "./server-field-type";
