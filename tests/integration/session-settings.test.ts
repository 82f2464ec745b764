// Every connection of the server's database (drizzle's pool and the raw-SQL lanes) runs with SESSION_SETTINGS (server/db/client.ts): the UTC time zone,
// and join_collapse_limit = 1 so explicit JOINs are joined in the written order. Without it PostgreSQL searched
// every order of viajeslista's eleven LEFT JOINs for each trips-list page: 7 to 14 ms of planning per page,
// most of the load run's database time (docs/adr/0001-embedded-pglite-default.md). Checked on the pool's connections
// (several at once, so not only the first) and on PGlite. No timings.
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, SESSION_SETTINGS, type Database } from "@server/db/client";

const POSTGRES = process.env.TEST_DATABASE_URL;

async function settingsOf(database: Database): Promise<{ tz: string; jcl: string }> {
  const [row] = await database.query<{ tz: string; jcl: string }>(
    "SELECT current_setting('TimeZone') AS tz, current_setting('join_collapse_limit') AS jcl, pg_sleep(0.05)::text AS wait",
  );
  return { tz: row.tz, jcl: row.jcl };
}

describe("database session settings", () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it("declares UTC and joins in the written order", () => {
    expect(SESSION_SETTINGS).toEqual({ TimeZone: "UTC", join_collapse_limit: "1" });
  });

  it("applies them on PGlite", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    opened.push(database);
    expect(await settingsOf(database)).toEqual({ tz: "UTC", jcl: "1" });
  });

  it.skipIf(!POSTGRES)("applies them on every connection of the PostgreSQL pool", async () => {
    const database = await openDatabase({ url: POSTGRES!, poolSize: 4 });
    opened.push(database);
    // four at once: each holds its own connection for the sleep
    const seen = await Promise.all(Array.from({ length: 4 }, () => settingsOf(database)));
    expect(seen).toEqual(Array.from({ length: 4 }, () => ({ tz: "UTC", jcl: "1" })));
  });

  it.skipIf(!POSTGRES)("applies them on drizzle's pool too (transactions, the query builder)", async () => {
    const database = await openDatabase({ url: POSTGRES!, poolSize: 2 });
    opened.push(database);
    const read = async () => {
      const res = (await database.db.execute(
        sql`SELECT current_setting('TimeZone') AS tz, current_setting('join_collapse_limit') AS jcl, pg_sleep(0.05)::text AS wait`,
      )) as unknown as { rows: { tz: string; jcl: string }[] };
      return res.rows.map((row) => ({ tz: row.tz, jcl: row.jcl }));
    };
    expect(await Promise.all([read(), read()])).toEqual([[{ tz: "UTC", jcl: "1" }], [{ tz: "UTC", jcl: "1" }]]);
  });
});
