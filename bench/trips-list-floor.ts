// The trips list's default view (the screen's own request, bench/trips-list-request.ts) through the server, next
// to its raw-SQL floor: the very statements the server sent for each request (recorded while it answered them),
// sent again straight through node-postgres with the server's own statement handling (named prepared
// statements, the page's generic plan: server/db/prepared.ts), on one connection one request after another, and
// on a pool of the server's size with 20 and 100 requests at once. The requests are distinct (other pages and
// page sizes), so the server's single flight merges none of them. Also how long PostgreSQL plans and executes
// each statement of a request: from pg_stat_statements where the server loads it, else EXPLAIN (ANALYZE, SUMMARY)
// of the same prepared statement with the same values and plan mode.
import pg from "pg";
import type { Database, QueryOptions } from "../server/db/client";
import { queryPrepared, queryUnnamed, type PlanMode } from "../server/db/prepared";
import { defaultViewRequest, type Post, type ScreenRequest } from "./trips-list-request";
import { summarize, timeIt } from "./stats";

interface Statement {
  text: string;
  params: unknown[];
  prepare: boolean;
  plan: PlanMode;
}

/** `count` distinct pages of the default view: pages 1..P at page size 20, then at 19, 18… (P ≤ 30, within the list) */
export function distinctRequests(columnFields: readonly string[], totalreg: number, count: number): ScreenRequest[] {
  const pages = Math.max(1, Math.min(30, Math.floor(totalreg / 20)));
  return Array.from({ length: count }, (_, i) => defaultViewRequest(columnFields, 1 + (i % pages), 20 - Math.floor(i / pages)));
}

/** the statements the server sends while `run` answers one request (run alone) */
async function recordStatements(database: Database, run: () => Promise<unknown>): Promise<Statement[]> {
  const original = database.query;
  const seen: Statement[] = [];
  database.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    seen.push({ text, params: params ?? [], prepare: Boolean(options?.prepare), plan: options?.plan ?? "auto" });
    return original.call(database, text, params, options);
  }) as Database["query"];
  try {
    await run();
  } finally {
    database.query = original;
  }
  return seen;
}

/** one request's statements straight through node-postgres: the first ones in turn, the last two at once (page and count) */
async function replay(pools: pg.Pool[], statements: Statement[], start: number): Promise<void> {
  const send = (s: Statement, i: number) => {
    const pool = pools[(start + i) % pools.length]!;
    return s.prepare ? queryPrepared(pool, s.text, s.params, undefined, s.plan) : queryUnnamed(pool, s.text, s.params);
  };
  const last = Math.max(0, statements.length - 2);
  for (let i = 0; i < last; i++) await send(statements[i]!, i);
  await Promise.all(statements.slice(last).map((s, i) => send(s, last + i)));
}

/** `n` calls at once, again and again for `rounds` rounds: per-call latency and calls per second */
async function concurrently(n: number, rounds: number, call: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  const t = performance.now();
  for (let r = 0; r < rounds; r++) {
    samples.push(...(await Promise.all(Array.from({ length: n }, (_, i) => timeIt(() => call(r * n + i))))));
  }
  const seconds = (performance.now() - t) / 1000;
  return { ...summarize(samples), requestsPerSecond: Math.round(samples.length / seconds) };
}

/** a bound value written as an SQL literal for EXECUTE (PostgreSQL casts it to the parameter's type) */
/**
 * Company-1 traffic controllers enough for `count` lists at once (a user runs three and queues eight more,
 * server/db/read-limiter.ts): copies of the seed's first one (same password), named `<username>_banco<n>`.
 */
export async function ensureBenchUsers(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = (await client.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'usuarios'
         AND column_name NOT IN ('id', 'username') AND is_generated = 'NEVER'`)).rows.map((r) => `"${r.column_name}"`);
    await client.query(
      `INSERT INTO usuarios ("username", ${columns.join(", ")})
       SELECT u."username" || '_banco' || n, ${columns.map((c) => `u.${c}`).join(", ")}
         FROM (SELECT * FROM usuarios WHERE idempresa = 1 AND idsysperfil = 1 AND indicadoractivo AND NOT debecambiarclave
                 AND username NOT IN ('admin', 'operador') ORDER BY id LIMIT 1) u, generate_series(1, $1::int) n
       ON CONFLICT ("username") DO NOTHING`,
      [count],
    );
  } finally {
    await client.end();
  }
}

const literal = (client: pg.Client, value: unknown): string => {
  if (value === null || value === undefined) return "NULL";
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.map((v) => JSON.stringify(v)).join(",")}}`);
  return client.escapeLiteral(value instanceof Date ? value.toISOString() : String(value));
};

/**
 * Planning and execution time of each statement of one request: pg_stat_statements' means when the server has
 * it loaded, else the median of EXPLAIN (ANALYZE, SUMMARY) EXECUTE over `runs` runs of the same text prepared on
 * its own connection, in the statement's plan mode, after six runs (PostgreSQL's choice settles after five).
 */
