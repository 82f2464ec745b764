// Reading and saving a company's ARC settings row.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { settings } from "../../../db/schema";
import { ARC_DEFAULTS, type ArcSettingsValues } from "@shared/domain/arc-settings";
import type { Settings } from "../../types.generated";

export async function readSettings(db: Db, idempresa: number): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.idempresa, idempresa)).limit(1);
  if (row) return serialize(row);
  return { id: null, idempresa, ...ARC_DEFAULTS, created_at: null, updated_at: null };
}

/** Inserts the row with the given values (column defaults for the rest) or updates only those values. */
export async function saveSettings(db: Pick<Db, "insert">, idempresa: number, values: Partial<ArcSettingsValues>): Promise<Settings> {
  const [row] = await db
    .insert(settings)
    .values({ idempresa, ...values })
    .onConflictDoUpdate({ target: settings.idempresa, set: { ...values, updated_at: sql`now()` } })
    .returning();
  return serialize(row);
}

function serialize(row: typeof settings.$inferSelect): Settings {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}
