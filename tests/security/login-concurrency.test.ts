// The login limit holds under concurrency (each attempt is counted atomically before its
// password is checked: 100 parallel guesses check exactly the limit), wrong current passwords of the password
// change are limited too, and an unknown user costs a password hash like a known one.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as password from "@server/auth/password";
import { createLoginLimiter } from "@server/security/login-limiter";
import { startTestServer, type TestServer } from "../integration/helpers/server";

vi.mock("@server/auth/password", async (original) => {
  const real = await original<typeof password>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const LIMIT = 5;

describe("login attempts are counted before the password is checked", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it("an unknown user's login verifies a password hash like a known user's", async () => {
    const verify = vi.mocked(password.verifyPassword);
    verify.mockClear();
    expect((await server.login("no-existe-nadie", "clave-cualquiera")).status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    expect((await server.login("admin", "clave-mala")).status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("wrong current passwords of the password change are limited per user (429 after the limit)", async () => {
    const headers = await server.auth("admin3", "admin123");
    const change = (claveactual: string) => fetch(`${server.url}/api/login?idapp=12&idempresa=3`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: headers.authorization },
      body: JSON.stringify({ claveactual, clavenueva: "NuevaClave2026", claveconfirmacion: "NuevaClave2026" }),
    });
    for (let i = 0; i < LIMIT; i++) expect((await change(`mala${i}`)).status).toBe(400);
    const refused = await change("admin123");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Demasiados intentos/);
  });
});

describe.each([
  ["in memory", undefined],
  ["in Redis", process.env.REDIS_URL],
])("through the server, the limiter %s", (where, redisUrl) => {
  let server: TestServer;
  const limiter = createLoginLimiter({ redisUrl, prefix: `tdc-test-${Date.now()}-${Math.random()}:` });
  beforeAll(async () => {
    server = await startTestServer({ loginLimiter: limiter });
  });
  afterAll(async () => {
    await server?.close();
    await limiter.close();
  });

  it.skipIf(where === "in Redis" && !redisUrl)("100 concurrent wrong guesses for one user: exactly the limit are checked (401), the rest refused (429)", async () => {
    const verify = vi.mocked(password.verifyPassword);
    verify.mockClear();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => server.login("operador", `adivina${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LIMIT);
    expect(verify).toHaveBeenCalledTimes(LIMIT);
    // the right password is refused too until the window ends
    expect((await server.login("operador", "operador123")).status).toBe(429);
  });
});

describe.each([
  ["in memory", undefined],
  ["in Redis", process.env.REDIS_URL],
])("the limiter %s", (_where, redisUrl) => {
  it.skipIf(_where === "in Redis" && !redisUrl)("lets exactly the limit of 100 concurrent attempts through", async () => {
    const limiter = createLoginLimiter({ limits: { perUser: LIMIT, perAddress: 1000, windowMs: 60_000 }, redisUrl });
    const user = `concurrente-${Date.now()}-${Math.random()}`;
    try {
      const waits = await Promise.all(Array.from({ length: 100 }, () => limiter.attempt(user, "10.1.1.1")));
      expect(waits.filter((w) => w === 0)).toHaveLength(LIMIT);
    } finally {
      await limiter.close();
    }
  });
});
