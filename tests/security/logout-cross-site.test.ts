// POST /api/logout acts on the session cookie, so a form of another origin of the same site
// (which the browser sends with the cookie, SameSite=Strict or not) must not end the session: without the
// contract's idapp header, a JSON body or an Authorization header it is refused (403, Spanish) and the session
// stays; the app's own logout (JSON, with the cookie) still ends it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type TestServer } from "../integration/helpers/server";
import { CROSS_SITE_REFUSED } from "@shared/i18n/requests";


const HEADERS = { idapp: "12", idempresa: "1" };

describe.each(enginesOf(import.meta.url))("POST /api/logout from another origin, on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(async () => server?.close());

  async function cookieSession() {
    const res = await fetch(`${server.url}/api/login`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "operador", password: "operador123", extra: { code: 12 } }),
    });
    expect(res.status).toBe(200);
    return `token=${/^token=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? ""}`;
  }
  const alive = async (cookie: string) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST", headers: { "content-type": "application/json", cookie, ...HEADERS }, body: JSON.stringify({ query: "{ getDate }" }),
    });
    return ((await res.json()) as { errors?: unknown[] }).errors === undefined;
  };
  const logout = (headers: Record<string, string>, body?: string) => fetch(`${server.url}/api/logout`, { method: "POST", headers, body });

  it.each([
    ["a form (application/x-www-form-urlencoded)", "application/x-www-form-urlencoded", "a=1"],
    ["a form (multipart/form-data)", "multipart/form-data; boundary=x", "--x--\r\n"],
    ["a text/plain form", "text/plain", "{}"],
  ])("is refused as %s: 403 with a Spanish message, and the session stays", async (_what, type, body) => {
    const cookie = await cookieSession();
    const res = await logout({ cookie, "content-type": type, origin: "http://otro.example.com" }, body);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(CROSS_SITE_REFUSED);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await alive(cookie)).toBe(true);
  });

  it("the app's own logout (JSON with the cookie) still ends the session, and so does idapp alone", async () => {
    const cookie = await cookieSession();
    const res = await logout({ cookie, "content-type": "application/json" }, "{}");
    expect(res.status).toBe(200);
    expect(await alive(cookie)).toBe(false);
    const other = await cookieSession();
    expect((await logout({ cookie: other, idapp: "12" })).status).toBe(200);
    expect(await alive(other)).toBe(false);
  });
});
