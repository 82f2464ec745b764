// The test databases on PGlite start from a kept dump of the migrated schema (tests/support/migrated-pglite.ts):
// one started that way must be the database the migrations make, and answer as one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@server/db/client";
import { migratedDumpKey, migratedPgliteDump } from "../support/migrated-pglite";

/** the schema as PostgreSQL describes it: tables and their columns, indexes, constraints, functions, applied migrations */
async function schemaOf(database: Database) {
  const rows = (text: string) => database.query<Record<string, unknown>>(text);
  return {
    columns: await rows(`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
      WHERE table_schema = 'public' ORDER BY table_name, column_name`),
    indexes: await rows(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`),
    constraints: await rows(`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE connamespace = 'public'::regnamespace ORDER BY conname`),
    functions: await rows(`SELECT proname, pg_get_functiondef(oid) AS def FROM pg_proc WHERE pronamespace = 'public'::regnamespace
      AND prokind = 'f' ORDER BY proname`),
    extensions: await rows(`SELECT extname FROM pg_extension ORDER BY extname`),
    migrations: await rows(`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`),
  };
}

describe("a PGlite test database started from the migrated dump", () => {
  let fresh: Database;
  let fromDump: Database;
  beforeAll(async () => {
    fresh = await openDatabase({ dataDir: "memory://" });
    await fresh.migrate();
    fromDump = await openDatabase({ dataDir: "memory://", from: await migratedPgliteDump() });
    await fromDump.migrate();
  });
  afterAll(async () => {
    await fresh?.close();
    await fromDump?.close();
  });

  it("has the schema the migrations make, with every migration recorded as applied", async () => {
    const expected = await schemaOf(fresh);
    expect(expected.migrations.length).toBeGreaterThan(0);
    expect(await schemaOf(fromDump)).toEqual(expected);
  });

  it("is empty, and a second database from the same dump is a database of its own", async () => {
    expect(await fromDump.query("SELECT count(*)::int AS n FROM empresas")).toEqual([{ n: 0 }]);
    const other = await openDatabase({ dataDir: "memory://", from: await migratedPgliteDump() });
    try {
      await other.exec("INSERT INTO empresas (id, nombre) VALUES (99, 'Solo en esta')");
      expect(await fromDump.query("SELECT count(*)::int AS n FROM empresas")).toEqual([{ n: 0 }]);
    } finally {
      await other.close();
    }
  });

  it("is named by its migrations and package versions", () => {
    expect(migratedDumpKey()).toMatch(/^[0-9a-f]{16}$/);
    expect(migratedDumpKey()).toBe(migratedDumpKey());
  });
});
