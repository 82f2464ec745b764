// A Redis that accepts connections and never answers once held every login (no answer
// in 25 s), and a refusing one made each take 0.5-2.1 s. The login limiter now gives each Redis call a short
// budget and counts in the process meanwhile: logins answer while the black hole still holds its connection, the
// limit still applies (429 after the 5th failure), and the outage is logged once, not per login. A report's feed
// message never holds its request, and a publish Redis leaves unanswered is given up, not queued for good. With a
// real Redis (REDIS_URL) that freezes after its connection is ready, the limiter counts in the process meanwhile
// and goes back to Redis when it answers again.
import { createServer, connect, type AddressInfo, type Server, type Socket } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLoginLimiter } from "@server/security/login-limiter";
import { createLiveBus } from "@server/live/bus";
import { partsOf } from "@shared/domain/report-time";
import { blackHole, refusingPort, type BlackHole } from "../integration/helpers/black-hole";
import { startTestServer, type TestServer } from "../integration/helpers/server";

const OUTAGE = /^Límite de inicios de sesión \(Redis\): sin respuesta/;

describe.each([
  ["accepts connections and never answers", "black hole"],
  ["refuses connections", "refused"],
] as const)("a Redis that %s as REDIS_URL", (_name, kind) => {
  let hole: BlackHole | null = null;
  let server: TestServer;
  const logged: string[] = [];
  beforeAll(async () => {
    hole = kind === "black hole" ? await blackHole() : null;
    const redisUrl = hole ? hole.url("redis") : `redis://127.0.0.1:${await refusingPort()}`;
    const log = (...values: unknown[]) => void logged.push(values.map(String).join(" "));
    server = await startTestServer({ loginLimiter: createLoginLimiter({ redisUrl, redisTimeoutMs: 100, log }) });
  });
  afterAll(async () => {
    await server?.close();
    await hole?.close();
  });

  it("answers a login while Redis does not answer", async () => {
    const { status } = await server.login("admin", "admin123");
    expect(status).toBe(200);
    // the login really met the unanswering server: it accepted the limiter's connection and never answered
    if (hole) expect(hole.accepted()).toBeGreaterThan(0);
  });

  it("still counts failures in the process: past the limit the login is refused (429)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await server.login("operador", `mal-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await server.login("operador", "operador123")).status).toBe(429);
  });

  it("logs the outage once, not once per login", async () => {
    for (let i = 0; i < 3; i++) await server.login("admin3", "admin123");
    expect(logged.filter((line) => OUTAGE.test(line))).toHaveLength(1);
  });
});

describe("the feed's publish with a Redis that never answers", () => {
  let hole: BlackHole;
  let server: TestServer;
  const logged: string[] = [];
  beforeAll(async () => {
    hole = await blackHole();
    server = await startTestServer({ redisUrl: hole.url("redis") });
  });
  afterAll(async () => {
    await server?.close();
    await hole?.close();
  });

  it("commits a report without waiting for its feed message", async () => {
    const auth = await server.auth("operador", "operador123");
    const trips = await server.gql<{ viajes: { data: { id: number }[] } }>(auth,
      "{ viajes(filters: [{ field: \"idsysestado\", value: 10 }], pagination: { fields: 1, page: 1 }) { data { id } } }");
    const p = partsOf(new Date());
    const result = await server.gql<{ createReporteV2: { id: number }[] }>(auth,
      "mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }",
      { r: [{ idviaje: trips.data!.viajes.data[0].id, idsysevento: 11, lugar: "Honda", novedad: "Redis sin respuesta",
        fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` }] });
    expect(result.errors).toBeUndefined();
    expect(result.data!.createReporteV2).toHaveLength(1);
    expect(hole.accepted()).toBeGreaterThan(0);
  });

  it("gives up a publish Redis leaves unanswered, and logs the failures once", async () => {
    const bus = createLiveBus(hole.url("redis"), { redisTimeoutMs: 50, log: (...values) => void logged.push(values.map(String).join(" ")) });
    try {
      for (let i = 0; i < 5; i++) bus.publish(1, [{ id: i, idviaje: 1, idsysevento: 11 }]);
      await expect.poll(() => logged.filter((line) => line.startsWith("Feed (Redis): publicar falló")).length).toBe(1);
      // the other four failed within the same budget: still one line
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(logged.filter((line) => line.startsWith("Feed (Redis): publicar falló"))).toHaveLength(1);
    } finally {
      await bus.close();
    }
  });
});

/**
 * A TCP proxy to Redis that can freeze like a stopped Redis process: it keeps every connection, accepts new ones and
 * forwards nothing until it thaws, then forwards what it held, in order.
 */
async function freezableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let frozen = false;
  const held: (() => void)[] = [];
  const forward = (to: Socket, chunk: Buffer) => (frozen ? held.push(() => to.write(chunk)) : to.write(chunk));
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => s.destroy());
      s.on("close", () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on("data", (chunk: Buffer) => void forward(upstream, chunk));
    upstream.on("data", (chunk: Buffer) => void forward(client, chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    freeze: () => void (frozen = true),
    thaw() {
      frozen = false;
      for (const write of held.splice(0)) write();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!process.env.REDIS_URL)("a Redis that stops answering after its connection is ready (needs REDIS_URL)", () => {
  const prefix = `tdc-test-frozen-${Date.now()}-${Math.random()}:`;
  const logged: string[] = [];
  let proxy: Awaited<ReturnType<typeof freezableProxy>>;
  let redis: Redis;
  let server: TestServer;
  beforeAll(async () => {
    proxy = await freezableProxy(new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379"));
    redis = new Redis(process.env.REDIS_URL!);
    const log = (...values: unknown[]) => void logged.push(values.map(String).join(" "));
    server = await startTestServer({ seed: "demo", loginLimiter: createLoginLimiter({ redisUrl: proxy.url, redisTimeoutMs: 100, prefix, log }) });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  const countInRedis = async (username: string) => Number((await redis.get(`${prefix}login:u:${username}`)) ?? 0);

  it("counts in Redis, then in the process while Redis is frozen (429 still comes), then in Redis again", async () => {
    await expect.poll(async () => {
      await server.login("admin3", "mal");
      return countInRedis("admin3");
    }).toBeGreaterThan(0);

    proxy.freeze();
    expect((await server.login("admin", "admin123")).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await server.login("operador", `mal-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await countInRedis("operador")).toBe(0);

    proxy.thaw();
    // ioredis drops the frozen connection and opens another: from then on the counts are Redis's again
    await expect.poll(async () => {
      await server.login("admin8", "mal");
      return countInRedis("admin8");
    }, { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
    expect(logged.filter((line) => OUTAGE.test(line))).toHaveLength(1);
    expect(logged.filter((line) => line.includes("Redis responde de nuevo"))).toHaveLength(1);
  });
});
