// Opens the database: a PostgreSQL server when a URL is given, embedded PGlite in a folder otherwise.
// Both run the same migrations and the same SQL.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzleLite } from "drizzle-orm/pglite";
import { migrate as migrateLite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { createReadLimiter, readLimitsFor, type ReadLimiter } from "./read-limiter";
import { createLanes } from "./lanes";
import { MAX_PREPARED_TEXT, type PlanMode } from "./prepared";
import { createPglitePrepared } from "./pglite-prepared";
import { holdDataDir } from "./data-dir-lock";
import { initPgliteDataDir, pgliteDataDirIsNew } from "./pglite-init";
import { renderStatement } from "./statement";
import * as schema from "./schema";
import { logError } from "../security/log";
import { ISO_TIMESTAMP_TYPES, PGLITE_ISO_TIMESTAMP_PARSERS } from "./timestamp-types";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * A drizzle `sql` template run on the lanes (PostgreSQL) as the text drizzle renders, for the statements
   * drizzle's builder does not express well. `prepare`: run it as a named prepared statement (a shape repeated
   * with other values: the lists' pages and counts, a trip's detail), on PostgreSQL's connections and on PGlite.
   */
  run<T = Record<string, unknown>>(statement: SQL, options?: QueryOptions): Promise<T[]>;
  /**
   * `run` for a text already rendered by drizzle (server/db/statement.ts): the paged lists render their page and
   * count once and run both. Not for SQL written by hand.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Several statements without parameters (a script). */
  exec(script: string): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** embedded only: the whole data folder as one uncompressed tar (a start point for `OpenOptions.from`) */
  dump?(): Promise<Blob>;
  /** the expensive reads' turns (lists, exports): per user and in all, leaving connections for the rest */
  reads: ReadLimiter;
}

export interface QueryOptions {
  prepare?: boolean;
  /**
   * PostgreSQL, a prepared statement: "generic" plans it once without its values and keeps that plan (for a
   * statement whose best plan does not depend on them, measured); default "auto", PostgreSQL's own choice.
   * PGlite keeps "auto" (server/db/pglite-prepared.ts)
   */
  plan?: PlanMode;
  /**
   * timestamptz values read as the contract's DateTime text (server/db/timestamp-types.ts), not as Dates: for
   * rows served as they are, many dates a request (the trips list's page)
   */
  timestampsAsIso?: boolean;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** The advisory lock key of the migrations (the seed has its own, server/db/seed). */
export const MIGRATION_LOCK = 72_410_002;

export interface OpenOptions {
  /** postgres://… ; when absent the embedded database is used */
  url?: string;
  /** folder of the embedded database; "memory://" keeps it in memory (tests) */
  dataDir?: string;
  /**
   * embedded only: start from this dump of a data folder (`Database.dump`) instead of an empty database; the
   * tests start each embedded database from one already migrated
   */
  from?: Blob;
  /**
   * PostgreSQL: the longest a statement of the serving pool may run (statement_timeout), so one caller cannot
   * hold the pool; migrations run on their own connection without it. Absent: no limit (seeding, bench).
   */
  statementTimeoutMs?: number;
  /** PostgreSQL: the longest to wait for a connection, new or from the pool (default 5000 ms) */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: connections of each of the two pools (default PG_POOL_SIZE, else 10): drizzle's, and the lanes
   * that run `query` (one connection each, server/db/lanes.ts). The server opens at most twice this many.
   */
  poolSize?: number;
  /** PostgreSQL: named prepared statements each connection keeps (default MAX_PREPARED_PER_CONNECTION) */
  preparedPerConnection?: number;
  /**
   * embedded only: a new folder's database is created in this process rather than in a child, for a process that
   * exits soon after, whose memory does not matter (server/db/new-data-dir.ts)
   */
  createInProcess?: boolean;
}

/** The serving limits from DB_STATEMENT_TIMEOUT_MS (default 15000) and DB_CONNECT_TIMEOUT_MS (default 5000). */
export function servingLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<OpenOptions, "statementTimeoutMs" | "connectTimeoutMs"> {
  const ms = (v: string | undefined, fallback: number) => (v && Number(v) > 0 ? Number(v) : fallback);
  return { statementTimeoutMs: ms(env.DB_STATEMENT_TIMEOUT_MS, 15_000), connectTimeoutMs: ms(env.DB_CONNECT_TIMEOUT_MS, 5_000) };
}

/**
 * `run`: the template rendered by drizzle, then sent through the database's own `query`, so whatever observes
 * `query` (a test counting statements) sees every statement.
 */
function runThroughQuery<T>(this: Database, statement: SQL, options?: QueryOptions): Promise<T[]> {
  const { text, params } = renderStatement(statement);
  return this.query<T>(text, params, options);
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options.dataDir ?? "./data", options.from, options.createInProcess);
}

/**
 * Settings of every connection. join_collapse_limit = 1: PostgreSQL joins explicit JOINs in the order the SQL
 * writes them instead of searching every order. Our relations are written driving table first, then its
 * lookups by key (viajeslista: a trip and eleven LEFT JOINs), so the search never finds a better order, and it
 * cost 7 to 14 ms of planning per trips-list page, more than running it (docs/adr/0001-embedded-pglite-default.md).
 */
