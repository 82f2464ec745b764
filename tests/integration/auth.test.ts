// Sessions: login answers, password change, logout, and the
// headers every GraphQL request needs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const PING = "{ getDate }";

describe.each(enginesOf(import.meta.url))("auth on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(async () => server?.close());

  const putPassword = (token: string, body: Record<string, string>, idempresa = 1) =>
    fetch(`${server.url}/api/login?idapp=12&idempresa=${idempresa}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: token },
      body: JSON.stringify(body),
    });
  const codeOf = async (headers: Record<string, string>) => (await server.gql(headers, PING)).errors?.[0]?.extensions?.code;

  describe("POST /api/login", () => {
    it("answers 200 with the spec's body and never the password", async () => {
      const { status, body } = await server.login("admin", "admin123");
      expect(status).toBe(200);
      expect(body).toMatchObject({
        token: expect.any(String),
        idempresa: 1,
        usuario: { idusuario: expect.any(Number), name: expect.any(String), idrol: 3 },
      });
      expect(body.usuario).toHaveProperty("urllogo");
      expect(body.token.length).toBeGreaterThanOrEqual(32);
      expect(JSON.stringify(body)).not.toMatch(/admin123|scrypt|password|hash/i);
    });

    it.each([
      ["operador", "operador123", 1, 1],
      ["admin3", "admin123", 3, 3],
      ["admin8", "admin123", 8, 3],
    ])("%s / %s signs in to company %i with role %i", async (username, password, idempresa, idrol) => {
      const { status, body } = await server.login(username, password);
      expect(status).toBe(200);
      expect(body.idempresa).toBe(idempresa);
      expect(body.usuario.idrol).toBe(idrol);
    });

    it.each([
      ["admin", "wrong"],
      ["admin", "ADMIN123"],
      ["nadie", "admin123"],
      ["", "admin123"],
      ["admin", ""],
      ["   ", "admin123"],
      ["", ""],
    ])("answers 401 'No se pudo autenticar' for '%s' / '%s'", async (username, password) => {
      const { status, body } = await server.login(username, password);
      expect(status).toBe(401);
      expect(body).toEqual({ message: "No se pudo autenticar" });
    });

    it("answers 401 when the body has no credentials at all", async () => {
      const res = await fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "No se pudo autenticar" });
    });
  });

  describe("requests without a valid session", () => {
    let headers: AuthHeaders;
    beforeAll(async () => {
      headers = await server.auth("admin", "admin123");
    });

    it("serves a complete request", async () => {
      const res = await server.gql<{ getDate: string }>(headers, PING);
      expect(res.errors).toBeUndefined();
      expect(Number.isNaN(Date.parse(res.data!.getDate))).toBe(false);
    });

    it.each([
      ["no token", (h: AuthHeaders) => ({ idapp: h.idapp, idempresa: h.idempresa })],
      ["an unknown token", (h: AuthHeaders) => ({ ...h, authorization: "x".repeat(43) })],
      ["no idapp", (h: AuthHeaders) => ({ authorization: h.authorization, idempresa: h.idempresa })],
      ["no idempresa", (h: AuthHeaders) => ({ authorization: h.authorization, idapp: h.idapp })],
      ["another company's idempresa", (h: AuthHeaders) => ({ ...h, idempresa: "3" })],
      ["a non-numeric idempresa", (h: AuthHeaders) => ({ ...h, idempresa: "uno" })],
    ])("refuses %s with UNAUTHENTICATED", async (_name, make) => {
      expect(await codeOf(make(headers))).toBe("UNAUTHENTICATED");
    });

    it("accepts 'Bearer <token>' as well", async () => {
      expect(await codeOf({ ...headers, authorization: `Bearer ${headers.authorization}` })).toBeUndefined();
    });
  });

  it("after POST /api/logout the token is refused with UNAUTHENTICATED", async () => {
    const headers = await server.auth("operador", "operador123");
    const other = await server.auth("operador", "operador123");
    expect(await codeOf(headers)).toBeUndefined();
    const res = await fetch(`${server.url}/api/logout`, { method: "POST", headers: { authorization: headers.authorization } });
    expect(res.status).toBe(200);
    expect(await codeOf(headers)).toBe("UNAUTHENTICATED");
    // only that session ends
    expect(await codeOf(other)).toBeUndefined();
  });

  describe("password change (PUT /api/login)", () => {
    it("answers 409 for a user who must change the password, whose token serves nothing else", async () => {
      const { status, body } = await server.login("nuevo", "nuevo123");
      expect(status).toBe(409);
      expect(body.token).toEqual(expect.any(String));
      expect(await codeOf({ authorization: body.token, idapp: "12", idempresa: "1" })).toBe("UNAUTHENTICATED");
    });

    it("refuses a wrong current password and a mismatch, then changes it", async () => {
      const { body } = await server.login("nuevo", "nuevo123");
      const wrong = await putPassword(body.token, { claveactual: "otra", clavenueva: "Nueva456", claveconfirmacion: "Nueva456" });
      expect(wrong.status).toBeGreaterThanOrEqual(400);
      const mismatch = await putPassword(body.token, { claveactual: "nuevo123", clavenueva: "Nueva456", claveconfirmacion: "Nueva457" });
      expect(mismatch.status).toBe(400);
      expect(await mismatch.json()).toEqual({ message: "La contraseña es diferente" });
      expect((await server.login("nuevo", "nuevo123")).status).toBe(409);

      const ok = await putPassword(body.token, { claveactual: "nuevo123", clavenueva: "Nueva456", claveconfirmacion: "Nueva456" });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ message: "Se cambio la contraseña" });

      const fresh = await server.login("nuevo", "Nueva456");
      expect(fresh.status).toBe(200);
      expect(fresh.body.idempresa).toBe(1);
      expect(await codeOf({ authorization: fresh.body.token, idapp: "12", idempresa: "1" })).toBeUndefined();
      expect((await server.login("nuevo", "nuevo123")).status).toBe(401);
    });

    it("refuses a change without a session or for another company", async () => {
      const none = await putPassword("", { claveactual: "a", clavenueva: "b", claveconfirmacion: "b" });
      expect(none.status).toBe(401);
      const { body } = await server.login("admin8", "admin123");
      const other = await putPassword(body.token, { claveactual: "admin123", clavenueva: "x1", claveconfirmacion: "x1" }, 1);
      expect(other.status).toBe(401);
      expect((await server.login("admin8", "admin123")).status).toBe(200);
    });
  });
});
