// The access log: one JSON record for every HTTP request, with its id (the `x-request-id` the client got), method,
// path, GraphQL operation, the session's user id, status, duration and outcome — and never the token, the
// password or the user name, whatever the request carried.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFeed } from "../integration/helpers/feed";
import { startTestServer, type TestServer } from "../integration/helpers/server";
import { logger } from "@server/log/logger";
import { captureLog, type LogRecord } from "../support/log-capture";

describe("the access log", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("a sign-in and two GraphQL requests: one record each, with the user's id and no credentials", async () => {
    const log = captureLog("info");
    let records: LogRecord[] = [];
    try {
      const login = await fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: "admin123", extra: { code: 12 } }),
      });
      const body = (await login.json()) as { token: string; idempresa: number; usuario: { idusuario: number } };
      const headers = { "content-type": "application/json", authorization: body.token, idapp: "12", idempresa: String(body.idempresa) };
      const ask = (query: string, extra: Record<string, string> = {}) =>
        fetch(`${server.url}/graphql?token=${body.token}`, { method: "POST", headers: { ...headers, ...extra }, body: JSON.stringify({ query }) });
      const answered = await ask("{ getDate }");
      expect(answered.status).toBe(200);
      await answered.text();
      const refused = await ask("{ getDate }", { authorization: "token-que-no-existe" });
      await refused.text();
      const ids = [login, answered, refused].map((res) => res.headers.get("x-request-id"));
      // a record is written when its response has closed, a moment after the client has read it
      await expect.poll(() => ids.every((id) => log.records.some((r) => r.reqId === id))).toBe(true);
      records = ids.map((id) => log.records.find((r) => r.reqId === id)!);

      expect(records[0]).toMatchObject({ level: "info", msg: "solicitud", method: "POST", path: "/api/login", status: 200, outcome: "ok", userId: body.usuario.idusuario });
      expect(records[1]).toMatchObject({ method: "POST", path: "/graphql", operation: "getDate", userId: body.usuario.idusuario, status: 200, outcome: "ok" });
      // a refused session: GraphQL answers 200 with an error, and there is no user
      expect(records[2]).toMatchObject({ path: "/graphql", status: 200, outcome: "error" });
      expect(records[2]!.userId).toBeUndefined();
      for (const record of records) {
        expect(typeof record.durationMs).toBe("number");
        expect(record.durationMs as number).toBeGreaterThanOrEqual(0);
        expect(Date.parse(record.time as string)).not.toBeNaN();
      }
      const text = log.lines.join("\n");
      expect(text).not.toContain(body.token);
      expect(text).not.toContain("token-que-no-existe");
      expect(text).not.toContain("admin123");
      expect(text).not.toContain("admin");
      expect(text).not.toContain("?token=");
    } finally {
      log.stop();
    }
  });

  it("a WebSocket operation has a record of its own: operation, user id, outcome, no token", async () => {
    const auth = await server.auth("operador", "operador123");
    const log = captureLog("info");
    const feed = openFeed(server, auth);
    try {
      await expect.poll(() => log.records.find((r) => r.transport === "ws")).toMatchObject({ msg: "operación", operation: "newReport", outcome: "ok" });
      const record = log.records.find((r) => r.transport === "ws")!;
      expect(record.userId).toEqual(expect.any(Number));
      expect(typeof record.durationMs).toBe("number");
      expect(log.lines.join("\n")).not.toContain(auth.authorization);
      expect(log.lines.join("\n")).not.toContain("operador");
    } finally {
      await feed.client.dispose();
      log.stop();
    }
  });

  it("at LOG_LEVEL info a request is recorded, below it none is", async () => {
    const health = async () => {
      const res = await fetch(`${server.url}/no-existe`);
      await res.text();
      return res.headers.get("x-request-id");
    };
    const log = captureLog("info");
    try {
      const seen = await health();
      await expect.poll(() => log.records.some((r) => r.reqId === seen && r.path === "/no-existe" && r.status === 404 && r.outcome === "error")).toBe(true);
      log.records.length = 0;
      logger.level = "warn";
      await health();
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      log.stop();
    }
    expect(log.records).toEqual([]);
  });
});