async function planningAndExecution(url: string, statements: Statement[], run: () => Promise<unknown>, runs = 20) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const available = await client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
      .then(() => client.query("SELECT pg_stat_statements_reset()"))
      .then(() => true, () => false);
    if (available) {
      for (let i = 0; i < runs; i++) await run();
      const rows = await client.query<{ query: string; calls: string; plans: string; mean_plan_time: number; mean_exec_time: number }>(
        `SELECT query, calls, plans, mean_plan_time, mean_exec_time FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`);
      // pg_stat_statements writes constants as parameters: a statement is found by its opening words
      const byText = (s: Statement) => rows.rows.find((r) => r.query.startsWith(s.text.slice(0, 120)));
      const each = statements.map((s) => ({ statement: s.text.slice(0, 60), planMs: round(byText(s)?.mean_plan_time), executionMs: round(byText(s)?.mean_exec_time) }));
      return { source: "pg_stat_statements", statements: each, ...totals(each) };
    }
    const each = [];
    for (const [k, s] of statements.entries()) {
      await client.query(s.plan === "generic" ? "SET plan_cache_mode = force_generic_plan" : "RESET plan_cache_mode");
      const name = `bench_plan_${k}`;
      const args = s.params.length ? `(${s.params.map((p) => literal(client, p)).join(", ")})` : "";
      await client.query(`PREPARE ${name} AS ${s.text}`);
      const plan: number[] = [];
      const execution: number[] = [];
      for (let i = 0; i < 6 + runs; i++) {
        const lines = (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, SUMMARY) EXECUTE ${name}${args}`)).rows.map((r) => r["QUERY PLAN"]);
        if (i < 6) continue;
        plan.push(Number(/Planning Time: ([\d.]+)/.exec(lines.join("\n"))?.[1]));
        execution.push(Number(/Execution Time: ([\d.]+)/.exec(lines.join("\n"))?.[1]));
      }
      await client.query(`DEALLOCATE ${name}`);
      each.push({ statement: s.text.slice(0, 60), plan: s.plan, prepared: s.prepare, planMs: median(plan), executionMs: median(execution) });
    }
    return {
      source: "EXPLAIN (ANALYZE, SUMMARY) EXECUTE (pg_stat_statements is not loaded: shared_preload_libraries)",
      statements: each,
      ...totals(each),
    };
  } finally {
    await client.end();
  }
}

const round = (n: number | undefined) => (n === undefined ? null : Math.round(n * 1000) / 1000);
const median = (xs: number[]) => round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);
const totals = (each: { planMs: number | null; executionMs: number | null }[]) => ({
  planMsPerRequest: round(each.reduce((a, s) => a + (s.planMs ?? 0), 0)),
  executionMsPerRequest: round(each.reduce((a, s) => a + (s.executionMs ?? 0), 0)),
});

export interface FloorOptions {
  database: Database;
  /** the database's URL (PostgreSQL only) */
  url: string;
  post: Post;
  /** posts of as many users as the concurrent requests need (a user runs at most three lists at once) */
  posts: Post[];
  /**
   * the same users' posts to the server running in a process of its own, as it is deployed (`posts` go to the
   * server inside the bench's process, which shares one thread with the bench's own HTTP clients)
   */
  serverProcessPosts?: Post[];
  columnFields: readonly string[];
  /** timed single-request calls (after as many warm-up ones) */
  requests: number;
  /** connections of the raw pool: the server's lanes */
  poolSize: number;
}

export async function benchTripsListFloor({ database, url, post, posts, serverProcessPosts, columnFields, requests, poolSize }: FloorOptions) {
  const first = await post<{ viajes: { totalreg: number } }>(...args(defaultViewRequest(columnFields)));
  const distinct = distinctRequests(columnFields, first.viajes.totalreg, 100);
  // each request's statements, recorded while the server answers it alone (also the warm-up)
  const statements: Statement[][] = [];
  for (const r of distinct) statements.push(await recordStatements(database, () => post(...args(r))));
  const pools = (n: number) => Array.from({ length: n }, () => new pg.Pool({ connectionString: url, max: 1 }));
  const single = pools(1);
  const lanes = pools(poolSize);
  try {
    for (const s of statements) await replay(single, s, 0);
    for (const s of statements) await replay(lanes, s, 0);
    const seq = (call: (i: number) => Promise<unknown>) => concurrently(1, requests, call);
    const ours = (i: number) => post(...args(distinct[i % distinct.length]!));
    const oursMany = (i: number) => posts[i % posts.length]!(...args(distinct[i % distinct.length]!));
    const raw = (p: pg.Pool[]) => (i: number) => replay(p, statements[i % statements.length]!, i);
    const own = serverProcessPosts?.length ? serverProcessPosts : null;
    const oursOwnProcess = (i: number) => own![i % own!.length]!(...args(distinct[i % distinct.length]!));
    // the server process's warm-up: every distinct request once, then as many again 20 at once (JIT, prepared statements)
    if (own) {
      for (const r of distinct) await own[0]!(...args(r));
      await concurrently(20, distinct.length / 20, oursOwnProcess);
    }
    /** `n` at once through the server's own process, when there is one */
    const ownProcessFigure = async (n: number, rounds: number) => (own ? { oursServerProcess: await concurrently(n, rounds, oursOwnProcess) } : {});
    const figures = {
      totalreg: first.viajes.totalreg,
      statementsPerRequest: statements[0]!.length,
      oneAtATime: { ours: await seq(ours), rawSqlOneConnection: await seq(raw(single)) },
      concurrent20: { users: Math.min(20, posts.length), ours: await concurrently(20, 10, oursMany), ...(await ownProcessFigure(20, 10)), rawSqlPool: await concurrently(20, 10, raw(lanes)) },
      concurrent100: { users: posts.length, ours: await concurrently(100, 4, oursMany), ...(await ownProcessFigure(100, 4)), rawSqlPool: await concurrently(100, 4, raw(lanes)) },
      postgresPerRequest: await planningAndExecution(url, statements[1]!, () => post(...args(distinct[1]!))),
    };
    return figures;
  } finally {
    await Promise.all([...single, ...lanes].map((p) => p.end()));
  }
}

const args = (r: ScreenRequest) => [r.query, r.variables] as const;
