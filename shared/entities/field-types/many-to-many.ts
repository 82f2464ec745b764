// A many-to-many field, chosen by its `manyToMany` key on an integer field (shared/entities/many-to-many.ts keeps its
// names and its join table's): the list of the named rows' ids, without repeats, none being the empty list. It has no
// column: the server keeps it in a join table and reads it with the named rows' labels beside it
// (`<field>Etiquetas`), which the export writes joined by ', ' and an import reads back as the rows they name.
import { idListError, idListValue } from "../../domain/id-list";
import { textOfDate } from "../../domain/import-rows";
import { splitTextList } from "../../domain/text-list";
import { JOIN_COLUMNS, joinTableName, LINK_LABEL_SEPARATOR, linkLabelsField } from "../many-to-many";
import type { EntityField } from "../types";
import type { FieldTypeModule } from "./field-type";

/** the options of a single value, none of which applies to a list of linked rows */
const SINGLE_VALUE_KEYS = ["relation", "options", "array", "default", "columnDefault", "fixed", "fill", "min", "greaterThan", "join", "computed"] as const;

/** Whether two lists of ids name the same rows, whatever their order. */
export function sameIds(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return false;
  const left = new Set(a.map(Number));
  const right = new Set(b.map(Number));
  return left.size === right.size && [...left].every((id) => right.has(id));
}

export const manyToMany: FieldTypeModule = {
  description: (field: EntityField) => `the ids of the ${field.manyToMany?.table} rows it names (of the caller's company), without repeats`,
  graphql: "[Int!]",
  openApi: () => ({ type: "array", items: { type: "integer", format: "int32" } }),
  list: true,
  beside: (name) => [linkLabelsField(name)],
  heldIn: (table, name, field) => ({ table: joinTableName(table, name), column: JOIN_COLUMNS.linked, references: field.manyToMany!.table }),
  // its ids' rule replaces every rule of an integer
  rules: () => ({ ids: true }),
  problems(field) {
    const single = SINGLE_VALUE_KEYS.filter((key) => field[key] !== undefined);
    return single.length ? [`${single.map((k) => `"${k}"`).join(", ")} no aplica a un campo "manyToMany"`] : [];
  },
  parse: (value) => idListValue(value),
  validate(value) {
    const error = idListError(value);
    return error ? [error] : [];
  },
  // a stored value is worded by its labels, which the list reads beside it (the audit log keeps them as text)
  format: (value) => (Array.isArray(value) ? value.join(LINK_LABEL_SEPARATOR) : String(value)),
  // the export reads the labels' text (the server's list entry)
  exportCell: (value) => String(value),
  // the labels, which the server looks up among the named table's rows
  readCell: (cell) => ({ value: splitTextList(cell instanceof Date ? String(textOfDate(cell)) : String(cell)) }),
  same: sameIds,
};
