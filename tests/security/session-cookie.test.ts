// The session token is an HttpOnly cookie. The login sets it (SameSite=Strict, Secure over
// HTTPS), it alone authenticates GraphQL, REST and the live feed's socket together with the contract's idapp and
// idempresa headers (which no cross-site form, link or image can send), the logout and a password change remove
// it, and a page of another origin cannot open the feed with it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startTestServer, type TestServer } from "../integration/helpers/server";

const SESSION_LIFETIME_S = 864_000;
const HEADERS = { idapp: "12", idempresa: "1" };

describe("the session cookie", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());
  afterEach(() => {
    delete process.env.TRUST_PROXY;
    delete process.env.COOKIE_SECURE;
  });

  async function login(username = "operador", password = "operador123", headers: Record<string, string> = {}) {
    const res = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ username, password, extra: { code: 12 } }),
    });
    const setCookie = res.headers.get("set-cookie") ?? "";
    const body = (await res.json()) as { token: string };
    const cookie = /^token=([^;]*)/.exec(setCookie)?.[1] ?? "";
    return { status: res.status, setCookie, cookie: `token=${cookie}`, token: body.token, raw: cookie };
  }
  const attributes = (setCookie: string) => setCookie.split(";").slice(1).map((a) => a.trim().toLowerCase());
  const gql = async (headers: Record<string, string>, query = "{ getDate }") => {
    const res = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query }) });
    return (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  };

  it("is set by the login as HttpOnly, SameSite=Strict, for the whole site, for about 10 days, not Secure over plain HTTP", async () => {
    const l = await login();
    expect(l.status).toBe(200);
    expect(decodeURIComponent(l.raw)).toBe(l.token);
    const attrs = attributes(l.setCookie);
    expect(attrs).toEqual(expect.arrayContaining(["httponly", "samesite=strict", "path=/", `max-age=${SESSION_LIFETIME_S}`]));
    expect(attrs).not.toContain("secure");
  });

  it("is set by a must-change login too (409), for the password change", async () => {
    const l = await login("nuevo", "nuevo123");
    expect(l.status).toBe(409);
    expect(attributes(l.setCookie)).toContain("httponly");
  });

  it("is Secure behind an HTTPS proxy when TRUST_PROXY is set, and when COOKIE_SECURE=1; a forged header without TRUST_PROXY changes nothing", async () => {
    expect(attributes((await login(undefined, undefined, { "x-forwarded-proto": "https" })).setCookie)).not.toContain("secure");
    process.env.TRUST_PROXY = "1";
    expect(attributes((await login(undefined, undefined, { "x-forwarded-proto": "https" })).setCookie)).toContain("secure");
    expect(attributes((await login(undefined, undefined, { "x-forwarded-proto": "http" })).setCookie)).not.toContain("secure");
    delete process.env.TRUST_PROXY;
    process.env.COOKIE_SECURE = "1";
    expect(attributes((await login()).setCookie)).toContain("secure");
  });

  it("authenticates GraphQL and REST with the contract's headers and no Authorization", async () => {
    const l = await login();
    const res = await gql({ cookie: l.cookie, ...HEADERS });
    expect(res.errors).toBeUndefined();
    const [trip] = await server.database.query<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const rest = await fetch(`${server.url}/api/routes?idviaje=${trip.id}`, { headers: { cookie: l.cookie, ...HEADERS } });
    expect(rest.status).toBe(200);
  });

  it("is refused without the idapp and idempresa headers (what a cross-site form, link or image would send)", async () => {
    const l = await login();
    expect((await gql({ cookie: l.cookie })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await gql({ cookie: l.cookie, idapp: "12" })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const form = await fetch(`${server.url}/graphql`, {
      method: "POST", headers: { cookie: l.cookie, "content-type": "application/x-www-form-urlencoded" }, body: "query=%7BgetDate%7D",
    });
    const text = await form.text();
    expect(text).not.toContain('"getDate"');
  });

  it("is removed by the logout, and its token no longer works", async () => {
    const l = await login();
    const out = await fetch(`${server.url}/api/logout`, { method: "POST", headers: { "content-type": "application/json", cookie: l.cookie }, body: "{}" });
    expect(out.status).toBe(200);
    const cleared = out.headers.get("set-cookie") ?? "";
    expect(cleared).toMatch(/^token=;/);
    expect(attributes(cleared)).toEqual(expect.arrayContaining(["httponly", "max-age=0"]));
    expect((await gql({ cookie: l.cookie, ...HEADERS })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await gql({ authorization: l.token, ...HEADERS })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("serves the password change, which then removes it", async () => {
    const l = await login("nuevo", "nuevo123");
    const [before] = await server.database.query<{ passwordhash: string }>(`SELECT passwordhash FROM usuarios WHERE username = 'nuevo'`);
    try {
      const res = await fetch(`${server.url}/api/login?idapp=12&idempresa=1`, {
        method: "PUT", headers: { "content-type": "application/json", cookie: l.cookie },
        body: JSON.stringify({ claveactual: "nuevo123", clavenueva: "nuevo4567", claveconfirmacion: "nuevo4567" }),
      });
      expect(res.status).toBe(200);
      expect(attributes(res.headers.get("set-cookie") ?? "")).toContain("max-age=0");
    } finally {
      await server.database.query(`UPDATE usuarios SET passwordhash = $1, debecambiarclave = true WHERE username = 'nuevo'`, [before.passwordhash]);
    }
  });

  /** opens a graphql-ws socket with the cookie on its upgrade request: true when the server acknowledges it */
  function feedOpens(cookie: string, origin?: string): Promise<boolean> {
    const socket = new WebSocket(`${server.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", { headers: { cookie, ...(origin ? { origin } : {}) } });
    return new Promise<boolean>((resolve) => {
      const done = (value: boolean) => {
        resolve(value);
        socket.terminate();
      };
      socket.on("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: { idapp: 12, idempresa: 1 } })));
      socket.on("message", (data) => done((JSON.parse(String(data)) as { type: string }).type === "connection_ack"));
      socket.on("unexpected-response", () => done(false));
      socket.on("error", () => done(false));
      socket.on("close", () => done(false));
    });
  }

  it("opens the live feed with no token in the connection params, from the site's own pages only", async () => {
    const l = await login();
    const host = new URL(server.url).host;
    expect(await feedOpens(l.cookie)).toBe(true);
    expect(await feedOpens(l.cookie, `http://${host}`)).toBe(true);
    expect(await feedOpens(l.cookie, "http://evil.example")).toBe(false);
    expect(await feedOpens("token=not-a-session")).toBe(false);
  });
});
