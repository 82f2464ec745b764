// An entity's `tablas` row (the list's column settings), from its definition: one column per
// listed field, booleans, option fields and durations centred unless the field says otherwise, hidden ones hidden.
import type { ColumnDefinition, ColumnType, TableDefinition } from "../db/seed/tables";
import type { CoreFieldType, EntityDefinition, EntityField } from "@shared/entities/types";
import { serverFieldTypeOf } from "./field-types";
import { fieldTypeOf } from "@shared/entities/field-types";
import { fieldsInColumnOrder } from "@shared/entities/read-only";

const TYPES: Record<CoreFieldType, ColumnType> = {
  text: "TEXT", integer: "NUMERIC", boolean: "BOOLEAN", float: "NUMERIC", duration: "TIME", date: "DATE", datetime: "DATE-TIME", decimal: "NUMERIC", day: "DATE", image: "TEXT", file: "TEXT",
};
const DEFAULT_WIDTH = 150;

/** The column's type: a phone text is PHONE, the rest by the field's type. */
const columnType = (field: EntityField): ColumnType =>
  field.format === "phone" ? "PHONE" : field.manyToMany ? "TEXT" : (serverFieldTypeOf(field)?.tablas.type ?? TYPES[field.type as CoreFieldType]);

export function entityTableDefinition(entity: EntityDefinition): TableDefinition | null {
  if (entity.tableId === undefined) return null;
  const columns: ColumnDefinition[] = [];
  for (const [name, field] of fieldsInColumnOrder(entity)) {
    if (field.list === false) continue;
    const column: ColumnDefinition = { field: name, label: field.label, type: columnType(field), width: field.list?.width ?? DEFAULT_WIDTH };
    if (field.list?.hidden) column.hidden = true;
    const align = field.list?.align ?? serverFieldTypeOf(field)?.tablas.align ?? (field.type === "boolean" || field.type === "duration" || field.options ? "center" : undefined);
    if (align) column.textAling = align;
    if (field.list?.filterable === false || field.filterable === false) column.filterable = false;
    if (field.list?.orderable === false || field.orderable === false || fieldTypeOf(field)?.orderable === false) column.orderable = false;
    if (field.tablas) Object.assign(column, field.tablas);
    columns.push(column);
  }
  return {
    id: entity.tableId,
    name: entity.name,
    title: entity.labels.title,
    descripcion: entity.tableDescription ?? entity.labels.plural,
    alias: entity.name,
    group: entity.tableGroup ?? "Maestras",
    icon: entity.tableIcon ?? entity.menu?.icon ?? "",
    tableref: entity.table,
    columns,
    ...entity.tableRow,
  };
}

export const entityTableDefinitions = (list: readonly EntityDefinition[]): TableDefinition[] =>
  list.flatMap((e) => entityTableDefinition(e) ?? []);
