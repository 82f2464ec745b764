// What an entity's column holds when nothing is sent (shared by the derived table and the input rules).
import type { EntityField } from "./types";
import { fieldTypeOf } from "./field-types";

/** The default a create stores when the caller sends nothing: the fixed value, the default, false for a boolean. */
export function storedDefaultOf(field: EntityField): number | boolean | string | undefined {
  return field.fixed ?? field.default ?? (field.type === "boolean" ? false : undefined);
}

/** The column's default in the table: the stored default, or the column's own (`columnDefault`). */
export const columnDefaultOf = (field: EntityField): number | boolean | string | undefined => storedDefaultOf(field) ?? field.columnDefault;

/**
 * Whether the column is NOT NULL: a list (an empty one is []), required, with a default, or filled when none is sent
 * (and not declared nullable).
 */
export const isNotNull = (field: EntityField): boolean =>
  !field.nullable && (Boolean(field.array) || Boolean(fieldTypeOf(field)?.list) || Boolean(field.required) || storedDefaultOf(field) !== undefined || field.fill !== undefined);
