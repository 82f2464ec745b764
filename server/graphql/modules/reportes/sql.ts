// Raw parameterised SQL on the database or inside a drizzle transaction (PGlite and node-postgres both
// answer `{ rows }`).
import type { SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function rows<T>(db: Tx | Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
