// The feed across replicas: two server processes (`node server/main.ts`) on one
// PostgreSQL database and one Redis. A report made with createReporteV2 over HTTP on server A reaches a
// graphql-ws subscriber of the same company on server B, and never B's subscriber of another company.
// Needs REDIS_URL and TEST_DATABASE_URL; skipped with the reason otherwise.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "graphql-ws";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { feedConnectionName } from "@server/live/bus";
import { openTestDatabase, type TestDatabase } from "../support/test-databases";
import { childAuth, startChildServer, type ChildServer } from "./helpers/child-server";

const REDIS_URL = process.env.REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;
const missing = [REDIS_URL ? null : "REDIS_URL", PG_URL ? null : "TEST_DATABASE_URL"].filter(Boolean);
const skipReason = missing.length ? ` (skipped: ${missing.join(" and ")} not set)` : "";

const FEED = "subscription ($idempresa: Int!) { newReport(idempresa: $idempresa) { id idviaje idsysevento } }";
const REPORT = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id idviaje idsysevento } }`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Report {
  id: number;
  idviaje: number;
  idsysevento: number;
}
type Headers = Record<string, string>;

function openFeed(server: ChildServer, auth: Headers) {
  const client: Client = createClient({
    url: `${server.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { token: auth.authorization, idapp: auth.idapp, idempresa: auth.idempresa },
  });
  const reports: Report[] = [];
  const errors: unknown[] = [];
  client.subscribe<{ newReport: Report[] }>(
    { query: FEED, variables: { idempresa: Number(auth.idempresa) } },
    {
      next: (r) => {
        if (r.errors) errors.push(...r.errors);
        if (r.data) reports.push(...r.data.newReport);
      },
      error: (e) => void errors.push(e),
      complete: () => {},
    },
  );
  return { client, reports, errors };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; !(await condition()); await sleep(50)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}

/** How many channels the feed's Redis subscriber connection of process `pid` listens to (CLIENT LIST). */
async function channelsOf(redis: Redis, pid: number): Promise<number> {
  const list = String(await redis.call("CLIENT", "LIST", "TYPE", "pubsub"));
  const line = list.split("\n").find((l) => l.split(" ").includes(`name=${feedConnectionName("sub", pid)}`));
  return Number(/ sub=(\d+)/.exec(line ?? "")?.[1] ?? 0);
}

const sameReport = (a: Report) => (b: Report) => a.id === b.id && a.idviaje === b.idviaje && a.idsysevento === b.idsysevento;

describe.skipIf(missing.length > 0)("newReport across two server processes on PostgreSQL + Redis", () => {
  let folder = "";
  let copy: TestDatabase | undefined;
  let a: ChildServer | undefined;
  let b: ChildServer | undefined;
  let redis: Redis | undefined;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "tdc-feed-redis-"));
    // the demo data before either process starts (both would otherwise race to seed an empty database)
    copy = await openTestDatabase("postgres");
    const env = (name: string) => ({ DATABASE_URL: copy!.url!, REDIS_URL: REDIS_URL!, DATA_DIR: join(folder, name), UPLOADS_DIR: join(folder, "uploads") });
    [a, b] = await Promise.all([startChildServer(env("a")), startChildServer(env("b"))]);
    redis = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    redis?.disconnect();
    for (const server of [a, b]) {
      if (!server || server.proc.exitCode !== null) continue;
      server.proc.kill("SIGTERM");
      await server.exited;
    }
    await copy?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it(`a subscriber on server B receives a report made through server A${skipReason}`, async () => {
    expect(a!.proc.pid).not.toBe(b!.proc.pid);
    const [operadorOnA, admin3OnA, operadorOnB, admin3OnB] = await Promise.all([
      childAuth(a!.url, "operador", "operador123"), childAuth(a!.url, "admin3", "admin123"),
      childAuth(b!.url, "operador", "operador123"), childAuth(b!.url, "admin3", "admin123"),
    ]);
    const company1 = openFeed(b!, operadorOnB);
    const company3 = openFeed(b!, admin3OnB);
    // B listens on Redis to both companies' channels before anything is reported
    await until(async () => (await channelsOf(redis!, b!.proc.pid!)) >= 2, "server B to subscribe to both company channels in Redis");

    const tripOf = async (idempresa: number) =>
      Number((await copy!.database.query<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = $1 AND idsysestado = 10 ORDER BY id LIMIT 1`, [idempresa]))[0].id);
    const [trip1, trip3] = [await tripOf(1), await tripOf(3)];

    const report = async (headers: Headers, idviaje: number): Promise<Report> => {
      const res = await fetch(`${a!.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: REPORT, variables: { r: [{ idviaje, idsysevento: 11, lugar: "Honda", novedad: "Sin Novedad", retraso: 0 }] } }),
      });
      const body = (await res.json()) as { data?: { createReporteV2: Report[] }; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      return body.data!.createReporteV2[0];
    };
    // once each, through A: company 1's, then company 3's (A publishes them in this order on one connection)
    const mine = await report(operadorOnA, trip1);
    const theirs = await report(admin3OnA, trip3);
    expect(mine).toMatchObject({ idviaje: trip1, idsysevento: 11 });

    await until(() => company1.reports.some(sameReport(mine)), "company 1's report on server B");
    // company 3's report came after company 1's on the same Redis connection: by the time it is at B, a
    // company-1 report wrongly routed to company 3 would be there too
    await until(() => company3.reports.some(sameReport(theirs)), "company 3's report on server B");
    expect(company3.reports.some(sameReport(mine))).toBe(false);
    expect(company1.reports.some(sameReport(theirs))).toBe(false);
    expect([...company1.errors, ...company3.errors]).toEqual([]);
    await Promise.all([company1.client.dispose(), company3.client.dispose()]);
  });
});
