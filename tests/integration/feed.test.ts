// The live report feed: a graphql-ws subscriber of company 1 gets the
// reports published for company 1 through publishReports; a subscriber of company 3 gets nothing; a
// subscription naming another company is refused (FORBIDDEN); an unauthenticated socket is refused.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { publishReports } from "@server/live/publish-report";
import { openFeed, publishUntilReceived, sleep, type Feed } from "./helpers/feed";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const codes = (errors: unknown[]) =>
  errors.flatMap((e) => (Array.isArray(e) ? e : [e])).map((e) => (e as { extensions?: { code?: string } }).extensions?.code);

describe.each(enginesOf(import.meta.url))("newReport feed on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  const feeds: Feed[] = [];
  const open = (auth: AuthHeaders, idempresa?: number) => {
    const f = openFeed(server, auth, idempresa);
    feeds.push(f);
    return f;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    operador = await server.auth("operador", "operador123");
    admin3 = await server.auth("admin3", "admin123");
  });
  afterEach(async () => {
    await Promise.all(feeds.splice(0).map((f) => f.client.dispose()));
  });
  afterAll(async () => server?.close());

  it("delivers a company's published reports to every subscriber of that company only", async () => {
    const [trip] = await server.database.query<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const report = { id: 900001, idviaje: Number(trip.id), idsysevento: 12 };
    const a = open(admin);
    const b = open(operador);
    const other = open(admin3);
    await publishUntilReceived(() => publishReports(server.live, 1, [report]), a);
    await publishUntilReceived(() => publishReports(server.live, 1, [report]), b);
    // a company-3 subscriber that is surely listening by now: it still gets nothing of company 1
    await publishUntilReceived(() => publishReports(server.live, 3, [{ id: 1, idviaje: 1, idsysevento: 11 }]), other);
    other.batches.length = 0;
    publishReports(server.live, 1, [report, { ...report, id: 900002, idsysevento: 3 }]);
    await sleep(300);
    expect(a.batches.at(-1)).toEqual([report, { ...report, id: 900002, idsysevento: 3 }]);
    expect(b.batches.at(-1)).toEqual([report, { ...report, id: 900002, idsysevento: 3 }]);
    expect(other.batches).toEqual([]);
    expect([...a.errors, ...b.errors, ...other.errors]).toEqual([]);
  });

  it("an empty batch publishes nothing", async () => {
    expect(publishReports(server.live, 1, [])).toEqual([]);
    expect(() => publishReports(server.live, 0, [])).toThrow();
  });

  it("refuses a subscription naming another company (FORBIDDEN)", async () => {
    const feed = open(admin, 3);
    const end = Date.now() + 5000;
    while (!feed.errors.length && Date.now() < end) await sleep(50);
    expect(codes(feed.errors)).toContain("FORBIDDEN");
    publishReports(server.live, 3, [{ id: 5, idviaje: 5, idsysevento: 12 }]);
    await sleep(200);
    expect(feed.batches).toEqual([]);
  });

  it("refuses a socket without a valid session", async () => {
    const feed = open({ ...admin, authorization: "no-such-token" });
    const end = Date.now() + 5000;
    while (!feed.errors.length && Date.now() < end) await sleep(50);
    expect(feed.errors.length).toBeGreaterThan(0);
    expect(feed.batches).toEqual([]);
  });
});
