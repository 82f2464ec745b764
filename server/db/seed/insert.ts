// Bulk inserts and sequence resets. The demo seed runs for every integration test file, so rows go
// in as one JSON parameter per 2,000 rows (json_populate_recordset): on PGlite this is about seven
// times faster than drizzle's multi-row VALUES with one bind parameter per cell.
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";

/** drizzle database or transaction: both can execute */
export type Executor = Pick<Db, "execute">;

const BATCH = 2000;

function staticDefault(column: PgColumn): unknown {
  if (!column.hasDefault) return null;
  if (column.default === undefined || is(column.default, SQL)) {
    throw new Error(`column ${column.name} has a SQL default: give it in every row or in none`);
  }
  return column.default;
}

/** Inserts `rows`; with `skipExisting`, a row whose key (or another unique value) is already there is left out. */
export async function insertAll<T extends PgTable>(db: Executor, table: T, rows: PgInsertValue<T>[], options: { skipExisting?: boolean } = {}): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const records = rows as Record<string, unknown>[];
  // a property no row sets is left out, so the database default applies
  const keys = Object.keys(columns).filter((k) => records.some((r) => r[k] !== undefined));
  const names = sql.join(keys.map((k) => sql.identifier(columns[k].name)), sql`, `);
  for (let i = 0; i < records.length; i += BATCH) {
    const batch = records.slice(i, i + BATCH).map((r) => {
      const out: Record<string, unknown> = {};
      for (const k of keys) out[columns[k].name] = r[k] === undefined ? staticDefault(columns[k]) : r[k];
      return out;
    });
    const conflict = options.skipExisting ? sql` ON CONFLICT DO NOTHING` : sql``;
    await db.execute(sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(batch)})${conflict}`);
  }
}

/** serial tables seeded with explicit ids: the next generated id must follow the last seeded one */
export const SERIAL_TABLES = [
  "syspoblaciones", "settings", "usuarios", "vehiculos", "conductores", "rutas", "eventos", "puestoscontrol", "planesviaje",
  "detallesplanviaje", "clientes", "syseventosclienteocultos", "contenedores", "campos", "viajes", "remesas", "reportes",
  "documentosreporte", "observacionesviaje",
] as const;

/** The statement that moves `table`'s id sequence past its last row (the table's name is also a parameter, quoted). */
export function sequenceReset(table: (typeof SERIAL_TABLES)[number]): SQL {
  return sql`SELECT setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.identifier(table)}), 0) + 1, false)`;
}

export async function resetSequences(db: Executor): Promise<void> {
  for (const table of SERIAL_TABLES) await db.execute(sequenceReset(table));
}
