// Every answer carries the browser protections (CSP, no framing, nosniff,
// same-origin referrer); CORS only for CORS_ORIGINS, never a reflected or 'null' origin; the schema is not
// shown to callers without credentials (no introspection, no "Did you mean"); the login takes JSON only; the
// live feed's WebSocket refuses messages over 1 MB and more than 10 sockets per session.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { INTROSPECTION_OFF, schemaVisible } from "@server/security/introspection";
import { CLOSE_TOO_MANY_SOCKETS, MAX_SOCKETS_PER_SESSION, MAX_SUBSCRIPTIONS_PER_SOCKET } from "@server/security/ws-limits";
import { startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";

const ALLOWED = "https://torre.transcarga.example";
const ui = mkdtempSync(join(tmpdir(), "tdc-ui-"));
writeFileSync(join(ui, "index.html"), "<!doctype html><div id=\"root\"></div>");

let server: TestServer;
let admin: AuthHeaders;
beforeAll(async () => {
  process.env.CORS_ORIGINS = `${ALLOWED}, null`;
  server = await startTestServer({ uiDir: ui });
  delete process.env.CORS_ORIGINS;
  admin = await server.auth("admin", "admin123");
});
afterAll(async () => {
  await server?.close();
  rmSync(ui, { recursive: true, force: true });
});

const graphql = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("security headers", () => {
  it.each([
    ["the UI", () => fetch(`${server.url}/Home/Viaje/1`)],
    ["REST", () => fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })],
    ["GraphQL", () => graphql({ query: "{ getDate }" }, admin)],
    ["a 404", () => fetch(`${server.url}/dev/nada`)],
  ])("on %s", async (_what, request) => {
    const res = await request();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
  });
});

describe("CORS", () => {
  const preflight = (path: string, origin: string) => fetch(`${server.url}${path}`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type, authorization, idapp, idempresa" },
  });
  it.each(["/graphql", "/api/login"])("allows a listed origin on %s, with credentials", async (path) => {
    const res = await preflight(path, ALLOWED);
    expect(res.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    const actual = path === "/graphql"
      ? await graphql({ query: "{ getDate }" }, { ...admin, origin: ALLOWED })
      : await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: ALLOWED }, body: "{}" });
    expect(actual.headers.get("access-control-allow-origin")).toBe(ALLOWED);
  });
  it.each([
    ["/graphql", "https://evil.example"], ["/graphql", "null"], ["/api/login", "https://evil.example"], ["/api/login", "null"],
  ])("gives %s no CORS header for the origin %s", async (path, origin) => {
    expect((await preflight(path, origin)).headers.get("access-control-allow-origin")).toBeNull();
    const actual = path === "/graphql"
      ? await graphql({ query: "{ getDate }" }, { ...admin, origin })
      : await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", origin }, body: "{}" });
    expect(actual.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("the schema is not shown to strangers", () => {
  it("refuses introspection without credentials, and gives no field suggestions", async () => {
    const intro = await (await graphql({ query: "{ __schema { types { name } } }" })).json() as { errors: { message: string }[] };
    expect(intro.errors.map((e) => e.message)).toContain(INTROSPECTION_OFF);
    const typo = await (await graphql({ query: "{ viajess { totalreg } }" })).json() as { errors: { message: string }[] };
    expect(typo.errors[0].message).not.toMatch(/Did you mean/);
    // with credentials, in development, the schema stays explorable
    const mine = await (await graphql({ query: "{ __type(name: \"Viaje\") { name } }" }, admin)).json() as { data?: { __type: { name: string } } };
    expect(mine.data?.__type.name).toBe("Viaje");
  });
  it.each([
    [{ production: true, enabled: false }, true, false],
    [{ production: true, enabled: true }, false, true],
    [{ production: false, enabled: false }, true, true],
    [{ production: false, enabled: false }, false, false],
  ])("policy %j, credentials %s → visible %s", (policy, credentials, visible) => {
    expect(schemaVisible(policy, credentials)).toBe(visible);
  });
});

describe("login bodies", () => {
  it.each(["text/plain", "application/x-www-form-urlencoded", ""])("refuses a %j body with 415", async (type) => {
    for (const method of ["POST", "PUT"]) {
      const res = await fetch(`${server.url}/api/login`, {
        method, headers: { ...(type ? { "content-type": type } : {}), authorization: admin.authorization },
        body: JSON.stringify({ username: "admin", password: "admin123" }),
      });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { message: string }).message).toBe("El cuerpo de la solicitud debe ser JSON (application/json)");
    }
  });
});

describe("the live feed's WebSocket", () => {
  const wsUrl = () => server.url.replace(/^http/, "ws") + "/graphql";
  const open = () => new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(wsUrl(), "graphql-transport-ws");
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
  const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
  /** a socket that sent connection_init: 'ack' or the close code */
  const init = async (payload: Record<string, unknown>) => {
    const ws = await open();
    const answer = new Promise<string | number>((resolve) => {
      ws.once("message", (data) => resolve(JSON.parse(String(data)).type));
      ws.once("close", (code) => resolve(code));
    });
    ws.send(JSON.stringify({ type: "connection_init", payload }));
    return { ws, answer: await answer };
  };

  it("closes a socket sending a 2 MB message (1009) before any sign-in, and the server goes on", async () => {
    const ws = await open();
    const code = closed(ws);
    ws.send("x".repeat(2 * 1024 * 1024));
    expect(await code).toBe(1009);
    expect((await graphql({ query: "{ getDate }" }, admin)).status).toBe(200);
  });

  it(`holds at most ${MAX_SOCKETS_PER_SESSION} sockets per session and ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per socket`, async () => {
    const params = { token: admin.authorization, idapp: 12, idempresa: 1 };
    const sockets = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_SESSION }, () => init(params)));
    try {
      expect(sockets.map((s) => s.answer)).toEqual(Array(MAX_SOCKETS_PER_SESSION).fill("connection_ack"));
      expect((await init(params)).answer).toBe(CLOSE_TOO_MANY_SOCKETS);
      // one more subscription than allowed on one socket: the last is refused with an error message
      const ws = sockets[0].ws;
      const answers: { id: string; type: string }[] = [];
      ws.on("message", (data) => answers.push(JSON.parse(String(data))));
      for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_SOCKET; i++) {
        ws.send(JSON.stringify({ id: `s${i}`, type: "subscribe", payload: { query: "subscription { newReport(idempresa: 1) { id } }" } }));
      }
      await expect.poll(() => answers.find((a) => a.id === `s${MAX_SUBSCRIPTIONS_PER_SOCKET}`)?.type).toBe("error");
      expect(answers.filter((a) => a.type === "error")).toHaveLength(1);
    } finally {
      for (const s of sockets) s.ws.close();
    }
    // a socket that closed frees its place
    await expect.poll(async () => {
      const again = await init(params);
      again.ws.close();
      return again.answer;
    }).toBe("connection_ack");
  });
});
