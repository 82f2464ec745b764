// Named prepared statements on PostgreSQL connections (docs/adr/0010-prepared-statements-and-lanes.md);
// which connection a text goes to is server/db/lanes.ts's choice.
// A statement's name is a hash of its text, so one text is one name on every connection and a name can never
// stand for two texts (node-postgres refuses that, PostgreSQL would too). Each connection prepares a text
// the first time it runs it and reuses it after: parsing, rewriting the views and, once PostgreSQL settles on a
// generic plan (after five runs), planning are no longer paid per request.
//
// Bounded, whatever shapes callers send: a text longer than MAX_PREPARED_TEXT runs unnamed, as before, and each
// connection keeps at most MAX_PREPARED_PER_CONNECTION statements, the least recently used one deallocated
// before a new one is prepared. The server therefore holds at most lanes × that many statements.
import { createHash } from "node:crypto";
import type pg from "pg";

/** Longest SQL text (characters) run as a named statement; longer ones (many filters) run unnamed. */
export const MAX_PREPARED_TEXT = 8_000;
/**
 * Named statements one connection keeps (least recently used first out). A trips-list page statement with its
 * generic plan holds about 1.1 MB of the server's memory (all 74 columns; measured in pg_backend_memory_contexts),
 * so 16 per connection is at most about 180 MB for a pool of 10, and covers the shapes operators use at once
 * (two lists, the history, a few orders, with their counts).
 */
export const MAX_PREPARED_PER_CONNECTION = 16;

/** Names already computed, by text (every request of a list shape sends the same text); cleared when full. */
const knownNames = new Map<string, string>();
const MAX_KNOWN_NAMES = 4_096;

/** `l_` and 20 hex digits of the text's SHA-1 (80 bits): a collision is out of reach, and would be refused. */
export function preparedName(text: string): string {
  const known = knownNames.get(text);
  if (known) return known;
  const name = `l_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  if (knownNames.size >= MAX_KNOWN_NAMES) knownNames.clear();
  knownNames.set(text, name);
  return name;
}

/** node-postgres' own record of the statements a connection has parsed (it skips Parse for those). */
interface ParsedStatements {
  connection?: { parsedStatements?: Record<string, string> };
}

/** per connection: its statement names, least recently used first */
const namesByClient = new WeakMap<pg.PoolClient, Map<string, true>>();

/**
 * The name `text` runs under on this connection, after making room for it; null when it must run unnamed (too
 * long, or a node-postgres whose bookkeeping this code does not know: a deallocated name would look parsed).
 */
async function admit(client: pg.PoolClient, text: string, limit: number): Promise<string | null> {
  const parsed = (client as unknown as ParsedStatements).connection?.parsedStatements;
  if (text.length > MAX_PREPARED_TEXT || !parsed || limit < 1) return null;
  const name = preparedName(text);
  let names = namesByClient.get(client);
  if (!names) namesByClient.set(client, (names = new Map()));
  if (names.delete(name)) {
    names.set(name, true);
    return name;
  }
  while (names.size >= limit) {
    const oldest = names.keys().next().value as string;
    names.delete(oldest);
    // the name is our own `l_` + hex: safe as an identifier
    await client.query(`DEALLOCATE ${oldest}`);
    delete parsed[oldest];
  }
  names.set(name, true);
  return name;
}

/**
 * How PostgreSQL plans a statement with parameters: "auto" (its own choice: five plans made with the values,
 * then the generic plan if it costs no more than they did) or "generic" (always the plan made once without the
 * values: `plan_cache_mode = force_generic_plan`). PostgreSQL reads the setting when a statement is bound, so
 * it is set on the connection just before a statement that wants another mode than the connection has.
 */
export type PlanMode = "auto" | "generic";

/** connections switched to the generic mode (a connection opens in "auto") */
const genericConnections = new WeakSet<pg.PoolClient>();

/** Puts the connection in `mode` (one round trip, only when it is in the other one). */
async function switchPlanMode(client: pg.PoolClient, mode: PlanMode): Promise<void> {
  if ((mode === "generic") === genericConnections.has(client)) return;
  if (mode === "generic") {
    await client.query("SET plan_cache_mode = force_generic_plan");
    genericConnections.add(client);
  } else {
    await client.query("RESET plan_cache_mode");
    genericConnections.delete(client);
  }
}

/**
 * Runs `text` unnamed on the pool's connection, planned with its values. The connection is put back in the
 * automatic mode first: in the generic one PostgreSQL would plan even an unnamed statement without its values.
 */
export async function queryUnnamed<T>(pool: pg.Pool, text: string, params: unknown[] | undefined, types?: pg.CustomTypesConfig): Promise<T[]> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await switchPlanMode(client, "auto");
    return (await client.query(types ? { text, values: params, types } : { text, values: params })).rows as T[];
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    client.release(failure);
  }
}

/**
 * Runs `text` as a named prepared statement on the pool's connection (a lane's; server/db/lanes.ts sends a text
 * over MAX_PREPARED_TEXT unnamed before it gets here, and `admit` refuses one all the same), planned in `mode`
 * (a text run unnamed is planned with its values whatever the mode). `types`: the row's parsers, node-postgres'
 * own when not given.
 */
export async function queryPrepared<T>(
  pool: pg.Pool, text: string, params: unknown[] | undefined, limit = MAX_PREPARED_PER_CONNECTION, mode: PlanMode = "auto",
  types?: pg.CustomTypesConfig,
): Promise<T[]> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const name = await admit(client, text, limit);
    await switchPlanMode(client, name ? mode : "auto");
    const res = await client.query(name ? { name, text, values: params, types } : { text, values: params, types });
    return res.rows as T[];
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // as pool.query does: a connection that failed a statement is discarded (with its prepared statements)
    client.release(failure);
  }
}
