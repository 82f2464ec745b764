// The raw-SQL lanes on PostgreSQL (server/db/lanes.ts): a prepared text asked one or two at a time stays on its
// two home connections; asked by many at once it spreads over as many connections, prepared on each, as unnamed
// work does; a prepared text does not wait behind a long statement that holds both its homes. Order of
// completion only, no timings asserted.
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@server/db/client";
import { homeLanes, STALL_MS } from "@server/db/lanes";
import { preparedName } from "@server/db/prepared";

const POSTGRES = process.env.TEST_DATABASE_URL;

/** a text `SELECT … /* k *\/` whose home lanes among `lanes` are `homes` (in either order) */
function textWithHomes(select: string, lanes: number, homes: [number, number]): string {
  for (let k = 0; ; k++) {
    const text = `${select} /* ${k} */`;
    const [a, b] = homeLanes(preparedName(text), lanes);
    if ([a, b].sort().join() === [...homes].sort().join()) return text;
  }
}

describe.skipIf(!POSTGRES)("raw-SQL lanes on PostgreSQL", () => {
  const opened: Database[] = [];
  const open = async (poolSize: number) => {
    const database = await openDatabase({ url: POSTGRES!, poolSize });
    opened.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  /** the connections (backend pids) that hold a statement starting with `prefix`, asked of all six at once */
  const holdersOf = async (database: Database, prefix: string) => {
    const held = await Promise.all(Array.from({ length: 6 }, () =>
      database.query<{ pid: number; n: number }>(
        `SELECT pg_backend_pid() AS pid, count(*)::int AS n, pg_sleep(0.05)::text AS wait FROM pg_prepared_statements
          WHERE statement LIKE $1`, [`${prefix}%`])));
    return new Set(held.filter(([row]) => row!.n > 0).map(([row]) => row!.pid));
  };
  /** the connections that answered `text` run `rounds` times, `atOnce` calls at a time */
  const pidsOf = async (database: Database, text: string, prepare: boolean, atOnce: number, rounds = 1) => {
    const pids = new Set<number>();
    for (let round = 0; round < rounds; round++) {
      const rows = await Promise.all(Array.from({ length: atOnce }, () => database.query<{ pid: number }>(text, [], { prepare })));
      for (const [row] of rows) pids.add(row!.pid);
    }
    return pids;
  };

  it("a prepared text asked one or two at a time stays on its two homes, and they hold it", async () => {
    const database = await open(6);
    const text = "SELECT pg_backend_pid() AS pid, pg_sleep(0.02)::text AS lukewarm";
    // one at a time: always its first home, which is free
    expect((await pidsOf(database, text, true, 1, 6)).size).toBe(1);
    const pair = await pidsOf(database, text, true, 2, 6);
    expect(pair.size).toBe(2);
    expect(await holdersOf(database, "SELECT pg_backend_pid() AS pid, pg_sleep(0.02)")).toEqual(pair);
  });

  it("a prepared text asked by many at once spreads over as many connections, prepared on each, as unnamed work", async () => {
    const database = await open(6);
    const text = "SELECT pg_backend_pid() AS pid, pg_sleep(0.03)::text AS hot";
    expect((await pidsOf(database, text, false, 18)).size).toBe(6);
    const prepared = await pidsOf(database, text, true, 18);
    expect(prepared.size).toBe(6);
    expect(await holdersOf(database, "SELECT pg_backend_pid() AS pid, pg_sleep(0.03)")).toEqual(prepared);
  });

  it("a prepared text whose two homes are held by long statements runs on another connection, unnamed", async () => {
    const database = await open(3);
    const long = textWithHomes("SELECT pg_sleep(1)::text AS s", 3, [0, 1]);
    // n: the statements prepared on the connection that answers (a named statement counts itself)
    const quick = textWithHomes("SELECT (SELECT count(*) FROM pg_prepared_statements)::int AS n", 3, [0, 1]);
    const finished: string[] = [];
    const holding = [1, 2].map(async (n) => {
      const [row] = await database.query<{ s: string }>(long, [], { prepare: true });
      finished.push(`long ${n}`);
      return row;
    });
    // both homes busy with nothing finished for longer than STALL_MS
    await new Promise((resolve) => setTimeout(resolve, STALL_MS * 2));
    const [row] = await database.query<{ n: number }>(quick, [], { prepare: true });
    finished.push("quick");
    await Promise.all(holding);
    expect(finished[0]).toBe("quick");
    expect(finished).toHaveLength(3);
    // unnamed, on the third connection: nothing is prepared there
    expect(row!.n).toBe(0);
    // with its homes free again it runs there, prepared
    const [again] = await database.query<{ n: number }>(quick, [], { prepare: true });
    expect(again!.n).toBeGreaterThan(0);
  });
});
