// The feed across replicas (DESIGN §5; issue 5 acceptance): two server instances whose live buses share
// Redis — a report published through server A reaches a graphql-ws subscriber of server B, for the same
// company only. Needs REDIS_URL; on PostgreSQL too when TEST_DATABASE_URL is set.
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { publishReports } from "@server/live/publish-report";
import { startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const REDIS_URL = process.env.REDIS_URL;
const FEED = "subscription ($idempresa: Int!) { newReport(idempresa: $idempresa) { id idviaje idsysevento } }";
const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Report {
  id: number;
  idviaje: number;
  idsysevento: number;
}

function openFeed(server: TestServer, auth: AuthHeaders) {
  const client: Client = createClient({
    url: `${server.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { token: auth.authorization, idapp: auth.idapp, idempresa: auth.idempresa },
  });
  const batches: Report[][] = [];
  const errors: unknown[] = [];
  client.subscribe<{ newReport: Report[] }>(
    { query: FEED, variables: { idempresa: Number(auth.idempresa) } },
    {
      next: (r) => {
        if (r.errors) errors.push(...r.errors);
        if (r.data) batches.push(r.data.newReport);
      },
      error: (e) => void errors.push(e),
      complete: () => {},
    },
  );
  return { client, batches, errors };
}

describe(`newReport across two servers sharing Redis (${engine})`, () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    if (!REDIS_URL) return;
    [a, b] = await Promise.all([startTestServer({ engine, redisUrl: REDIS_URL }), startTestServer({ engine, redisUrl: REDIS_URL })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it.skipIf(!REDIS_URL)(`a subscriber on server B receives a report published through server A${REDIS_URL ? "" : " (skipped: REDIS_URL is not set)"}`, async () => {
    const onB = openFeed(b, await b.auth("operador", "operador123"));
    const otherOnB = openFeed(b, await b.auth("admin3", "admin123"));
    // a unique id, so a report of another test run sharing this Redis cannot be mistaken for ours
    const report = { id: 1_000_000 + Math.floor(Math.random() * 1_000_000), idviaje: 1, idsysevento: 12 };
    const end = Date.now() + 15_000;
    while (!onB.batches.some((batch) => batch.some((r) => r.id === report.id))) {
      if (Date.now() > end) throw new Error("the report never reached server B");
      publishReports(a.live, 1, [report]);
      await sleep(150);
    }
    await sleep(300);
    expect(onB.batches.flat().filter((r) => r.id === report.id)[0]).toEqual(report);
    expect(otherOnB.batches.flat().some((r) => r.id === report.id)).toBe(false);
    expect([...onB.errors, ...otherOnB.errors]).toEqual([]);
    await Promise.all([onB.client.dispose(), otherOnB.client.dispose()]);
  });
});
