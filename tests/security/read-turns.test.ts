// One user cannot hold the database: a user's expensive reads take turns (3 at a time on PostgreSQL, 1 on PGlite,
// 8 more waiting, the rest refused with 429), so another user's trips list is answered while that user's heavy searches are still running
// and queued, on PGlite and on PostgreSQL. How long the other user waits is the bench's figure (abuse section).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILTER_PATTERN_MAX, FILTER_PATTERNS_MAX } from "@shared/domain/filter-limits";
import { READ_LIMIT_TEXT } from "@server/db/read-limiter";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";

const LIST = `query ($f: [FilterInput!]) { viajes(filters: $f, pagination: { fields: 20, page: 1 }) { totalreg data { id } } }`;
/** the heaviest search the contract allows: as many full-length patterns as a request may hold, under one $or */
const heavy = (seed: number) => [{
  field: "$or",
  value: Array.from({ length: FILTER_PATTERNS_MAX }, (_, i) => ({
    field: i % 2 ? "placa" : "cliente", operator: "contains", value: `${seed}-${i}-`.padEnd(FILTER_PATTERN_MAX, "x"),
  })),
}];

describe.each(enginesOf(import.meta.url))("expensive reads on %s", (engine) => {
  let server: TestServer;
  let operador: AuthHeaders;
  let admin: AuthHeaders;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    operador = await server.auth("operador", "operador123");
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => server?.close());

  it("keep one user's 24 concurrent heavy searches from holding back another user's trips list", async () => {
    // the heavy searches' statements are held until the test lets them go, as a slow database would hold them
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const query = server.database.query.bind(server.database);
    let held = 0;
    server.database.query = (async (text: string, params?: unknown[], options?: { prepare?: boolean }) => {
      if (text.includes("LIKE")) {
        held++;
        await gate;
      }
      return query(text, params, options);
    }) as typeof server.database.query;
    try {
      const { perUser, queuePerUser } = server.database.reads.limits;
      let answered = 0;
      const finished: string[] = [];
      const heavyAnswers = Array.from({ length: 24 }, (_, i) => server.gql(operador, LIST, { f: heavy(i) }).then((a) => {
        answered++;
        if (!a.errors) finished.push("heavy");
        return a;
      }));
      // some of the user's searches run (held: 3 on PostgreSQL, 1 on PGlite), eight wait their turn, and the others
      // are refused at once
      const refusedCount = 24 - perUser - queuePerUser;
      await expect.poll(() => ({ ...server.database.reads.load(), answered }), { timeout: 30_000 })
        .toEqual({ running: perUser, waiting: queuePerUser, answered: refusedCount });
      // page and count of the running searches: nothing else of that user reached the database
      expect(held).toBeLessThanOrEqual(perUser * 2);
      const plainAnswer = server.gql<{ viajes: { totalreg: number } }>(admin, LIST, { f: [] }).then((a) => {
        finished.push("plain");
        return a;
      });
      // the list is answered while the searches are held (PostgreSQL), or waits its turn ahead of none of the eight
      // (PGlite): either way it has reached the limiter before the held searches are let go
      await expect.poll(() => finished.includes("plain") || server.database.reads.load().waiting > queuePerUser, { timeout: 30_000 }).toBe(true);
      release();
      const [plain, answers] = await Promise.all([plainAnswer, Promise.all(heavyAnswers)]);
      expect(plain.errors).toBeUndefined();
      expect(plain.data!.viajes.totalreg).toBeGreaterThan(0);
      // the administrator's list ran next to the searches running (PostgreSQL) or right after them (PGlite: one
      // expensive read at a time), ahead of the eight that were waiting
      expect(finished.indexOf("plain")).toBeLessThanOrEqual(perUser);
      const refused = answers.filter((a) => a.errors?.[0]?.message === READ_LIMIT_TEXT);
      expect(refused).toHaveLength(refusedCount);
      expect(refused[0]!.errors![0]!.extensions?.code).toBe("TOO_MANY_REQUESTS");
      expect(answers.filter((a) => !a.errors && a.data)).toHaveLength(perUser + queuePerUser);
    } finally {
      release();
      server.database.query = query;
    }
  });
});
