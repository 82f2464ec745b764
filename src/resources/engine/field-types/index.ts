// The browser's parts of the field types written as modules, by type (shared/entities/field-types/index.ts lists them).
import type { EntityField, PagesEntity } from "@shared/entities/types";
import type { ModuleFieldType } from "@shared/entities/field-types";
import type { BrowserFieldType, EntityResource } from "./browser-field-type";
import { file } from "./file";
import { json } from "./json";
import { multiselect } from "./multiselect";
import { time } from "./time";
import { url } from "./url";

const BROWSER_FIELD_TYPES: Record<ModuleFieldType, BrowserFieldType> = { url, time, json, multiselect, file };

/** The browser's part of a field's type, or undefined for a type the engine handles itself. */
export const browserFieldTypeOf = (field: Pick<EntityField, "type"> | undefined): BrowserFieldType | undefined =>
  field && Object.hasOwn(BROWSER_FIELD_TYPES, field.type) ? (BROWSER_FIELD_TYPES as Record<string, BrowserFieldType>)[field.type] : undefined;

/** The entity's pages as each module's type adjusts them for its fields (in the registry's order). */
export function withFieldTypes(entity: PagesEntity, resource: EntityResource): EntityResource {
  return Object.entries(BROWSER_FIELD_TYPES).reduce((adjusted, [type, module]) => {
    const fields = Object.entries(entity.fields).filter(([, f]) => f.type === type);
    return module.resource && fields.length ? module.resource(fields, adjusted) : adjusted;
  }, resource);
}

export type { BrowserFieldType, EntityResource, FieldTypeFormItemProps } from "./browser-field-type";
