// The database says what shared/domain/field-limits.ts says: one CHECK constraint per limited text column, so a
// longer text cannot be stored whatever path writes it. The hand-written tables (here and in the entity folders'
// server/table.ts) hold the product's entities' columns (entities/index.ts); an entity's derived table passes its own
// definition.
import { sql } from "drizzle-orm";
import { check, type AnyPgColumn } from "drizzle-orm/pg-core";
import { columnLimits } from "@shared/domain/field-limits";
import type { EntityDefinition } from "@shared/entities/types";
import { entities as registry } from "@entities";

/** The length checks of one table's limited columns (columns keyed by their SQL names), by the limits of `entities`. */
export function lengthChecks(table: string, columns: Record<string, AnyPgColumn>, entities: readonly EntityDefinition[] = registry) {
  return columnLimits(entities)
    .filter((l) => l.table === table)
    .map((l) => {
      const column = columns[l.column];
      if (!column) throw new Error(`field-limits: ${table}.${l.column} is not a column`);
      return check(`${table}_${l.column}_largo`, sql`char_length(${column}) <= ${sql.raw(String(l.max))}`);
    });
}
