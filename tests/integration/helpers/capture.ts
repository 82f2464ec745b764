// The SQL statements a piece of work sends through the server's database (for plan and column checks).
import type { Database, QueryOptions } from "@server/db/client";

export interface Captured {
  text: string;
  params: unknown[];
  /** sent to run as a named prepared statement */
  prepare?: boolean;
}

/** runs `run` while recording every statement whose text matches `pattern` */
export async function captureStatements(database: Database, pattern: RegExp, run: () => Promise<unknown>): Promise<Captured[]> {
  const original = database.query.bind(database);
  const seen: Captured[] = [];
  database.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (pattern.test(text)) seen.push({ text, params: params ?? [], prepare: Boolean(options?.prepare) });
    return original(text, params, options);
  }) as typeof database.query;
  try {
    await run();
  } finally {
    database.query = original;
  }
  return seen;
}
