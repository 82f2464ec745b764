// With Redis gone, a report still commits and the server lives on (the feed's publish once
// failed unhandled and ended the process); when Redis is back the feed delivers again. Redis sits behind a
// small TCP proxy this test opens and closes. Readiness (/readyz) says "degradado" meanwhile, and "ok" again after.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, connect, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { partsOf } from "@shared/domain/report-time";
import { demoDataDir } from "../support/test-databases";
import { childAuth, startChildServer, type ChildServer } from "../integration/helpers/child-server";

const CREATE = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id idviaje } }`;
const FEED = "subscription ($idempresa: Int!) { newReport(idempresa: $idempresa) { id idviaje idsysevento } }";

/** A TCP proxy to Redis on a fixed port, which can drop every connection and refuse new ones, then come back. */
function redisProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () => new Promise<void>((resolve) => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("error", () => s.destroy());
        s.on("close", () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, "127.0.0.1", () => {
      port = (server!.address() as { port: number }).port;
      resolve();
    });
  });
  return {
    open,
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

describe.skipIf(!process.env.REDIS_URL)("a Redis outage", () => {
  const proxy = redisProxy(new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379"));
  const dir = mkdtempSync(join(tmpdir(), "tdc-redis-outage-"));
  let server: ChildServer;
  let auth: Record<string, string>;
  beforeAll(async () => {
    await proxy.open();
    await demoDataDir(join(dir, "data"));
    server = await startChildServer({ DATA_DIR: join(dir, "data"), UPLOADS_DIR: join(dir, "uploads"), REDIS_URL: proxy.url });
    auth = await childAuth(server.url, "operador", "operador123");
  });
  afterAll(async () => {
    server?.proc.kill("SIGKILL");
    await server?.exited;
    await proxy.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const report = async (novedad: string) => {
    const trips = await (await fetch(`${server.url}/graphql`, {
      method: "POST", headers: { "content-type": "application/json", ...auth },
      body: JSON.stringify({ query: "{ viajes(filters: [{ field: \"idsysestado\", value: 10 }], pagination: { fields: 1, page: 1 }) { data { id } } }" }),
    })).json() as { data: { viajes: { data: { id: number }[] } } };
    const p = partsOf(new Date());
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST", headers: { "content-type": "application/json", ...auth },
      body: JSON.stringify({ query: CREATE, variables: { r: [{
        idviaje: trips.data.viajes.data[0].id, idsysevento: 11, lugar: "Honda", novedad, fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}`,
      }] } }),
    });
    return (await res.json()) as { data?: { createReporteV2: { id: number }[] }; errors?: unknown[] };
  };

  const readiness = async () => (await (await fetch(`${server.url}/readyz`)).json()) as { status: string; checks: Record<string, string> };

  it("commits the report with Redis gone, keeps serving, and the feed delivers once Redis is back", async () => {
    expect(await readiness()).toEqual({ status: "ok", checks: { database: "ok", redis: "ok" } });
    await proxy.close();
    // the process still serves without Redis: ready, degraded
    expect(await readiness()).toEqual({ status: "degradado", checks: { database: "ok", redis: "degradado" } });
    const during = await report("Con Redis caido");
    expect(during.errors).toBeUndefined();
    expect(during.data!.createReporteV2).toHaveLength(1);
    // the failed publish (ioredis gives up after its retries) must not end the process
    await new Promise((r) => setTimeout(r, 3000));
    expect(server.proc.exitCode).toBeNull();
    expect((await fetch(`${server.url}/api/login`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: "admin123" }),
    })).status).toBe(200);

    await proxy.open();
    await expect.poll(async () => (await readiness()).status, { timeout: 30_000, interval: 500 }).toBe("ok");
    const received: number[] = [];
    const client = createClient({
      url: `${server.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0,
      connectionParams: { token: auth.authorization, idapp: auth.idapp, idempresa: auth.idempresa },
    });
    client.subscribe<{ newReport: { id: number }[] }>({ query: FEED, variables: { idempresa: Number(auth.idempresa) } }, {
      next: (r) => void received.push(...(r.data?.newReport ?? []).map((m) => m.id)), error: () => undefined, complete: () => undefined,
    });
    try {
      // reconnection and resubscription take a moment: report until one arrives
      await expect.poll(async () => {
        const after = await report("Redis de vuelta");
        const id = after.data?.createReporteV2[0].id;
        await new Promise((r) => setTimeout(r, 500));
        return id !== undefined && received.includes(id);
      }, { timeout: 60_000, interval: 1000 }).toBe(true);
    } finally {
      await client.dispose();
    }
  });
});
