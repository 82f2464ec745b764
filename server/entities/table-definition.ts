// An entity's `tablas` row (the list's column settings), from its definition, and those of the browser-only tabs it
// names, the same way: one column per listed field, booleans, option fields and durations centred unless the field
// says otherwise, hidden ones hidden.
import type { ColumnDefinition, ColumnType, TableDefinition } from "../db/seed/tables";
import type { CoreFieldType, EntityDefinition, EntityField, EntityTableRow } from "@shared/entities/types";
import { serverFieldTypeOf } from "./field-types";
import { fieldTypeOf } from "@shared/entities/field-types";
import { fieldsInColumnOrder } from "@shared/entities/read-only";

const TYPES: Record<CoreFieldType, ColumnType> = {
  text: "TEXT", integer: "NUMERIC", boolean: "BOOLEAN", float: "NUMERIC", duration: "TIME", date: "DATE", datetime: "DATE-TIME", decimal: "NUMERIC", day: "DATE",
};
const DEFAULT_WIDTH = 150;

/** The column's type: a phone text is PHONE, the rest by the field's type. */
const columnType = (field: EntityField): ColumnType =>
  field.format === "phone" ? "PHONE" : (serverFieldTypeOf(field)?.tablas.type ?? TYPES[field.type as CoreFieldType]);

/** What a `tablas` row is derived from: an entity's definition, or a tab it names (`tabs`). */
type TableSource = Pick<EntityDefinition, "name" | "labels" | "fields" | "columns" | "tableId" | "tableGroup" | "tableDescription" | "menu"> & {
  table?: string;
  tableIcon?: string;
  tableRow?: EntityTableRow;
};

function tableDefinitionOf(source: TableSource): TableDefinition | null {
  if (source.tableId === undefined) return null;
  const { columnOrder, tableref = source.table, ...row } = source.tableRow ?? {};
  if (tableref === undefined) throw new Error(`${source.name}: its \`tablas\` row needs the list it reads (tableRow.tableref)`);
  const columns: ColumnDefinition[] = [];
  for (const [name, field] of fieldsInColumnOrder({ fields: source.fields, columns: columnOrder ?? source.columns })) {
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
    id: source.tableId,
    name: source.name,
    title: source.labels.title,
    descripcion: source.tableDescription ?? source.labels.plural,
    alias: source.name,
    group: source.tableGroup ?? "Maestras",
    icon: source.tableIcon ?? source.menu?.icon ?? "",
    tableref,
    columns,
    ...row,
  };
}

export const entityTableDefinition = (entity: EntityDefinition): TableDefinition | null => tableDefinitionOf(entity);

export const entityTableDefinitions = (list: readonly EntityDefinition[]): TableDefinition[] =>
  list.flatMap((e) => entityTableDefinition(e) ?? []);

/** The rows of the tabs the entities name (`tabs`), each entity's in its order. */
export const entityTabTableDefinitions = (list: readonly EntityDefinition[]): TableDefinition[] =>
  list.flatMap((e) => (e.tabs ?? []).map((tab) => tableDefinitionOf(tab)!));
