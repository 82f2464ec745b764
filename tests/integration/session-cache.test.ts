// The session lookup cache on the real server (server/auth/session-cache.ts): a burst of requests with one token
// looks it up once, one after another or all at once; logout, a deactivation and a password reset are refused at the very next request; a session
// revoked behind the server's back (another replica's logout) is refused within SESSION_CACHE_MS.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_CACHE_MS } from "@server/auth/session-cache";
import { RESET_PASSWORD_APP_ID } from "@shared/config";
import type { QueryOptions } from "@server/db/client";
import { captureStatements } from "./helpers/capture";
import { startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const ME = "query { sysEstados { id } }";
const SESSION_LOOKUP = /FROM "sesiones" s JOIN "usuarios" u/;

describe("session lookups", () => {
  let server: TestServer;
  let admin: AuthHeaders;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => server?.close());

  const refused = async (auth: AuthHeaders) => (await server.gql(auth, ME)).errors?.[0]?.extensions?.code === "UNAUTHENTICATED";

  it("looks a token up once for a burst of requests", async () => {
    const auth = await server.auth("operador", "operador123");
    const lookups = await captureStatements(server.database, SESSION_LOOKUP, async () => {
      for (let i = 0; i < 5; i++) expect((await server.gql(auth, ME)).errors).toBeUndefined();
    });
    expect(lookups).toHaveLength(1);
  });

  it("looks a token up once for requests that arrive while its lookup runs", async () => {
    const auth = await server.auth("operador", "operador123");
    // whatever signing in kept is gone
    await new Promise((r) => setTimeout(r, SESSION_CACHE_MS + 50));
    // the lookup answers slowly, as it does when it waits for a connection under load: the burst arrives meanwhile
    const original = server.database.query.bind(server.database);
    let lookups = 0;
    server.database.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
      if (SESSION_LOOKUP.test(text)) {
        lookups++;
        await new Promise((r) => setTimeout(r, 300));
      }
      return original(text, params, options);
    }) as typeof server.database.query;
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => server.gql(auth, ME)));
      for (const res of answers) expect(res.errors).toBeUndefined();
    } finally {
      server.database.query = original;
    }
    expect(lookups).toBe(1);
  });

  it("refuses a token at the next request after its logout", async () => {
    const auth = await server.auth("operador", "operador123");
    expect(await refused(auth)).toBe(false);
    const res = await fetch(`${server.url}/api/logout`, { method: "POST", headers: { authorization: auth.authorization } });
    expect(res.status).toBeLessThan(300);
    expect(await refused(auth)).toBe(true);
  });

  it("refuses a user's tokens at the next request after a password reset and after a deactivation", async () => {
    const auth = await server.auth("operador", "operador123");
    expect(await refused(auth)).toBe(false);
    const [user] = await server.database.query<{ id: number; nombre: string; correo: string; telefono: string | null; passwordhash: string }>(
      `SELECT id, nombre, correo, telefono, passwordhash FROM usuarios WHERE username = 'operador'`);
    try {
      const res = await server.gql(admin, `mutation ($id: Int!, $c: ControladorTraficoInput!) { updateControladorTrafico(idUser: $id, controladorTrafico: $c) { id } }`,
        { id: user.id, c: { nombre: user.nombre, correo: user.correo, telefono: user.telefono ?? "3000000000", indicadoractivo: false } });
      expect(res.errors).toBeUndefined();
      expect(await refused(auth)).toBe(true);
      await server.database.query(`UPDATE usuarios SET indicadoractivo = true WHERE id = $1`, [user.id]);
      const again = await server.auth("operador", "operador123");
      expect(await refused(again)).toBe(false);
      const reset = await server.gql(admin, `mutation ($id: Int!) { resetPassword(id: $id, idapp: ${RESET_PASSWORD_APP_ID}) { id } }`, { id: user.id });
      expect(reset.errors).toBeUndefined();
      expect(await refused(again)).toBe(true);
    } finally {
      await server.database.query(`UPDATE usuarios SET indicadoractivo = true, debecambiarclave = false, passwordhash = $2 WHERE id = $1`, [user.id, user.passwordhash]);
    }
  });

  it("refuses a session revoked behind its back within SESSION_CACHE_MS", async () => {
    const auth = await server.auth("operador", "operador123");
    expect(await refused(auth)).toBe(false);
    await server.database.query(`UPDATE sesiones SET revoked_at = now() WHERE token = $1`, [auth.authorization]);
    await expect.poll(() => refused(auth), { timeout: SESSION_CACHE_MS + 2_000, interval: 100 }).toBe(true);
  });
});
