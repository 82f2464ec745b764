// The lists' settings (tablas, and their columns in campos) come from TABLE_DEFINITIONS. The seed fills an empty
// database once; a list or a column added to the product later must reach databases already running, and a column
// taken out of a list must leave them, so every start reconciles the settings with the definitions, column by field
// name, keeping what an administrator may change (labels, widths, order, visibility) and every user's choices about
// the columns that stay. `npm run tables:reset -- <list>` puts one list back as defined.
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import * as schema from "./schema";
import { insertAll, sequenceReset, type Executor } from "./seed/insert";
import { columnId, TABLE_DEFINITIONS, type ColumnDefinition, type TableDefinition } from "./seed/tables";
import { SEED_LOCK } from "./seed/lock";

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** What one reconciliation did: lists and columns added, columns dropped, columns whose rules were brought up to date. */
export interface TableSettingsChanges {
  tablas: number;
  campos: number;
  removed: number;
  updated: number;
}

type ColumnRow = { id: number; idtable: number; field: string; defaultorder: number; type: string; orderable: boolean; filterable: boolean };

const campoRow = (t: TableDefinition, c: ColumnDefinition, position: number, defaultorder: number) => ({
  id: columnId(t.id, position), idtable: t.id, name: c.field, field: c.field, path: c.field, label: c.label, type: c.type,
  defaultorder, width: c.width, hidden: c.hidden ?? false, orderable: c.orderable ?? true, filterable: c.filterable ?? true,
  tooltip: c.tooltip ?? null, textAling: c.textAling ?? null, useTooltip: c.tooltip !== undefined, voidValue: "NA",
});

/**
 * Brings the lists' settings in line with TABLE_DEFINITIONS, column by field name: a missing list gets its row and
 * columns; a field new to a list is added after its other columns; a column whose field the list no longer shows is
 * dropped (with every user's choice about it); a column's type and whether it may be ordered and filtered follow the
 * definition, since the server reads the list by them. Its label, width, order and visibility are left as an
 * administrator may have set them.
 */
export async function reconcileTableSettings(db: Executor, definitions: readonly TableDefinition[] = TABLE_DEFINITIONS): Promise<TableSettingsChanges> {
  const tablasThere = new Set(rowsOf<{ id: number }>(await db.execute(sql`SELECT "id" FROM "tablas"`)).map((r) => Number(r.id)));
  const columns = rowsOf<ColumnRow>(await db.execute(
    sql`SELECT "id", "idtable", "field", "defaultorder", "type", "orderable", "filterable" FROM "campos"`,
  ));
  const idsTaken = new Set(columns.map((c) => Number(c.id)));
  const tablas = definitions.map(({ columns: _columns, ...t }) => t).filter((t) => !tablasThere.has(t.id));
  // new columns with their position's id, and those whose position's id another column holds (fields moved or
  // removed before), which take the sequence's next one
  const added: ReturnType<typeof campoRow>[] = [];
  const addedBySequence: Omit<ReturnType<typeof campoRow>, "id">[] = [];
  const removed: number[] = [];
  let updated = 0;
  for (const t of definitions) {
    const there = columns.filter((c) => Number(c.idtable) === t.id);
    const byField = new Map(there.map((c) => [c.field, c]));
    let nextOrder = Math.max(0, ...there.map((c) => Number(c.defaultorder)));
    for (const [i, c] of t.columns.entries()) {
      const row = byField.get(c.field);
      if (!row) {
        // a new list takes its definition's order; a new field of a list already there goes after its columns
        const { id, ...row } = campoRow(t, c, i + 1, there.length ? ++nextOrder : i + 1);
        if (idsTaken.has(id)) addedBySequence.push(row);
        else added.push({ id, ...row });
        idsTaken.add(id);
        continue;
      }
      const rules = { type: c.type, orderable: c.orderable ?? true, filterable: c.filterable ?? true };
      if (row.type !== rules.type || row.orderable !== rules.orderable || row.filterable !== rules.filterable) {
        await db.execute(sql`UPDATE "campos" SET "type" = ${rules.type}, "orderable" = ${rules.orderable}, "filterable" = ${rules.filterable}
          WHERE "id" = ${row.id}`);
        updated++;
      }
    }
    const listed = new Set(t.columns.map((c) => c.field));
    removed.push(...there.filter((c) => !listed.has(c.field)).map((c) => Number(c.id)));
  }
  // a row that appeared meanwhile (or shares a unique value) is skipped rather than overwritten
  await insertAll(db, schema.tablas, tablas, { skipExisting: true });
  // campos.id is serial and the positions' ids are explicit: the next generated one must come after them
  await insertAll(db, schema.campos, added, { skipExisting: true });
  if (added.length) await db.execute(sequenceReset("campos"));
  await insertAll(db, schema.campos, addedBySequence, { skipExisting: true });
  if (removed.length) await db.execute(sql`DELETE FROM "campos" WHERE "id" IN (${sql.join(removed.map((id) => sql`${id}`), sql`, `)})`);
  return { tablas: tablas.length, campos: added.length + addedBySequence.length, removed: removed.length, updated };
}

/** Puts one list back as its definition says: its columns, their labels, widths, order and visibility, and no user's choices. */
export async function resetTableSettings(db: Executor, name: string, definitions: readonly TableDefinition[] = TABLE_DEFINITIONS): Promise<TableDefinition> {
  const definition = definitions.find((t) => t.name === name || t.alias === name);
  if (!definition) throw new Error(`No existe la lista '${name}'. Listas: ${definitions.map((t) => t.name).join(", ")}`);
  // the columns and users' choices go with the list (on delete cascade)
  await db.execute(sql`DELETE FROM "tablas" WHERE "id" = ${definition.id}`);
  await reconcileTableSettings(db, [definition]);
  return definition;
}

/**
 * Run at every start after the migrations, with the lists of the entities the app serves (the product's by
 * default): one replica at a time, under the seed's advisory lock (so a replica seeding an empty database and
 * another syncing never both insert the same rows).
 */
export async function syncTableSettings(database: Database, definitions: readonly TableDefinition[] = TABLE_DEFINITIONS): Promise<TableSettingsChanges> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    return reconcileTableSettings(tx, definitions);
  });
}
