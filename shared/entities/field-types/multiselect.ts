// Several of a field's options at once: the chosen values (texts, in the options' order, each once) in a jsonb list
// that is never null (none chosen is []). The list, the view, the export and the audit log join their labels with
// ', '; the import reads such a cell back, each item by its label or its value; the filter holds the rows whose list
// has the option picked.
import type { ImportCell } from "../../domain/import-rows";
import { normalizeHeader } from "../../domain/import-rows";
import { TEXT_LIST_SEPARATOR } from "../../domain/text-list";
import { optionEntries, type EntityField } from "../types";
import type { FieldTypeModule } from "./field-type";
import { MULTISELECT_TEXTS } from "../../i18n/field-types";

/** The field's options as texts: [value, label], in order. */
const choices = (field: EntityField): [string, string][] => optionEntries(field).map(([v, label]) => [String(v), label]);

/** The chosen values in the options' order, each once; what is no option stays (at the end) for the rules to refuse. */
function inOrder(items: readonly unknown[], field: EntityField): unknown[] {
  const known = choices(field).map(([v]) => v);
  const chosen = known.filter((v) => items.includes(v));
  const other = items.filter((item, i) => !(typeof item === "string" && known.includes(item)) && items.indexOf(item) === i);
  return [...chosen, ...other];
}

/** The values a cell names, by label or value (case and accents aside), or the first item that is neither. */
function cellValues(cell: string, field: EntityField): { values: string[] } | { unknown: string } {
  const values: string[] = [];
  for (const item of cell.split(",").map((i) => i.trim()).filter((i) => i !== "")) {
    const found = choices(field).find(([value, label]) => value === item || normalizeHeader(label) === normalizeHeader(item));
    if (!found) return { unknown: item };
    values.push(found[0]);
  }
  return { values };
}

const labelsOf = (value: unknown, field: EntityField): string[] =>
  (Array.isArray(value) ? value : []).map((v) => choices(field).find(([option]) => option === String(v))?.[1] ?? String(v));

export const multiselect: FieldTypeModule = {
  graphql: "[String!]",
  openApi: (field) => ({ type: "array", items: { type: "string", enum: choices(field).map(([v]) => v) }, uniqueItems: true }),
  list: true,
  keys: ["options"],
  problems(field) {
    if (!field.options || !choices(field).length) return [MULTISELECT_TEXTS.noOptions];
    return choices(field).some(([v, label]) => v.includes(",") || label.includes(",")) ? [MULTISELECT_TEXTS.comma] : [];
  },
  textLimit: (field) => ({ max: Math.max(1, ...choices(field).map(([v]) => v.length)), closed: true, items: true }),
  parse(value, field) {
    if (value === undefined || value === null || value === "") return [];
    return Array.isArray(value) ? inOrder(value, field) : value;
  },
  validate(value, field) {
    if (!Array.isArray(value)) return [MULTISELECT_TEXTS.notAList];
    const known = choices(field).map(([v]) => v);
    return value.every((item) => typeof item === "string" && known.includes(item)) ? [] : [MULTISELECT_TEXTS.notAnOption(choices(field))];
  },
  format: (value, field) => labelsOf(value, field).join(TEXT_LIST_SEPARATOR),
  exportCell: (value, field) => labelsOf(value, field).join(TEXT_LIST_SEPARATOR),
  readCell(cell: ImportCell, field) {
    if (typeof cell !== "string" && typeof cell !== "number") return { error: MULTISELECT_TEXTS.notAnOption(choices(field)) };
    const read = cellValues(String(cell), field);
    return "values" in read ? { value: inOrder(read.values, field) } : { error: MULTISELECT_TEXTS.notAnOption(choices(field)) };
  },
  same: (stored, written) => JSON.stringify(stored ?? []) === JSON.stringify(written ?? []),
};
