// Identical concurrent trips-list queries share one run of the SQL (speed issue, item 5): a report makes
// every open list of a company refetch the same page at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripsPageJsonFlights } from "@server/graphql/modules/viajes/page-json";
import { viajesListFlights } from "@server/graphql/modules/viajes/viajes";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const LIST = `query ($pagination: PaginationInput) { viajes(pagination: $pagination) { totalreg data { id idempresa } } }`;
// the same request written another way: other operation text, same arguments
const LIST_OTHER_TEXT = `query Lista($p: PaginationInput) { viajes(pagination: $p) { data { id idempresa } totalreg } }`;

describe.each(enginesOf(import.meta.url))("trips list single-flight on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;
  const listStatements: string[] = [];
  /** while set, list statements wait for it: the first request's SQL is held until the others have arrived */
  let gate: Promise<void> | null = null;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    admin3 = await server.auth("admin3", "admin123");
    // count the statements the list runs on the trips view (the company's default order is kept apart, and
    // tested in company-order.test.ts)
    const query = server.database.query.bind(server.database);
    server.database.query = ((text: string, params?: unknown[]) => {
      if (!/viajeslista/.test(text)) return query(text, params);
      listStatements.push(text);
      return (gate ?? Promise.resolve()).then(() => query(text, params));
    }) as typeof server.database.query;
  });
  afterAll(() => server?.close());

  const statementsDuring = async (work: () => Promise<unknown>) => {
    const before = listStatements.length;
    await work();
    return listStatements.length - before;
  };

  it("runs each query's statements once for 50 identical concurrent requests, and all get the page", async () => {
    // the trips page is written by its statement for the document's own selection: a document is one run, whichever
    // way of writing it a request uses, and requests of the same document share it
    const alone = await statementsDuring(() => server.gql(admin, LIST, { pagination: { fields: 20, page: 1 } }));
    const aloneOther = await statementsDuring(() => server.gql(admin, LIST_OTHER_TEXT, { p: { page: 1, fields: 20 } }));
    expect(alone).toBeGreaterThan(0);
    expect(aloneOther).toBeGreaterThan(0);
    let results: Awaited<ReturnType<TestServer["gql"]>>[] = [];
    const joined = () => viajesListFlights(server.database).joined() + tripsPageJsonFlights(server.database).joined();
    const joinedBefore = joined();
    // hold the SQL until the other 48 requests reached the resolver (at most 30 s: without single-flight
    // none ever joins, the gate opens late and every request runs its own statements)
    gate = (async () => {
      for (let waited = 0; joined() - joinedBefore < 48 && waited < 30_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    })();
    const fifty = await statementsDuring(async () => {
      results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => server.gql(admin, i % 2 ? LIST : LIST_OTHER_TEXT, i % 2 ? { pagination: { fields: 20, page: 1 } } : { p: { page: 1, fields: 20 } })),
      );
    });
    gate = null;
    expect(results.every((r) => !r.errors)).toBe(true);
    const first = JSON.stringify((results[1]!.data as { viajes: { data: unknown[] } }).viajes.data);
    expect(results.every((r) => JSON.stringify((r.data as { viajes: { data: unknown[] } }).viajes.data) === first)).toBe(true);
    expect(joined() - joinedBefore).toBe(48);
    expect(fifty).toBe(alone + aloneOther);
  });

  it("never shares a result between companies or different pages", async () => {
    const [a, b, c] = await Promise.all([
      server.gql<{ viajes: { data: { idempresa: number }[] } }>(admin, LIST, { pagination: { fields: 20, page: 1 } }),
      server.gql<{ viajes: { data: { idempresa: number }[] } }>(admin3, LIST, { pagination: { fields: 20, page: 1 } }),
      server.gql<{ viajes: { data: { id: number }[] } }>(admin, LIST, { pagination: { fields: 20, page: 2 } }),
    ]);
    expect(new Set(a.data!.viajes.data.map((r) => r.idempresa))).toEqual(new Set([Number(admin.idempresa)]));
    expect(new Set(b.data!.viajes.data.map((r) => r.idempresa))).toEqual(new Set([Number(admin3.idempresa)]));
    const pageOne = new Set(a.data!.viajes.data.map((r) => (r as unknown as { id: number }).id));
    expect(c.data!.viajes.data.some((r) => pageOne.has(r.id))).toBe(false);
  });
});
