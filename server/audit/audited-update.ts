// One UPDATE of a master record with its audit entry: the record's current values of the
// columns being written are read and locked in the same transaction, the row is updated, and the Modificar
// entry keeps only what changed, as { antes, despues }.
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Context } from "../context";
import type { Db } from "../db/client";
import { recordChange, type AuditEntity } from "./record";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The row's current values of `keys` (the table's columns among them), locked until the transaction ends. */
export async function rowBefore(tx: Tx, table: PgTable, where: SQL | undefined, keys: readonly string[]): Promise<Record<string, unknown> | undefined> {
  const columns = getTableColumns(table);
  const picked = Object.fromEntries(keys.filter((k) => k in columns).map((k) => [k, columns[k]]));
  const [row] = await tx.select(Object.keys(picked).length ? picked : { found: sql<number>`1` }).from(table).where(where).limit(1).for("update");
  if (!row) return undefined;
  return Object.keys(picked).length ? row : {};
}

export interface AuditedUpdate {
  table: PgTable;
  /** the record, already scoped to the caller's company */
  where: SQL | undefined;
  /** the columns written (an input's interface or a plain object) */
  set: object;
  /** none: not audited (the row is still found, locked and updated) */
  entidad?: AuditEntity;
  identidad: number;
}

/** Updates the record and writes its Modificar entry; false (nothing written) when the record is not found. */
export async function auditedUpdate(tx: Tx, ctx: Pick<Context, "session">, update: AuditedUpdate): Promise<boolean> {
  const before = await rowBefore(tx, update.table, update.where, Object.keys(update.set));
  if (!before) return false;
  await tx.update(update.table).set(update.set).where(update.where);
  if (update.entidad) await recordChange(tx, ctx, { entidad: update.entidad, identidad: update.identidad, before, after: update.set });
  return true;
}
