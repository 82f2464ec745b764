// The tests' databases. The demo data is seeded once per run, at a pinned instant, into a template; every test file
// then starts from a copy of it: on PGlite a dump of the seeded data folder, on PostgreSQL `CREATE DATABASE …
// TEMPLATE`. A copy's times are moved forward by the time since that instant, so each file finds the demo data as
// fresh as a seed of its own would have left it (the trips' timers, the reports' ages), at a fraction of the cost.
// A file that asks for an empty database gets a copy of the migrated one.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "@server/db/client";
import { seed } from "@server/db/seed";
import { migratedDumpKey, migratedPgliteDump, MIGRATED_DUMP_DIR } from "./migrated-pglite";

export type Engine = "pglite" | "postgres";
export type Contents = "demo" | "empty";

/** One engine's templates: the seeded and the migrated database, and when the seed ended. */
export interface EngineTemplates extends Record<Contents, string> {
  /**
   * the instant (ms since the epoch) a copy's times are moved forward from: when the seed ended, so that the rows
   * the database stamped itself while seeding (its now() defaults) are never moved past a copy's own now
   */
  seededAt: number;
}

/** What a run's global setup made, handed to every test file (serialisable). */
export interface TestTemplates {
  /** PGlite: the dumps of the seeded and of the migrated data folder */
  pglite: EngineTemplates;
  /** PostgreSQL (when TEST_DATABASE_URL is set): the template databases' names */
  postgres?: EngineTemplates;
}

/** A database of its own for one test file, and how to give it back. */
export interface TestDatabase {
  database: Database;
  engine: Engine;
  /** PostgreSQL: the copy's URL (a test that starts a server process on it) */
  url?: string;
  close(): Promise<void>;
}

/** the name prefix of a run's demo templates on PostgreSQL; their names end with the second they were made */
const DEMO_TEMPLATE = "tdc_tpl_demo_";
/** a run's templates older than this are from a run that did not clean up, and are dropped by the next run */
const STALE_TEMPLATE_SECONDS = 6 * 3600;

function maintenanceUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

function urlOf(name: string): string {
  const u = new URL(maintenanceUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: maintenanceUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The migrated PostgreSQL template, made once for a set of migrations and kept for the runs after it (its name
 * carries the same hash as the PGlite dump's). Made under a name of its own and renamed when whole.
 */
async function emptyPostgresTemplate(): Promise<string> {
  const name = `tdc_tpl_empty_${migratedDumpKey()}`;
  return withAdmin(async (admin) => {
    // two runs starting together make it once
    await admin.query("SELECT pg_advisory_lock(72410101)");
    try {
      const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (found.rowCount) return name;
      const partial = `${name}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(partial)}`);
      await admin.query(`CREATE DATABASE ${quoteIdent(partial)}`);
      const database = await openDatabase({ url: urlOf(partial) });
      await database.migrate();
      await database.close();
      await admin.query(`ALTER DATABASE ${quoteIdent(partial)} RENAME TO ${quoteIdent(name)}`);
      return name;
    } finally {
      await admin.query("SELECT pg_advisory_unlock(72410101)");
    }
  });
}

/** Drops the demo templates that runs which ended without their teardown left behind. */
async function dropStaleTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${DEMO_TEMPLATE}%`]);
  const now = Math.floor(Date.now() / 1000);
  for (const { datname } of rows) {
    const made = Number(datname.slice(DEMO_TEMPLATE.length).split("_")[0]);
    if (Number.isFinite(made) && now - made > STALE_TEMPLATE_SECONDS) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  }
}

/** Seeds the demo data once for the run, on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL. */
export async function prepareTemplates(): Promise<TestTemplates> {
  // both engines' demo data relative to the same instant, so both hold the same rows
  const now = new Date();
  const tag = `${Math.floor(now.getTime() / 1000)}_${randomBytes(3).toString("hex")}`;

  const seedPglite = async (): Promise<EngineTemplates> => {
    const empty = await migratedPgliteDump();
    const database = await openDatabase({ dataDir: "memory://", from: empty });
    await seed(database, { size: "demo", now });
    const seededAt = Date.now();
    const dump = await database.dump!();
    await database.close();
    mkdirSync(MIGRATED_DUMP_DIR, { recursive: true });
    const file = join(MIGRATED_DUMP_DIR, `pglite-demo-${tag}.tar`);
    writeFileSync(`${file}.partial`, new Uint8Array(await dump.arrayBuffer()));
    renameSync(`${file}.partial`, file);
    return { demo: file, empty: join(MIGRATED_DUMP_DIR, `pglite-migrated-${migratedDumpKey()}.tar`), seededAt };
  };

  const seedPostgres = async (): Promise<EngineTemplates | undefined> => {
    if (!process.env.TEST_DATABASE_URL) return undefined;
    const empty = await emptyPostgresTemplate();
    const demo = `${DEMO_TEMPLATE}${tag}`;
    await withAdmin(async (admin) => {
      await dropStaleTemplates(admin);
      await admin.query(`CREATE DATABASE ${quoteIdent(demo)} TEMPLATE ${quoteIdent(empty)}`);
    });
    const database = await openDatabase({ url: urlOf(demo) });
    await seed(database, { size: "demo", now });
    const seededAt = Date.now();
    await database.close();
    return { demo, empty, seededAt };
  };

  const [pglite, postgres] = await Promise.all([seedPglite(), seedPostgres()]);
  return { pglite, postgres };
}

/** Removes what `prepareTemplates` made for this run (the migrated ones stay for the next runs). */
export async function removeTemplates(templates: TestTemplates): Promise<void> {
  rmSync(templates.pglite.demo, { force: true });
  if (templates.postgres) {
    const demo = templates.postgres.demo;
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(demo)} WITH (FORCE)`));
  }
}

