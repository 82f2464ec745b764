// The browser's parts of the field types written as modules, by type (shared/entities/field-types/index.ts lists them).
import type { EntityField } from "@shared/entities/types";
import type { ModuleFieldType } from "@shared/entities/field-types";
import type { BrowserFieldType } from "./browser-field-type";
import { json } from "./json";
import { multiselect } from "./multiselect";
import { time } from "./time";
import { url } from "./url";

const BROWSER_FIELD_TYPES: Record<ModuleFieldType, BrowserFieldType> = { url, time, json, multiselect };

/** The browser's part of a field's type, or undefined for a type the engine handles itself. */
export const browserFieldTypeOf = (field: Pick<EntityField, "type"> | undefined): BrowserFieldType | undefined =>
  field && Object.hasOwn(BROWSER_FIELD_TYPES, field.type) ? (BROWSER_FIELD_TYPES as Record<string, BrowserFieldType>)[field.type] : undefined;

export type { BrowserFieldType, FieldTypeFormItemProps } from "./browser-field-type";
