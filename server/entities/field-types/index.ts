// The server's parts of the field types written as modules, by type (shared/entities/field-types/index.ts lists them).
import type { EntityField } from "@shared/entities/types";
import type { ModuleFieldType } from "@shared/entities/field-types";
import type { ServerFieldType } from "./server-field-type";
import { file } from "./file";
import { json } from "./json";
import { multiselect } from "./multiselect";
import { time } from "./time";
import { url } from "./url";

const SERVER_FIELD_TYPES: Record<ModuleFieldType, ServerFieldType> = { url, time, json, multiselect, file };

/** The server's part of a field's type, or undefined for a type the engine handles itself. */
export const serverFieldTypeOf = (field: Pick<EntityField, "type">): ServerFieldType | undefined =>
  Object.hasOwn(SERVER_FIELD_TYPES, field.type) ? (SERVER_FIELD_TYPES as Record<string, ServerFieldType>)[field.type] : undefined;

export type { FieldTypeOutput, ServerFieldType } from "./server-field-type";
