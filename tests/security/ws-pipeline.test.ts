// The live feed's WebSocket answers as strictly as HTTP: introspection off in production for both, and a
// database failure masked on the socket as on HTTP (once a socket showed `Failed query: insert into
// "auditoria" … params: …`, the user's full name included, and `connect ECONNREFUSED …`). The bad-input cases
// of both ways in are in bad-input.test.ts.
import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTROSPECTION_OFF } from "@server/security/introspection";

import { startTcpProxy, type TcpProxy } from "../e2e/support/tcp-proxy";
import { startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";
import { wsOperation } from "../integration/helpers/ws-operation";
import { AVAILABILITY_TEXTS } from "@shared/i18n/requests";

const INTROSPECT = "{ __schema { types { name } } }";

describe("in production", () => {
  let server: TestServer;
  let admin: AuthHeaders;
  beforeAll(async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      server = await startTestServer();
    } finally {
      process.env.NODE_ENV = before;
    }
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => server?.close());

  it("refuses introspection to a signed-in caller over HTTP and over the WebSocket alike", async () => {
    const http = await server.gql(admin, INTROSPECT);
    expect(http.errors?.map((e) => e.message)).toContain(INTROSPECTION_OFF);
    const ws = await wsOperation(server, admin, INTROSPECT);
    expect(ws.data).toBeUndefined();
    expect(ws.errors?.map((e) => e.message)).toContain(INTROSPECTION_OFF);
    // the feed's own operations still run on the socket
    expect((await wsOperation(server, admin, "{ getDate }")).data).toHaveProperty("getDate");
  });
});

describe("in production with GRAPHQL_INTROSPECTION=1", () => {
  let server: TestServer;
  let admin: AuthHeaders;
  beforeAll(async () => {
    const before = { env: process.env.NODE_ENV, flag: process.env.GRAPHQL_INTROSPECTION };
    process.env.NODE_ENV = "production";
    process.env.GRAPHQL_INTROSPECTION = "1";
    try {
      server = await startTestServer();
    } finally {
      process.env.NODE_ENV = before.env;
      if (before.flag === undefined) delete process.env.GRAPHQL_INTROSPECTION;
      else process.env.GRAPHQL_INTROSPECTION = before.flag;
    }
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => server?.close());

  it("answers the standard introspection query (GraphiQL's, code generators') over HTTP and the WebSocket", async () => {
    const http = await server.gql<{ __schema: { types: unknown[] } }>(admin, getIntrospectionQuery());
    expect(http.errors).toBeUndefined();
    expect(http.data!.__schema.types.length).toBeGreaterThan(50);
    const ws = await wsOperation<{ __schema: { types: unknown[] } }>(server, admin, getIntrospectionQuery());
    expect(ws.errors).toBeUndefined();
    expect(ws.data!.__schema.types.length).toBe(http.data!.__schema.types.length);
  });
});

describe("a database that fails under an open socket", () => {
  let server: TestServer;
  let admin: AuthHeaders;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => server?.close().catch(() => undefined));

  it("answers the socket's operations with the masked error, never the database's own text", async () => {
    const query = server.database.query.bind(server.database);
    // the database stops answering once the socket is signed in: every query fails with the driver's own text
    const fail = () => {
      server.database.query = () => Promise.reject(new Error('Failed query: select from "viajeslista" params: Administrador Demo'));
    };
    try {
      const answer = await wsOperation(server, admin, "{ viajes { totalreg } }", undefined, fail);
      expect(answer.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(answer.errors)).not.toMatch(/Failed query|viajeslista|Administrador/);
      expect(answer.errors?.[0].message).toBe("Unexpected error.");
    } finally {
      server.database.query = query;
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a PostgreSQL server that becomes unreachable under an open socket", () => {
  let server: TestServer;
  let admin: AuthHeaders;
  let proxy: TcpProxy | undefined;
  beforeAll(async () => {
    // the server reaches its database through a TCP proxy this test closes: new connections are refused
    server = await startTestServer({
      engine: "postgres",
      connectVia: async (url) => {
        const target = new URL(url);
        proxy = await startTcpProxy(`tcp://${target.host}`);
        target.port = new URL(proxy.url).port;
        target.hostname = "127.0.0.1";
        return target.toString();
      },
    });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => {
    await proxy?.close().catch(() => undefined);
    await server?.close().catch(() => undefined);
  });

  it("answers the socket's operation with the same masked Spanish error as HTTP: no driver text, no SQL, no user name", async () => {
    const leaks = /ECONNREFUSED|ECONNRESET|127\.0\.0\.1|Failed query|select|viajeslista|Administrador/i;
    const ws = await wsOperation(server, admin, "{ viajes { totalreg } }", undefined, () => void proxy!.close());
    expect(ws.data?.viajes ?? null).toBeNull();
    expect(ws.errors?.[0]).toMatchObject({ message: AVAILABILITY_TEXTS.unavailable, extensions: { code: "SERVICE_UNAVAILABLE" } });
    expect(JSON.stringify(ws.errors)).not.toMatch(leaks);
    const http = await server.gql(admin, "{ viajes { totalreg } }");
    expect(http.errors?.[0]).toMatchObject({ message: AVAILABILITY_TEXTS.unavailable });
    expect(JSON.stringify(http.errors)).not.toMatch(leaks);
  });
});
