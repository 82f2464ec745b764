// The browser's parts of the field types written as modules, by type (shared/entities/field-types/index.ts lists them).
import type { EntityField, PagesEntity } from "@shared/entities/types";
import { fieldTypeNameOf, type FieldTypeName, type KeyedFieldType } from "@shared/entities/field-types";
import type { BrowserFieldType, EntityResource } from "./browser-field-type";
import { file } from "./file";
import { image } from "./image";
import { json } from "./json";
import { manyToMany } from "./many-to-many";
import { multiselect } from "./multiselect";
import { time } from "./time";
import { url } from "./url";

const BROWSER_FIELD_TYPES: Record<FieldTypeName, BrowserFieldType> = { image, url, time, json, multiselect, file, manyToMany };

/** The browser's part of a field's type (or of its key), or undefined for a type the engine handles itself. */
export const browserFieldTypeOf = (field: (Pick<EntityField, "type"> & Partial<Pick<EntityField, KeyedFieldType>>) | undefined): BrowserFieldType | undefined => {
  const name = field && fieldTypeNameOf(field);
  return name && BROWSER_FIELD_TYPES[name];
};

/** The entity's pages as each module's type adjusts them for its fields (in the registry's order). */
export function withFieldTypes(entity: PagesEntity, resource: EntityResource): EntityResource {
  return Object.entries(BROWSER_FIELD_TYPES).reduce((adjusted, [type, module]) => {
    const fields = Object.entries(entity.fields).filter(([, f]) => fieldTypeNameOf(f) === type);
    return module.resource && fields.length ? module.resource(fields, adjusted) : adjusted;
  }, resource);
}

export type { BrowserFieldType, EntityResource, FieldTypeFormItemProps } from "./browser-field-type";