/** The run's templates: handed down by the global setup, or (a script outside the test runner) made here once. */
let own: Promise<TestTemplates> | undefined;
async function templates(): Promise<TestTemplates> {
  const handed = process.env.TDC_TEST_TEMPLATES;
  if (handed) return JSON.parse(handed) as TestTemplates;
  own ??= prepareTemplates().then((made) => {
    process.once("exit", () => rmSync(made.pglite.demo, { force: true }));
    return made;
  });
  return own;
}

const dumps = new Map<string, Blob>();
function dumpAt(file: string): Blob {
  let blob = dumps.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    dumps.set(file, blob);
  }
  return blob;
}

/**
 * Moves every timestamp of the copy forward by `ms`: the demo data seeded at the run's pinned instant becomes the
 * demo data of now. Every `timestamptz` column of every table, in one statement per table.
 */
export async function moveTimes(database: Database, ms: number): Promise<void> {
  if (ms <= 0) return;
  const columns = await database.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type = 'timestamp with time zone'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  const shift = `interval '${Math.round(ms)} milliseconds'`;
  const script = [...byTable]
    .map(([table, names]) => `UPDATE ${quoteIdent(table)} SET ${names.map((n) => `${quoteIdent(n)} = ${quoteIdent(n)} + ${shift}`).join(", ")}`)
    .join(";\n");
  await database.exec(script);
}

/**
 * A copy of the run's demo (or empty) database on `engine`, for one test file. PostgreSQL: `connectVia` gives the URL
 * to connect through instead of the copy's own (a proxy in front of it).
 */
export async function openTestDatabase(
  engine: Engine,
  contents: Contents = "demo",
  connectVia?: (url: string) => Promise<string>,
): Promise<TestDatabase> {
  const made = await templates();
  if (engine === "pglite") {
    const database = await openDatabase({ dataDir: "memory://", from: dumpAt(made.pglite[contents]) });
    if (contents === "demo") await moveTimes(database, Date.now() - made.pglite.seededAt);
    return { database, engine, close: () => database.close() };
  }
  if (!made.postgres) throw new Error("TEST_DATABASE_URL is not set");
  const name = `tdc_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = made.postgres[contents];
  await withAdmin(async (admin) => {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
    // a throw-away copy: a commit need not wait for the disk (a crash of the server process loses nothing)
    await admin.query(`ALTER DATABASE ${quoteIdent(name)} SET synchronous_commit = off`);
  });
  const url = urlOf(name);
  const database = await openDatabase({ url: connectVia ? await connectVia(url) : url });
  if (contents === "demo") await moveTimes(database, Date.now() - made.postgres.seededAt);
  return {
    database,
    engine,
    url,
    async close() {
      await database.close();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
    },
  };
}

/** A fresh folder for a file's own embedded database, holding a copy of the run's demo data (a server process's DATA_DIR). */
export async function demoDataDir(dir: string): Promise<void> {
  const made = await templates();
  const database = await openDatabase({ dataDir: dir, from: dumpAt(made.pglite.demo) });
  await moveTimes(database, Date.now() - made.pglite.seededAt);
  await database.close();
}