export const SESSION_SETTINGS = { TimeZone: "UTC", join_collapse_limit: "1" } as const;
const connectionOptions = Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`).join(" ");

async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  // count(*) and other bigints come back as numbers, as PGlite answers them
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  const connectionTimeoutMillis = options.connectTimeoutMs ?? 5_000;
  const size = options.poolSize ?? Number(process.env.PG_POOL_SIZE ?? 10);
  const poolOf = (max: number) => {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      options: connectionOptions,
      // a server that does not answer, or a pool with no free connection, fails fast (503) instead of hanging
      connectionTimeoutMillis,
      ...(options.statementTimeoutMs
        ? {
          statement_timeout: options.statementTimeoutMs,
          // the client's own budget, for a server that stops answering after the connection (a network cut, a
          // frozen host): statement_timeout cannot fire there. It comes after the server's cancel would have.
          query_timeout: options.statementTimeoutMs + connectionTimeoutMillis,
        }
        : {}),
    });
    // an idle connection closed by the server (restart, failover, a dropped database) must not crash
    // the process: the pool discards it and opens another on the next query
    pool.on("error", (error) => logError(`PostgreSQL: conexión inactiva cerrada (${error.message})`));
    return pool;
  };
  const pool = poolOf(size);
  const lanes = createLanes(Array.from({ length: size }, () => poolOf(1)), options.preparedPerConnection);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const query: Database["query"] = (text, params, queryOptions) =>
    lanes.query(text, params, {
      prepare: Boolean(queryOptions?.prepare),
      plan: queryOptions?.plan,
      types: queryOptions?.timestampsAsIso ? ISO_TIMESTAMP_TYPES : undefined,
    });
  return {
    db,
    kind: "postgres",
    reads: createReadLimiter(readLimitsFor("postgres", size)),
    query,
    run: runThroughQuery,
    async exec(script) {
      await pool.query(script);
    },
    // migrations (an index on a large table) run without the serving pool's statement timeout, and one replica at
    // a time: replicas starting together wait on a session lock held while one migrates, then find nothing to do
    // (without it each ran the same migrations at once and all but one failed on tables already there)
    migrate: async () => {
      const lock = new pg.Client({ connectionString: url, options: connectionOptions, connectionTimeoutMillis });
      lock.on("error", () => undefined);
      await lock.connect();
      const own = new pg.Pool({ connectionString: url, max: 1, options: connectionOptions, connectionTimeoutMillis });
      own.on("error", () => undefined);
      try {
        const { text, params } = renderStatement(sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
        await lock.query(text, params);
        await migratePg(drizzlePg(own, { schema }), { migrationsFolder });
      } finally {
        await own.end();
        // ending the session releases its lock too
        await lock.end().catch(() => undefined);
      }
    },
    close: async () => {
      await Promise.all([pool.end(), lanes.end()]);
    },
  };
}

/** pg_trgm: the trigram indexes of the trips' searches (migration 0008), as on a PostgreSQL server */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * The embedded server's settings, given at its start. PGlite keeps PostgreSQL's defaults, sized for a shared
 * server, inside its WebAssembly memory, which grows and never shrinks: 128 MB of shared buffers and room for 100
 * connections took most of the process's memory. PGlite is one backend whose data files stay in the operating
 * system's file cache, and the demo database is about 30 MB, so a smaller cache keeps the lists as fast; index
 * builds (migrations, the seed) get a smaller working area too (docs/adr/0043-pglite-memory-settings.md).
 */
export const PGLITE_SERVER_SETTINGS = {
  shared_buffers: "16MB",
  max_connections: "5",
  maintenance_work_mem: "16MB",
} as const;
/** PGlite's own start parameters, then ours */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SERVER_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
];

async function openPglite(dataDir: string, from?: Blob, createInProcess = false): Promise<Database> {
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    if (!from && !createInProcess && pgliteDataDirIsNew(dataDir)) await initPgliteDataDir(dataDir, PGLITE_START_PARAMS);
  }
  const client = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGLITE_START_PARAMS],
    ...(from ? { loadDataDir: from } : {}),
  });
  // a backup or restore refuses to touch the folder while this process has it open
  const release = dataDir.startsWith("memory://") ? () => undefined : holdDataDir(dataDir);
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    const { text, params } = renderStatement(sql`SELECT set_config(${name}, ${value}, false)`);
    await client.query(text, params);
  }
  const lite = drizzleLite(client, { schema });
  const prepared = createPglitePrepared(client);
  return {
    db: lite as unknown as Db,
    kind: "pglite",
    reads: createReadLimiter(readLimitsFor("pglite", 1)),
    async query(text, params, queryOptions) {
      const parsers = queryOptions?.timestampsAsIso ? PGLITE_ISO_TIMESTAMP_PARSERS : undefined;
      if (queryOptions?.prepare && text.length <= MAX_PREPARED_TEXT) return prepared.query(text, params, parsers);
      const res = await client.query(text, params as unknown[], parsers ? { parsers } : undefined);
      return res.rows as never[];
    },
    run: runThroughQuery,
    async exec(script) {
      await client.exec(script);
    },
    migrate: () => migrateLite(lite, { migrationsFolder }),
    dump: () => client.dumpDataDir("none"),
    close: async () => {
      await client.close();
      release();
    },
  };
}
