// An entity's drizzle table, derived from its definition (issue 17): "id" serial, "idempresa" (the company, a
// foreign key to empresas, indexed as <table>_empresa_idx) and one column per field. A field is NOT NULL when it is
// required, a boolean or has a default (a fixed value is its default too); a text with `max` gets its length
// CHECK through src/domain/field-limits.ts. server/db/schema/entities.generated.ts exports each entity's table
// for drizzle-kit (`npm run db:generate` writes it), and this memo gives every caller the same table object.
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, type PgColumn, type PgColumnBuilderBase, type PgTableWithColumns } from "drizzle-orm/pg-core";
import { empresas } from "../db/schema/catalog";
import { lengthChecks } from "../db/schema/length-checks";
import type { EntityDefinition, EntityField } from "../../src/entities/types";
import { isNotNull, storedDefaultOf } from "../../src/entities/stored";
import { storedFields } from "../../src/entities/read-only";

/** The other types' columns: a float, an instant (timestamptz), an array as JSON. */
function moreColumn(name: string, field: EntityField): PgColumnBuilderBase | undefined {
  if (field.array) return jsonb(name).notNull().default([]);
  if (field.type === "float") return doublePrecision(name);
  if (field.type === "date" || field.type === "datetime") return timestamp(name, { withTimezone: true });
  return undefined;
}


function column(name: string, field: EntityField): PgColumnBuilderBase {
  const more = moreColumn(name, field);
  if (more) return isNotNull(field) && !field.array ? (more as ReturnType<typeof integer>).notNull() : more;
  const base = field.type === "text" ? text(name) : field.type === "integer" ? integer(name) : boolean(name);
  const stored = storedDefaultOf(field);
  const withDefault = stored === undefined ? base : (base as ReturnType<typeof integer>).default(stored as never);
  return isNotNull(field) ? withDefault.notNull() : withDefault;
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
  for (const [name, field] of storedFields(entity)) columns[name] = column(name, field);
  const table = pgTable(entity.table, columns, (t) => [
    index(`${entity.table}_empresa_idx`).on(t.idempresa),
    ...lengthChecks(entity.table, t as Record<string, PgColumn>),
  ]) as unknown as EntityTable;
  tables.set(entity.table, table);
  return table;
}
