// Crash paths, against the real server process: a malformed URL gets 400 and the server lives on
// (each of these once ended the process); and a failing query never writes its parameters (session tokens,
// user names) to the log — the line names the request id the client got in `x-request-id`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoDataDir, openTestDatabase, type TestDatabase } from "../support/test-databases";
import { childAuth, startChildServer, type ChildServer } from "../integration/helpers/child-server";

/** Sends a raw request line and answers the status line the server wrote. */
function rawRequest(url: string, requestLine: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer.split("\r\n")[0]));
    socket.on("error", reject);
  });
}

const CRASH_PATHS = [
  "GET /%zz HTTP/1.1", "GET /%E0%A4%A HTTP/1.1", "GET /graphql% HTTP/1.1", "GET /api/login% HTTP/1.1",
  "POST /api/login% HTTP/1.1", "GET //[ HTTP/1.1", "GET http://[/ HTTP/1.1", "GET /Home/%zz/%E0 HTTP/1.1",
];

describe("malformed URLs against the server process", () => {
  let server: ChildServer;
  const dir = mkdtempSync(join(tmpdir(), "tdc-crash-"));
  beforeAll(async () => {
    const ui = join(dir, "ui");
    mkdirSync(ui, { recursive: true });
    writeFileSync(join(ui, "index.html"), "<!doctype html><div id=\"root\"></div>");
    await demoDataDir(join(dir, "data"));
    server = await startChildServer({ DATA_DIR: join(dir, "data"), UI_DIR: ui });
  });
  afterAll(async () => {
    server?.proc.kill("SIGKILL");
    await server?.exited;
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(CRASH_PATHS)("%s → 400, and the server goes on", async (line) => {
    expect(await rawRequest(server.url, line)).toBe("HTTP/1.1 400 Bad Request");
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: "admin123" }),
    });
    expect(login.status).toBe(200);
    expect(server.proc.exitCode).toBeNull();
  });

  it("the answer to a malformed URL is the Spanish text", async () => {
    const res = await fetch(`${server.url}/%zz`);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("Solicitud inválida");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the log never holds a query's parameters", () => {
  let server: ChildServer;
  let copy: TestDatabase;
  const uploads = mkdtempSync(join(tmpdir(), "tdc-log-"));
  beforeAll(async () => {
    copy = await openTestDatabase("postgres");
    server = await startChildServer({ DATABASE_URL: copy.url!, UPLOADS_DIR: uploads });
  });
  afterAll(async () => {
    server?.proc.kill("SIGKILL");
    await server?.exited;
    await copy?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("a session or login query that fails is logged by request id, without the token or the user name", async () => {
    const headers = await childAuth(server.url, "admin", "admin123");
    const db = new pg.Client({ connectionString: copy.url });
    await db.connect();
    try {
      await db.query(`ALTER TABLE sesiones RENAME TO sesiones_fuera`);
      await db.query(`ALTER TABLE usuarios RENAME TO usuarios_fuera`);
      const before = server.output().length;
      const gql = await fetch(`${server.url}/graphql`, {
        method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query: "{ getDate }" }),
      });
      const login = await fetch(`${server.url}/api/login`, {
        method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "usuario-secreto-77", password: "clave-secreta-77" }),
      });
      expect(login.status).toBe(500);
      const ids = [gql.headers.get("x-request-id"), login.headers.get("x-request-id")];
      await expect.poll(() => server.output().slice(before)).toContain(ids[1]!);
      const log = server.output().slice(before);
      expect(log).toContain(ids[0]!);
      expect(log).not.toContain(headers.authorization);
      expect(log).not.toContain("usuario-secreto-77");
      expect(log).not.toContain("clave-secreta-77");
    } finally {
      await db.query(`ALTER TABLE IF EXISTS sesiones_fuera RENAME TO sesiones`).catch(() => undefined);
      await db.query(`ALTER TABLE IF EXISTS usuarios_fuera RENAME TO usuarios`).catch(() => undefined);
      await db.end();
    }
  });
});
