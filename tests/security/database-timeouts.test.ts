// A database that does not answer, a pool with no free connection or a statement past its
// budget give a clear 503 ('Servicio no disponible' / 'La consulta tardó demasiado') at once, never a hang.
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "@server/app";
import { availabilityFault } from "@server/db/availability";
import { openDatabase, type Database } from "@server/db/client";
import { createLiveBus } from "@server/live/bus";
import type { Context } from "@server/context";
import { sql } from "drizzle-orm";
import { startTestServer } from "../integration/helpers/server";
import { AVAILABILITY_TEXTS } from "@shared/i18n/requests";

async function serve(database: Database): Promise<{ app: App; url: string }> {
  const app = createApp({ database, live: createLiveBus() });
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
const login = (url: string) => fetch(`${url}/api/login`, {
  method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: "admin123" }),
});
const graphql = (url: string) => fetch(`${url}/graphql`, {
  method: "POST", headers: { "content-type": "application/json", authorization: "x".repeat(40), idapp: "12", idempresa: "1" },
  body: JSON.stringify({ query: "{ getDate }" }),
});

// AuthenticationOk then ReadyForQuery: what a server answers a startup message with when it trusts the user
const READY = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);

describe.each([
  // nothing is answered: the connect timeout ends the wait
  ["accepts connections and never answers", false],
  // the connection is answered, so only the client's query budget can end the wait (statement_timeout is the
  // silent server's own)
  ["answers the connection and then never a query", true],
] as const)("a PostgreSQL server that %s", (_name, answersStartup) => {
  let silent: TcpServer;
  const held: Socket[] = [];
  let database: Database;
  let served: { app: App; url: string };
  beforeAll(async () => {
    silent = createTcpServer((socket) => {
      held.push(socket);
      if (answersStartup) socket.once("data", () => socket.write(READY));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    database = await openDatabase({ url: `postgres://tdc@127.0.0.1:${port}/tdc`, connectTimeoutMs: 300, statementTimeoutMs: 200 });
    served = await serve(database);
  });
  afterAll(async () => {
    await served?.app.close();
    for (const s of held) s.destroy();
    await database?.close().catch(() => undefined);
    silent?.close();
  });

  it("answers the login 503 'Servicio no disponible'", async () => {
    const res = await login(served.url);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: AVAILABILITY_TEXTS.unavailable });
  });
  it("answers GraphQL 503 with SERVICE_UNAVAILABLE", async () => {
    const res = await graphql(served.url);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: AVAILABILITY_TEXTS.unavailable, extensions: { code: "SERVICE_UNAVAILABLE" } });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  it("a statement past DB_STATEMENT_TIMEOUT_MS is cancelled and read as 'La consulta tardó demasiado'", async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, statementTimeoutMs: 200 });
    try {
      const error = await database.query("SELECT pg_sleep(2)").then(() => null, (e: unknown) => e);
      expect(availabilityFault(error)).toBe("timeout");
    } finally {
      await database.close();
    }
  });

  it("a GraphQL field whose statement is cancelled answers 503 'La consulta tardó demasiado' (TIMEOUT), not an internal error", async () => {
    // a test-only field: its transaction sets a tiny statement_timeout, as the serving pool's does for every statement
    const slow = {
      typeDefs: "extend type Query { consultaLenta: Int }",
      resolvers: {
        Query: {
          consultaLenta: async (_: unknown, __: unknown, ctx: Context) => ctx.db.transaction(async (tx) => {
            await tx.execute(sql`SET LOCAL statement_timeout = 100`);
            await tx.execute(sql`SELECT pg_sleep(2)`);
            return 1;
          }),
        },
      },
    };
    const server = await startTestServer({ engine: "postgres", extraModules: [slow] });
    try {
      const headers = await server.auth("admin", "admin123");
      const res = await fetch(`${server.url}/graphql`, {
        method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query: "{ consultaLenta }" }),
      });
      expect(res.status).toBe(503);
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]).toMatchObject({ message: AVAILABILITY_TEXTS.timeout, extensions: { code: "TIMEOUT" } });
    } finally {
      await server.close();
    }
  });

  it.each([
    // login reads through drizzle's pool; a GraphQL request looks its session up through the raw-SQL lanes
    // (a drizzle query runs when it is awaited: `then` starts it)
    ["drizzle's pool", (database: Database, text: string) => database.db.execute(sql.raw(text)).then(() => undefined), login,
      { message: AVAILABILITY_TEXTS.unavailable }],
    ["the raw-SQL lanes", (database: Database, text: string) => database.query(text).then(() => undefined), graphql,
      { errors: [{ message: AVAILABILITY_TEXTS.unavailable, extensions: { code: "SERVICE_UNAVAILABLE" } }] }],
  ] as const)("a pool with no free connection answers 503 instead of queueing without end (%s)", async (_name, run, ask, answer) => {
    const previous = process.env.PG_POOL_SIZE;
    process.env.PG_POOL_SIZE = "1";
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, connectTimeoutMs: 300 });
    if (previous === undefined) delete process.env.PG_POOL_SIZE;
    else process.env.PG_POOL_SIZE = previous;
    // the pool's one connection is opened first: on a busy machine opening it could take longer than the wait
    // for a free connection that the request below must run out of
    await run(database, "SELECT 1");
    const served = await serve(database);
    try {
      const busy = run(database, "SELECT pg_sleep(2)");
      const res = await ask(served.url);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(answer);
      await busy;
    } finally {
      await served.app.close();
      await database.close();
    }
  });

});
