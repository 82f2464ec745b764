// An entity's list whitelist (the paged contract's filters and orders) and the columns its reads return. With
// joined labels the list reads a relation: the table with each relation's label LEFT JOINed under its `join`
// field's name (e.g. origen, destino), so the list, the record and the export filter and order by them.
import type { FieldSpec, ListSpec } from "../graphql/paging";
import { joinedFields, type CoreFieldType, type EntityDefinition, type EntityField } from "@shared/entities/types";
import { scopedRelation } from "./scope";
import { TIME_ZONE } from "@shared/config";
import { TEXT_LIST_SEPARATOR } from "@shared/domain/text-list";
import type { EntityRelation } from "./entity-relation";
import { relationOf } from "./relations";
import { serverFieldTypeOf } from "./field-types";
import { fieldTypeOf } from "@shared/entities/field-types";

const KINDS = {
  text: "text", integer: "number", boolean: "boolean", float: "number", duration: "number", date: "date", datetime: "date", decimal: "number", day: "date",
} as const satisfies Record<CoreFieldType, string>;

/** What the list's relation reads for the row `t` of the fields held in tables of their own (e.g. a many-to-many field's ids and labels). */
const heldColumns = (entity: EntityDefinition): string[] =>
  Object.entries(entity.fields).flatMap(([name, f]) => serverFieldTypeOf(f)?.held?.selected(entity.table, name, f) ?? []);

/** The relation the list reads without its folder's relation: the table, or the table with its joined labels and linked rows. */
function derivedRelation(entity: EntityDefinition): string {
  const joins = joinedFields(entity);
  const linked = heldColumns(entity);
  if (!joins.length && !linked.length) return `"${entity.table}"`;
  const labels = [...joins.map((j, i) => `j${i}."${j.relation.labelColumn}" AS "${j.name}"`), ...linked];
  // eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
  const tables = joins.map((j, i) => `LEFT JOIN "${j.relation.table}" j${i} ON j${i}."id" = t."${j.from}"`);
  // eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
  return `(SELECT t.*, ${labels.join(", ")} FROM "${entity.table}" t ${tables.join(" ")}) AS "${entity.table}lista"`;
}

/** `relation`: the relation it reads (by default its folder's, entities/<name>/server/relation.ts). */
export function entityList(entity: EntityDefinition, relation: EntityRelation = relationOf(entity)): ListSpec {
  return {
    from: relation.from ?? scopedRelation(entity, derivedRelation(entity)),
    fields: {
      id: { sql: `"id"`, kind: "number" },
      ...Object.fromEntries(Object.entries(entity.fields).map(([name, f]) => [name, fieldSpec(name, f)])),
      // what a field held in a table of its own reads beside it (e.g. a many-to-many field's labels)
      ...Object.fromEntries(Object.entries(entity.fields).flatMap(([name, f]) =>
        Object.entries(serverFieldTypeOf(f)?.held?.besideEntries(name) ?? {}).map(([beside, entry]) => [beside, { ...entry, ...listLimits(f) }]))),
    },
    companyColumn: `"idempresa"`,
    defaultOrder: `"id" ASC`,
  };
}

/**
 * The SQL a filter, an order and the export read of a field: its column; for a list its items joined by ', ' as the
 * table shows them (null when empty), so "contains" finds an item whatever its case and the export writes the cell
 * the import reads back; for a calendar day the instant of its noon in Bogotá, so the screens' date ranges (whole Bogotá days as instants) hold it and the export writes that day.
 */
const fieldSql = (name: string, f: EntityField): string => {
  // a computed list is its relation's SQL array
  if (f.array && f.computed) return `nullif(array_to_string("${name}", '${TEXT_LIST_SEPARATOR}'), '')`;
  // eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
  if (f.array) return `(SELECT string_agg(i.v, '${TEXT_LIST_SEPARATOR}' ORDER BY i.n) FROM jsonb_array_elements_text("${name}") WITH ORDINALITY AS i(v, n))`;
  if (f.type === "day") return `(("${name}"::timestamp + interval '12 hours') AT TIME ZONE '${TIME_ZONE}')`;
  return `"${name}"`;
};

/** A field's whitelist entry: a type written as a module says its own (the definition may still refuse a filter or an order). */
function fieldSpec(name: string, f: EntityField): FieldSpec {
  const module = serverFieldTypeOf(f);
  if (module) return { ...module.list(`"${name}"`, f, name), ...(fieldTypeOf(f)?.orderable === false ? { orderable: false } : {}), ...listLimits(f) };
  return { sql: fieldSql(name, f), kind: f.array ? "text" : KINDS[f.type as CoreFieldType], ...listLimits(f) };
}

/** A field that is not a filter or not an order says so. */
const listLimits = (f: EntityField): { filterable?: false; orderable?: false } => ({
  ...(f.filterable === false ? { filterable: false } : {}),
  ...(f.orderable === false ? { orderable: false } : {}),
});

/**
 * The SQL columns of a record: id and every field (and the company, when the contract has it). A decimal is read as
 * its text, with its scale's decimals ('1234.50'): the driver would read a numeric as a binary float; a calendar
 * day as 'YYYY-MM-DD' (the driver would make it a Date at some time zone's midnight).
 */
export const entityColumns = (entity: EntityDefinition): string =>
  [
    `"id"`,
    ...Object.entries(entity.fields).map(([name, f]) => {
      const read = serverFieldTypeOf(f)?.read;
      if (read) return `${read(`"${name}"`)} AS "${name}"`;
      return (f.type === "decimal" || f.type === "day") && !f.array ? `"${name}"::text AS "${name}"` : `"${name}"`;
    }),
    // what a type reads beside a value (e.g. a many-to-many field's labels)
    ...Object.entries(entity.fields).flatMap(([name, f]) => (fieldTypeOf(f)?.beside?.(name) ?? []).map((beside) => `"${beside}"`)),
    ...(entity.companyInContract ? [`"idempresa"`] : []),
  ].join(", ");
