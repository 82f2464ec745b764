// The server's part of a field type written as a module (shared/entities/field-types/field-type.ts holds its
// values' rules): its column in the derived table, the SQL a record and the list read it with, and its `tablas` column.
import type { PgColumnBuilderBase } from "drizzle-orm/pg-core";
import type { FieldSpec } from "../../graphql/paging";
import type { ColumnType } from "../../db/seed/tables";
import type { EntityField } from "@shared/entities/types";

export interface ServerFieldType {
  /**
   * the column's builder (e.g. `time(name)`); the engine adds the field's default, NOT NULL and a relation's foreign
   * key, but for a list type (its shared module's `list`), whose builder is whole (NOT NULL, default '[]')
   */
  column(name: string, field: EntityField): PgColumnBuilderBase;
  /** the SQL a record reads the value with, given its quoted column (e.g. `to_char("hora", 'HH24:MI')`); default the column */
  read?(column: string): string;
  /**
   * the list's whitelist entry, given its quoted column: the SQL the filters, the orders and the export read, its kind,
   * `items` for a JSON list whose filters test its items, and false where it is no filter or no order
   */
  list(column: string, field: EntityField): Pick<FieldSpec, "sql" | "kind" | "filterable" | "orderable" | "items">;
  /** the stored value from what the list's SQL gives the export, when not the value itself (a JSON value read as its text) */
  exported?(read: unknown): unknown;
  /** the `tablas` column's type and, when not the left, its alignment */
  tablas: { type: ColumnType; align?: "center" | "right" };
}
