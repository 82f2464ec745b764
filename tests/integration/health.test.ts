// GET /healthz and GET /readyz: the process answers; readiness asks the database (select 1) and Redis (PING) within
// a short budget. Database down: 503 naming it; Redis down: 200 "degradado" (the server works on without it).
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "@server/app";
import { openDatabase, type Database } from "@server/db/client";
import { createLiveBus } from "@server/live/bus";
import { createRedisPing, type RedisPing } from "@server/redis/ping";
import { healthRoutes, type HealthOptions } from "@server/rest/health/route";
import { blackHole, type BlackHole } from "./helpers/black-hole";

async function serve(options: HealthOptions): Promise<{ app: App; url: string }> {
  const app = createApp({ database: options.database, live: createLiveBus(), routes: healthRoutes(options) });
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as unknown, cookie: res.headers.get("set-cookie") };
};

describe("health endpoints", () => {
  let database: Database;
  let hole: BlackHole;
  const served: { app: App; url: string }[] = [];
  const pings: RedisPing[] = [];
  const serving = async (options: Omit<HealthOptions, "database">) => {
    const s = await serve({ database, ...options });
    served.push(s);
    return s.url;
  };
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    hole = await blackHole();
  });
  afterAll(async () => {
    for (const s of served) await s.app.close();
    for (const p of pings) await p.close();
    await database?.close();
    await hole?.close();
  });

  it("/healthz answers 200 ok, without credentials or a session", async () => {
    const url = await serving({});
    expect(await get(`${url}/healthz`)).toEqual({ status: 200, body: { status: "ok" }, cookie: null });
  });

  it("/readyz without Redis: 200, the database ok and Redis not configured", async () => {
    const url = await serving({});
    expect(await get(`${url}/readyz`)).toEqual({
      status: 200, body: { status: "ok", checks: { database: "ok", redis: "no configurado" } }, cookie: null,
    });
  });

  it.skipIf(!process.env.REDIS_URL)("/readyz with Redis answering: 200, both ok (needs REDIS_URL)", async () => {
    const ping = createRedisPing(process.env.REDIS_URL!, 1_000);
    pings.push(ping);
    const url = await serving({ pingRedis: ping.ping });
    expect((await get(`${url}/readyz`)).body).toEqual({ status: "ok", checks: { database: "ok", redis: "ok" } });
  });

  it("/readyz with a Redis that never answers: 200 'degradado', answered while the black hole holds the connection", async () => {
    const ping = createRedisPing(hole.url("redis"), 100);
    pings.push(ping);
    const url = await serving({ pingRedis: ping.ping, timeoutMs: 200 });
    expect(await get(`${url}/readyz`)).toEqual({
      status: 200, body: { status: "degradado", checks: { database: "ok", redis: "degradado" } }, cookie: null,
    });
    expect(hole.accepted()).toBeGreaterThan(0);
  });
});

describe("health endpoints with a database that never answers", () => {
  let hole: BlackHole;
  let database: Database;
  let served: { app: App; url: string };
  beforeAll(async () => {
    hole = await blackHole();
    // the pool would wait far longer for a connection than the readiness budget
    database = await openDatabase({ url: `${hole.url("postgres")}/tdc`, connectTimeoutMs: 60_000 });
    served = await serve({ database, timeoutMs: 200 });
  });
  afterAll(async () => {
    await served?.app.close();
    await hole?.close();
    await database?.close().catch(() => undefined);
  });

  it("/readyz answers 503 naming the database, before the database answered", async () => {
    expect(await get(`${served.url}/readyz`)).toEqual({
      status: 503, body: { status: "no disponible", checks: { database: "sin respuesta", redis: "no configurado" } }, cookie: null,
    });
    expect(hole.accepted()).toBeGreaterThan(0);
  });

  it("/healthz still answers 200: the process serves", async () => {
    expect((await get(`${served.url}/healthz`)).status).toBe(200);
  });

  it("probes that come while the select is unanswered wait on it instead of sending one each", async () => {
    let sent = 0;
    const hung: Database = { ...database, query: () => {
      sent++;
      return new Promise(() => undefined);
    } };
    const own = await serve({ database: hung, timeoutMs: 100 });
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => get(`${own.url}/readyz`)));
      expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503, 503]);
      expect((await get(`${own.url}/readyz`)).status).toBe(503);
      expect(sent).toBe(1);
    } finally {
      await own.app.close();
    }
  });
});
