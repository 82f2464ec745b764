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
  boolean, check, date as calendarDate, doublePrecision, index, integer, jsonb, numeric, PgTable, pgTable, serial, text, timestamp, uniqueIndex,
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
} as const satisfies Record<CoreFieldType, unknown>;

function column(name: string, field: EntityField): PgColumnBuilderBase | undefined {
  if (field.array) return jsonb(name).notNull().default([]);
  // a type written as a module builds its column (none when it holds its values in a table of its own); a list's is
  // whole (NOT NULL, '[]')
  const module = serverFieldTypeOf(field);
  const build = module && module.column;
  if (module && !build) return undefined;
  if (build && fieldTypeOf(field)?.list) return build(name, field);
  const stored = columnDefaultOf(field);
  // a decimal's builder takes its precision and scale
  const builder = build ? (n: string) => build(n, field) : field.type === "decimal" ? (n: string) => numeric(n, decimalOf(field)) : COLUMNS[field.type as CoreFieldType];
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
  for (const [name, field] of storedFields(entity)) {
    const built = column(name, field);
    if (built) columns[name] = built;
  }
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

/** A table a field's type holds its values in (a many-to-many field's join table). */
export type JoinTable = PgTable;

const joinTables = new Map<string, JoinTable>();

/**
 * The tables of the fields whose type holds their values in a table of its own (its shared module's `heldIn`, its
 * server module's `held.table`), in the fields' order: one object per table, naming the entity's table and the other.
 */
export function entityJoinTables(entity: EntityDefinition): JoinTable[] {
  return storedFields(entity).flatMap(([name, field]) => {
    const held = fieldTypeOf(field)?.heldIn?.(entity.table, name, field);
    const build = serverFieldTypeOf(field)?.held?.table;
    if (!held || !build) return [];
    const known = joinTables.get(held.table);
    if (known) return [known];
    const table = build(held.table, () => entityTable(entity), () => referencedTable(held.references));
    joinTables.set(held.table, table);
    return [table];
  });
}
