// The server's part of a field type written as a module (shared/entities/field-types/field-type.ts holds its
// values' rules): its column in the derived table, the SQL a record and the list read it with, and its `tablas` column.
// It names the list's whitelist entry and the `tablas` column type by their shapes (the paged contract's FieldSpec,
// the seed's ColumnType), which the engine's callers check: importing them would close a circle through the schema.
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn, PgColumnBuilderBase, PgTable } from "drizzle-orm/pg-core";
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
  /** an int4[] of ids, filtered by an id it holds, or by a text of the labels this SQL gives */
  ids?: { labels: string };
}

/** What runs a statement: a write's transaction, or the database's connection (by shape). */
export interface SqlRunner {
  execute(query: SQL): Promise<unknown>;
}

/** What a type's check on write and its import's reading are given of the request (the server's Context, by shape). */
export interface FieldTypeRequest {
  db: SqlRunner;
  database: { run<T = Record<string, unknown>>(statement: SQL): Promise<T[]> };
  /** the app's entities (their tables hold a company's rows) */
  entities: readonly { table: string }[];
  session: { idempresa: number };
}

/** A table with an integer `id`, which a table of a type's own names. */
export type TableWithId = { id: AnyPgColumn };

/** What a type that holds its values in a table of its own (its shared module's `heldIn`) does with them. */
export interface HeldValues {
  /** the table of that name, given the entity's table and the one it names (each read when drizzle needs it) */
  table(name: string, owner: () => TableWithId, referenced: () => TableWithId): PgTable;
  /** the SQL expressions the list's relation reads for its row `t` (the value, and what is read beside it), each `AS` its name */
  selected(table: string, name: string, field: EntityField): string[];
  /** the list's entries of what is read beside the value (e.g. its labels as a text), by name */
  besideEntries(name: string): Record<string, FieldTypeListEntry>;
  /** the export's entry of the value when not the list's (e.g. its labels' text) */
  exported?(name: string): FieldTypeListEntry;
  /** the audit's words of a parsed value (null for none) */
  words(tx: SqlRunner, value: unknown, field: EntityField): Promise<string | null>;
  /** the audit's words of what the record `id` holds now, given the entity's table */
  wordsOf(tx: SqlRunner, table: string, name: string, field: EntityField, id: number): Promise<string | null>;
  /** replaces what the record `id` holds by the parsed value, in the write's transaction */
  write(tx: SqlRunner, table: string, name: string, id: number, value: unknown): Promise<void>;
  /**
   * an import's read values (what the shared module's `readCell` gave) replaced by the values they name, asking the
   * database once for the whole file; a row whose cell names none gets its refusal and loses the value
   */
  resolve(ctx: FieldTypeRequest, name: string, field: EntityField, rows: ImportedRow[], column: string): Promise<void>;
}

/** An import's row as the import resolves its cells. */
export interface ImportedRow {
  input: Record<string, unknown>;
  errors: { column: string; message: string }[];
  unread: Set<string>;
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
   * key, but for a list type (its shared module's `list`), whose builder is whole (NOT NULL, default '[]'); none for a
   * type held in a table of its own (`held`)
   */
  column?(name: string, field: EntityField): PgColumnBuilderBase;
  /** the SQL a record reads the value with, given its quoted column (e.g. `to_char("hora", 'HH24:MI')`); default the column */
  read?(column: string): string;
  /**
   * the list's whitelist entry, given its quoted column: the SQL the filters, the orders and the export read, its kind,
   * `items` for a JSON list whose filters test its items, and false where it is no filter or no order
   */
  list(column: string, field: EntityField, name: string): FieldTypeListEntry;
  /** the stored value from what the list's SQL gives the export, when not the value itself (a JSON value read as its text) */
  exported?(read: unknown): unknown;
  /** the object type's fields beside the value, given the field's name (e.g. `<name>Url`); default none */
  outputs?(name: string, field: EntityField): FieldTypeOutput[];
  /**
   * why a user of `company` may not store a value that passed the shared rules, checked against what lies outside the
   * record (e.g. the upload behind a key), or null; default none. A create or an update runs it before writing.
   */
  writeError?(value: unknown, company: number, field: EntityField, ctx: FieldTypeRequest): Promise<string | null>;
  /** how a type with no column (its shared module's `heldIn`) keeps, reads, audits and imports its values */
  held?: HeldValues;
  /** the `tablas` column's type and, when not the left, its alignment */
  tablas: { type: "TEXT" | "DATE" | "DATE-TIME" | "TIME" | "BOOLEAN" | "NUMERIC" | "PHONE"; align?: "center" | "right" };
}
