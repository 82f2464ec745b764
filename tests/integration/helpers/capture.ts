// The SQL statements a piece of work sends through the server's database (for plan and column checks).
import type { Database } from "@server/db/client";

export interface Captured {
  text: string;
  params: unknown[];
}

/** runs `run` while recording every statement whose text matches `pattern` */
export async function captureStatements(database: Database, pattern: RegExp, run: () => Promise<unknown>): Promise<Captured[]> {
  const original = database.query.bind(database);
  const seen: Captured[] = [];
  database.query = (async (text: string, params?: unknown[]) => {
    if (pattern.test(text)) seen.push({ text, params: params ?? [] });
    return original(text, params);
  }) as typeof database.query;
  try {
    await run();
  } finally {
    database.query = original;
  }
  return seen;
}
