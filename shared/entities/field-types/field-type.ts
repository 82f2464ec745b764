// A field type as one module: what the server and the browser both need of its values, without React and without
// drizzle. Its server part (the column, the SQL the list reads) is server/entities/field-types/<type>.ts and its
// browser part (the form's input, the table's cell, the view, the filter) src/resources/engine/field-types/<type>.tsx;
// each side's registry is keyed by the same names (FIELD_TYPES in ./index.ts), so the compiler asks for all three.
import type { CellReading, ImportCell } from "../../domain/import-rows";
import type { FieldRules } from "../../domain/validators";
import type { EntityField } from "../types";

/** The longest text of a value: `closed` when the type's own rule bounds it (no length CHECK), `items` for each item of a list. */
export interface FieldTypeTextLimit {
  max: number;
  closed?: true;
  items?: true;
}

/**
 * The shared part of a field type. Every function is given the field's definition (its options, its `max`).
 * "Input value": what the contract (GraphQL, REST, the form's input, an import's row) carries; "stored value": what the
 * record reads back. The rules every field has (`required`, the definition's `validate`, hooks) are the engine's.
 */
export interface FieldTypeModule {
  /** the contract's description of a field of this type whose definition gives none (e.g. where a value comes from) */
  readonly description?: string | ((field: EntityField) => string);
  /** the contract's type of a value, e.g. "String", "JSON", "[String!]" (non-null added by the engine when stored so) */
  readonly graphql: string;
  /** the OpenAPI (JSON Schema 2020-12) schema of a value: its type, format, enum, pattern, maxLength */
  openApi(field: EntityField): Record<string, unknown>;
  /** a list: its column is NOT NULL and none is stored as [] */
  readonly list?: true;
  /** false: the list is never ordered by it (the server's whitelist, the `tablas` column, the table's header) */
  readonly orderable?: false;
  /** the definition's keys this type takes besides those every field takes (e.g. "options", "max") */
  readonly keys?: readonly (keyof EntityField)[];
  /**
   * the input rules of its values in place of those the engine gives its `type` (besides `required`); default the
   * engine's (e.g. a text's length, which `textLimit` sets)
   */
  rules?(field: EntityField): FieldRules;
  /** the record's fields read beside a value of the field `name` (e.g. its labels), hidden with it; default none */
  beside?(name: string): string[];
  /**
   * the table of its own that holds a field's value instead of a column of the entity's `table` (rows naming another
   * table's, which refuse deleting a row still named): its name, the column naming the other table's row, and that
   * table; default none
   */
  heldIn?(table: string, name: string, field: EntityField): { table: string; column: string; references: string };
  /** what is wrong with a field of this type in a definition (e.g. a multi-select without options) */
  problems?(field: EntityField): string[];
  /** the longest text of a value (the input guard's limit and the column's length CHECK unless `closed`) */
  textLimit?(field: EntityField): FieldTypeTextLimit | undefined;
  /** an input value as stored: trimmed, put in order; none (null, undefined, a blank text) is null, or [] for a list */
  parse(value: unknown, field: EntityField): unknown;
  /** a parsed, non-empty value's refusals in Spanish ([] when valid) */
  validate(value: unknown, field: EntityField): string[];
  /** a stored, non-empty value as the list, the view and the audit log word it */
  format(value: unknown, field: EntityField): string;
  /**
   * the audit log's words for a whole change of a value, in place of 'before → after' (e.g. an image's 'imagen
   * cambiada', which never shows its keys); default none
   */
  auditChange?(change: { antes: unknown; despues: unknown }): string;
  /** a stored, non-empty value as the export's cell, which `readCell` reads back to the same value */
  exportCell(value: unknown, field: EntityField): string | number;
  /**
   * an import's non-empty cell as the input value, or its refusal; a type without it is never imported (its column is
   * no target of an import: an imported row keeps the value it has, a new one has none)
   */
  readCell?(cell: ImportCell, field: EntityField): CellReading;
  /** whether a stored value and the value an import would write are the same (both parsed) */
  same(stored: unknown, written: unknown, field: EntityField): boolean;
}
