// An entity's drizzle table, derived from its definition: "id" serial, "idempresa" (the company, a
// foreign key to empresas, indexed as <table>_empresa_idx) and one column per stored field (a joined label is
// not stored). A field is NOT NULL when it is required, a boolean, filled when none is sent or has a default (a
// fixed value is its default too); a relation field is a foreign key to its table's "id"; a float is double
// precision, a duration whole seconds, a date or date-time a timestamptz, a decimal numeric(precision, scale), a
// calendar day a date, an array a JSON array; the `unique` index is declared with its name; a text with a limit
// gets its length CHECK through shared/domain/field-limits.ts, a text with options a CHECK that it holds one of them.
// server/db/schema/entities.generated.ts exports each entity's table for drizzle-kit (`npm run db:generate` writes
// it), and this memo gives every caller the same table object.
import { getTableName, is, sql } from "drizzle-orm";
import {
  boolean, check, date as calendarDate, doublePrecision, index, integer, jsonb, numeric, PgTable, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
  type AnyPgColumn, type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from "drizzle-orm/pg-core";
import * as catalog from "../db/schema/catalog";
import { empresas } from "../db/schema/catalog";
import { lengthChecks } from "../db/schema/length-checks";
import { decimalOf, optionEntries, storedFields, type CoreFieldType, type EntityDefinition, type EntityField } from "@shared/entities/types";
import { columnDefaultOf, isNotNull } from "@shared/entities/stored";
import { fieldTypeOf } from "@shared/entities/field-types";
import { serverFieldTypeOf } from "./field-types";
import { JOIN_COLUMNS, joinTableName, manyToManyFields } from "@shared/entities/many-to-many";

type IdTable = { id: AnyPgColumn };

/** The tables a relation names that are neither the catalog's nor an entity's built here: their key alone. */
const keysOnly = new Map<string, IdTable>();

/**
 * The table a relation names: a catalog table, another entity's (built here), or else its key alone — all a foreign
 * key needs, so an entity's table never depends on which list of entities it is served with.
 */
function referencedTable(name: string): IdTable {
  const fromCatalog = Object.values(catalog).find((t) => is(t, PgTable) && getTableName(t) === name);
  if (fromCatalog) return fromCatalog as unknown as IdTable;
  const entity = tables.get(name);
  if (entity) return entity;
  let key = keysOnly.get(name);
  if (!key) keysOnly.set(name, (key = pgTable(name, { id: serial("id").primaryKey() }) as unknown as IdTable));
  return key;
}

/** An instant: a timestamptz. */
const instant = (name: string) => timestamp(name, { withTimezone: true });
/** The column builder of each field type (a duration is whole seconds). */
const COLUMNS = {
  text, boolean, float: doublePrecision, integer, duration: integer, date: instant, datetime: instant, decimal: numeric,
  day: (name: string) => calendarDate(name, { mode: "string" }),
  // an uploaded image's key 'companyId/name.ext' (its length CHECK comes from the limits table)
  image: text,
} as const satisfies Record<CoreFieldType, unknown>;

function column(name: string, field: EntityField): PgColumnBuilderBase {
  if (field.array) return jsonb(name).notNull().default([]);
  // a type written as a module builds its column; a list's is whole (NOT NULL, '[]')
  const module = serverFieldTypeOf(field);
  if (module && fieldTypeOf(field)?.list) return module.column(name, field);
  const stored = columnDefaultOf(field);
  // a decimal's builder takes its precision and scale
  const builder = module ? (n: string) => module.column(n, field) : field.type === "decimal" ? (n: string) => numeric(n, decimalOf(field)) : COLUMNS[field.type as CoreFieldType];
  let built = (builder as typeof integer)(name);
  if (stored !== undefined) built = built.default(stored as never);
  if (isNotNull(field)) built = built.notNull() as never;
  const relation = field.relation;
  if (relation) built = built.references(() => referencedTable(relation.table).id) as never;
  return built;
}

/** A SQL string literal. */
const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** Each text field with options: a CHECK that its column holds one of them (or null), named <table>_<column>_opciones. */
function optionChecks(entity: EntityDefinition, columns: Record<string, AnyPgColumn>) {
  return storedFields(entity)
    .filter(([, f]) => f.type === "text" && f.options && !f.array)
    .map(([name, f]) => {
      const values = optionEntries(f).map(([v]) => literal(String(v)));
      return check(`${entity.table}_${name}_opciones`, sql`${columns[name]} IN (${sql.raw(values.join(", "))})`);
    });
}

export type EntityTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: "pg";
  columns: { id: PgColumn; idempresa: PgColumn } & Record<string, PgColumn>;
}>;

const tables = new Map<string, EntityTable>();

/** The entity's table (one object per entity). */
export function entityTable(entity: EntityDefinition): EntityTable {
  const known = tables.get(entity.table);
  if (known) return known;
  const columns: Record<string, PgColumnBuilderBase> = {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
  };
  // a many-to-many field has no column: its rows are in its join table
  for (const [name, field] of storedFields(entity)) if (!field.manyToMany) columns[name] = column(name, field);
  const { unique } = entity;
  const table = pgTable(entity.table, columns, (t) => {
    const all = t as Record<string, AnyPgColumn>;
    return [
      ...(unique ? [uniqueIndex(unique.name).on(...(unique.columns.map((c) => all[c]) as [AnyPgColumn, ...AnyPgColumn[]]))] : []),
      index(`${entity.table}_empresa_idx`).on(t.idempresa),
      ...lengthChecks(entity.table, all, [entity]),
      ...optionChecks(entity, all),
    ];
  }) as unknown as EntityTable;
  tables.set(entity.table, table);
  return table;
}

export type JoinTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: "pg";
  columns: { idregistro: PgColumn; idrelacionado: PgColumn };
}>;

const joinTables = new Map<string, JoinTable>();

/**
 * The join table of each many-to-many field, `<table>_<field>`: (idregistro, idrelacionado) as its primary key, the
 * record's id a foreign key deleted with the record, the named row's a foreign key that refuses deleting a row still
 * named (its "in use"), and an index on it for that check and for the named rows' side.
 */
export function entityJoinTables(entity: EntityDefinition): JoinTable[] {
  return manyToManyFields(entity).map(([name, field]) => {
    const tableName = joinTableName(entity.table, name);
    const known = joinTables.get(tableName);
    if (known) return known;
    const owner = entityTable(entity);
    const other = field.manyToMany.table;
    const table = pgTable(tableName, {
      [JOIN_COLUMNS.record]: integer(JOIN_COLUMNS.record).notNull().references(() => owner.id, { onDelete: "cascade" }),
      [JOIN_COLUMNS.linked]: integer(JOIN_COLUMNS.linked).notNull().references(() => referencedTable(other).id),
    }, (t) => [
      primaryKey({ name: `${tableName}_pk`, columns: [t[JOIN_COLUMNS.record], t[JOIN_COLUMNS.linked]] }),
      index(`${tableName}_relacionado_idx`).on(t[JOIN_COLUMNS.linked]),
    ]) as unknown as JoinTable;
    joinTables.set(tableName, table);
    return table;
  });
}
