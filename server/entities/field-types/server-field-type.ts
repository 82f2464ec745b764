// The server's part of a field type written as a module (shared/entities/field-types/field-type.ts holds its
// values' rules): its column in the derived table, the SQL a record and the list read it with, and its `tablas` column.
// It names the list's whitelist entry and the `tablas` column type by their shapes (the paged contract's FieldSpec,
// the seed's ColumnType), which the engine's callers check: importing them would close a circle through the schema.
import type { PgColumnBuilderBase } from "drizzle-orm/pg-core";
import type { EntityField } from "@shared/entities/types";

/** The part of the list's whitelist entry (server/graphql/paging.ts, FieldSpec) a type gives. */
export interface FieldTypeListEntry {
  /** the SQL the filters, the orders and the export read */
  sql: string;
  kind: "text" | "number" | "boolean" | "date";
  filterable?: false;
  orderable?: false;
  /** a JSON list of texts whose filters test its items */
  items?: true;
}

/** A field of the record's object type beside a value of the type (e.g. its signed URL), read from the record. */
export interface FieldTypeOutput {
  name: string;
  /** its type in the contract */
  type: string;
  description: string;
  resolve(record: Readonly<Record<string, unknown>>): unknown;
}

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
  list(column: string, field: EntityField): FieldTypeListEntry;
  /** the stored value from what the list's SQL gives the export, when not the value itself (a JSON value read as its text) */
  exported?(read: unknown): unknown;
  /** the object type's fields beside the value, given the field's name (e.g. `<name>Url`); default none */
  outputs?(name: string, field: EntityField): FieldTypeOutput[];
  /**
   * why a user of `company` may not store a value that passed the shared rules, checked against what lies outside the
   * record (e.g. the upload behind a key), or null; default none. A create or an update runs it before writing.
   */
  writeError?(value: unknown, company: number, field: EntityField): Promise<string | null>;
  /** the `tablas` column's type and, when not the left, its alignment */
  tablas: { type: "TEXT" | "DATE" | "DATE-TIME" | "TIME" | "BOOLEAN" | "NUMERIC" | "PHONE"; align?: "center" | "right" };
}
