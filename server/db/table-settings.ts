// The lists' settings (tablas, and their columns in campos) come from TABLE_DEFINITIONS. The seed fills an empty
// database once; a list added to the product later must reach databases already running, so every start adds the
// rows that are missing, by id, and leaves every row that is there as it is (an administrator may have changed
// its labels, widths or visibility). A row deleted by hand comes back at the next start.
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import * as schema from "./schema";
import { insertAll, sequenceReset, type Executor } from "./seed/insert";
import { columnId, TABLE_DEFINITIONS } from "./seed/tables";
import { SEED_LOCK } from "./seed/lock";

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Adds the tablas and campos rows of TABLE_DEFINITIONS whose ids are missing; answers how many of each. */
export async function insertMissingTableSettings(db: Executor): Promise<{ tablas: number; campos: number }> {
  const present = async (table: "tablas" | "campos") =>
    new Set(rowsOf<{ id: number }>(await db.execute(sql`SELECT "id" FROM ${sql.identifier(table)}`)).map((r) => Number(r.id)));
  const tablasThere = await present("tablas");
  const camposThere = await present("campos");
  const tablas = TABLE_DEFINITIONS.map(({ columns: _columns, ...t }) => t).filter((t) => !tablasThere.has(t.id));
  const campos = TABLE_DEFINITIONS.flatMap((t) => t.columns.map((c, i) => ({
    id: columnId(t.id, i + 1), idtable: t.id, name: c.field, field: c.field, path: c.field, label: c.label, type: c.type,
    defaultorder: i + 1, width: c.width, hidden: c.hidden ?? false, orderable: c.orderable ?? true, filterable: c.filterable ?? true,
    tooltip: c.tooltip ?? null, textAling: c.textAling ?? null, useTooltip: c.tooltip !== undefined, voidValue: "NA",
  }))).filter((c) => !camposThere.has(c.id));
  // a row that appeared meanwhile (or shares a unique value) is skipped rather than overwritten
  await insertAll(db, schema.tablas, tablas, { skipExisting: true });
  await insertAll(db, schema.campos, campos, { skipExisting: true });
  // campos.id is serial and these ids are explicit: the next generated one must come after them
  if (campos.length) await db.execute(sequenceReset("campos"));
  return { tablas: tablas.length, campos: campos.length };
}

/**
 * Run at every start after the migrations: one replica at a time, under the seed's advisory lock (so a replica
 * seeding an empty database and another syncing never both insert the same rows).
 */
export async function syncTableSettings(database: Database): Promise<{ tablas: number; campos: number }> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    return insertMissingTableSettings(tx);
  });
}
