// The generic data table's column model: from the server (`tablas` fields with the user's settings)
// or from a definition's list fields; a definition field of the same name lends its custom
// cell, options and filter to the server column.
import type { BaseRecord } from "@refinedev/core";
import type { ReactNode } from "react";
import type { ColumnSetting } from "@shared/domain/column-config";
import { toFieldType } from "./format-value";
import type { FieldType, FilterKind, ListColumnOptions, SelectOption } from "./types";

export interface TableColumn<R extends BaseRecord = BaseRecord> extends ColumnSetting {
  type: FieldType;
  width?: number;
  sortable: boolean;
  filter: FilterKind | null;
  options?: SelectOption[];
  voidValue?: string | null;
  /** what the column shows, in its header's tooltip (the server's tooltip) */
  description?: string | null;
  render?: (value: unknown, record: R) => ReactNode;
  format?: (value: unknown, record: R) => string;
}

/**
 * What completes a column of the same name: an entity's field on its pages, or a screen's override of a server
 * column (the trips tables: a cell, a text, options or a filter; the type is then the server column's).
 */
export interface ColumnOverride<R extends BaseRecord = BaseRecord> {
  name: string;
  label?: string;
  type?: FieldType;
  options?: SelectOption[];
  list?: ListColumnOptions<R> | false;
  format?(value: unknown, record: R): string;
}

/** A server column of `tablas(id) { fields(iduser) }`. */
export interface ServerField {
  id: number;
  name?: string | null;
  field: string;
  label: string;
  type?: string | null;
  width?: number | null;
  defaultorder: number;
  orderable?: boolean | null;
  filterable?: boolean | null;
  hidden?: boolean | null;
  voidValue?: string | null;
  tooltip?: string | null;
  idUserField?: number | null;
}

/** The per-column filter control of each type; an image's filter is whether it has one, a file's searches its name. */
const FILTERS: Partial<Record<FieldType, FilterKind>> = {
  TEXT: "text", FILE: "text", LINKS: "text", PHONE: "text", TIME: "text", NUMERIC: "number", BOOLEAN: "boolean", IMAGE: "boolean", DATE: "dateRange", "DATE-TIME": "dateRange",
};

/** The filter control of a type: a select with options (as text without them), none for the others. */
export const filterKindOf = (type: FieldType, options?: SelectOption[]): FilterKind | null =>
  type === "SELECT" ? (options?.length ? "select" : "text") : (FILTERS[type] ?? null);

/** A column from the server's settings and the definition field of the same name (its type, cell, options and filter). */
function columnOf<R extends BaseRecord>(s: ServerField, def: ColumnOverride<R> | undefined): TableColumn<R> {
  const list = def && def.list ? def.list : undefined;
  const type = def?.type ?? toFieldType(s.type);
  const filter = s.filterable === false || list?.filterable === false ? null : (list?.filter ?? filterKindOf(type, def?.options));
  return {
    id: s.id, field: s.field, label: s.label, hidden: Boolean(s.hidden), defaultorder: s.defaultorder, idUserField: s.idUserField ?? null,
    type, width: s.width ?? list?.width, sortable: s.orderable !== false && list?.sortable !== false, filter, options: def?.options,
    voidValue: s.voidValue, description: s.tooltip ?? null, render: list?.render, format: def?.format,
  };
}

/** Definition list fields → columns (ids are positions; nothing is saved for them). */
export function columnsFromDefinition<R extends BaseRecord>(fields: readonly ColumnOverride<R>[]): TableColumn<R>[] {
  return fields
    .filter((f) => f.list !== false && f.list !== undefined)
    .map((f, i) => columnOf({ id: i + 1, field: f.name, label: f.label ?? f.name, defaultorder: i + 1, hidden: Boolean(f.list && f.list.hidden) }, f));
}

/** Server columns → columns, completed by the field or override of the same name. */
export function columnsFromServer<R extends BaseRecord>(
  fields: readonly ServerField[],
  definitionFields: readonly ColumnOverride<R>[] = [],
): TableColumn<R>[] {
  const byName = new Map(definitionFields.map((f) => [f.name, f]));
  return fields.map((s) => columnOf(s, byName.get(s.field)));
}
