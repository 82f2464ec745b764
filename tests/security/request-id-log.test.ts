// The log line of a failure names the request it happened in (the id the client got in `x-request-id`): here a
// GraphQL field that throws. The id travels with the request and its errors (server/security/log.ts), no
// AsyncLocalStorage: two requests failing at once each name their own id. (A REST route's and a session lookup's failures: tests/security/crash-paths.test.ts.)
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";
import { captureLog, type LogCapture } from "../support/log-capture";

const failing = {
  typeDefs: "extend type Query { campoRoto(n: Int!): Int }",
  resolvers: {
    Query: {
      campoRoto: async (_: unknown, { n }: { n: number }) => {
        // yields first, so two requests are inside their resolvers at the same time
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error(`fallo interno ${n}`);
      },
    },
  },
};

describe("a failure's log line names its request", () => {
  let server: TestServer;
  let headers: AuthHeaders;
  let log: LogCapture | undefined;
  beforeAll(async () => {
    server = await startTestServer({ extraModules: [failing] });
    headers = await server.auth("admin", "admin123");
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => log?.stop());

  const ask = (n: number) => fetch(`${server.url}/graphql`, {
    method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query: `{ campoRoto(n: ${n}) }` }),
  });

  it("a field that throws: masked for the client, logged with the request's id", async () => {
    log = captureLog("error");
    const [a, b] = await Promise.all([ask(1), ask(2)]);
    for (const res of [a, b]) {
      const body = (await res.json()) as { errors: { message: string }[] };
      expect(body.errors[0].message).toBe("Unexpected error.");
      expect(JSON.stringify(body)).not.toContain("fallo interno");
    }
    const idA = a.headers.get("x-request-id")!;
    const idB = b.headers.get("x-request-id")!;
    expect(idA).not.toBe(idB);
    const failure = (n: number) => log!.records.find((r) => r.level === "error" && r.msg.includes(`fallo interno ${n}`));
    expect(failure(1)?.reqId).toBe(idA);
    expect(failure(2)?.reqId).toBe(idB);
  });
});
