// The field types written as modules (./field-type.ts), by the name a definition gives as its field's `type`.
// Adding one: its module here, its server part in server/entities/field-types/index.ts and its browser part in
// src/resources/engine/field-types/index.ts (both registries are typed by this one's keys).
import type { EntityField } from "../types";
import type { FieldTypeModule } from "./field-type";
import { json } from "./json";
import { multiselect } from "./multiselect";
import { time } from "./time";
import { url } from "./url";

export const FIELD_TYPES = { url, time, json, multiselect } as const satisfies Record<string, FieldTypeModule>;

/** The types written as modules. */
export type ModuleFieldType = keyof typeof FIELD_TYPES;

/** The module of a field's type, or undefined for a type the engine handles itself (text, integer…). */
export const fieldTypeOf = (field: Pick<EntityField, "type">): FieldTypeModule | undefined =>
  Object.hasOwn(FIELD_TYPES, field.type) ? (FIELD_TYPES as Record<string, FieldTypeModule>)[field.type] : undefined;

export type { FieldTypeModule, FieldTypeTextLimit } from "./field-type";
