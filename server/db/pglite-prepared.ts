// Named prepared statements on the embedded database (PGlite), as server/db/prepared.ts keeps them on PostgreSQL
// connections. PGlite's own `query` sends every statement unnamed: it is parsed, its views rewritten, described and
// planned again on each call, which on the trips list's page is about half of the database's time (a join of
// twelve relations planned for a page of twenty rows). Here a statement the caller marks `prepare` is parsed once
// under its name (the hash of its text) with PGlite's own protocol messages, then each call only binds its values
// and executes; its rows are read by PGlite's own result parser with the same type parsers as `query`.
//
// The embedded database is one backend, shared by every caller: a call holds PGlite's two locks (the one a
// transaction holds and the one each query holds) for its whole exchange, so it never runs inside someone else's
// transaction (PGlite's public `runExclusive` takes the second only). Statements keep PostgreSQL's automatic plan
// mode here, even those PostgreSQL's connections run with the generic plan: the setting belongs to the one
// backend, so it would have to be set and reset around each call, and that costs more than the plans it saves
// (20,000 trips, the trips list's page: 5.10 ms a call with the generic plan set around it, 4.84 ms in the
// automatic mode, 9.19 ms unnamed; docs/adr/0001-embedded-pglite-default.md).
// Bounded like PostgreSQL's: at most MAX_PREPARED_PER_CONNECTION statements, the least recently used closed first;
// a text longer than MAX_PREPARED_TEXT is not named (the caller runs it unnamed).
import { parse, protocol, type PGlite, type ParserOptions } from "@electric-sql/pglite";
import { MAX_PREPARED_PER_CONNECTION, preparedName } from "./prepared";

const { serialize } = protocol;

type Messages = Awaited<ReturnType<PGlite["execProtocolStream"]>>;

export interface PglitePrepared {
  query<T>(text: string, params: unknown[] | undefined, parsers?: ParserOptions): Promise<T[]>;
  /** the statements named now, least recently used first (tests) */
  names(): string[];
}

export function createPglitePrepared(client: PGlite, limit = MAX_PREPARED_PER_CONNECTION): PglitePrepared {
  /** name → the parameters' type ids, least recently used first */
  const statements = new Map<string, number[]>();
  // the messages in one buffer, one exchange; every list ends with Sync, so an error leaves the backend ready for
  // the next statement (PGlite throws the error after the whole exchange)
  const send = (parts: Uint8Array[]): Promise<Messages> => client.execProtocolStream(Buffer.concat(parts), { syncToFs: false });

  /** the parameters' type ids of `name`, parsing `text` under it the first time (closing the oldest when full) */
  async function statement(name: string, text: string): Promise<number[]> {
    const known = statements.get(name);
    if (known) {
      statements.delete(name);
      statements.set(name, known);
      return known;
    }
    while (statements.size >= Math.max(1, limit)) {
      const oldest = statements.keys().next().value!;
      statements.delete(oldest);
      await send([serialize.close({ type: "S", name: oldest }), serialize.sync()]);
    }
    const described = await send([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]);
    const types = parse.parseDescribeStatementResults(described);
    statements.set(name, types);
    return types;
  }

  return {
    query: <T>(text: string, params: unknown[] = [], parsers?: ParserOptions): Promise<T[]> =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          const name = preparedName(text);
          const types = await statement(name, text);
          // each value as PGlite's `query` writes it: by the parameter's type, else its text
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serializer = client.serializers[types[i]!];
            return serializer ? serializer(value) : String(value);
          });
          let messages: Messages;
          try {
            messages = await send([serialize.bind({ statement: name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]);
          } catch (error) {
            // parsed again on the next call: a statement a schema change made stale does not keep failing; the
            // caller gets the statement's own error even if closing it fails too
            statements.delete(name);
            await send([serialize.close({ type: "S", name }), serialize.sync()]).catch(() => undefined);
            throw error;
          }
          await client.syncToFs();
          const [result] = parse.parseResults(messages, client.parsers, parsers ? { parsers } : undefined);
          return (result?.rows ?? []) as T[];
        })),
    names: () => [...statements.keys()],
  };
}
