// How many processes share the port, and how a feed batch fits PostgreSQL's notifications.
import { describe, expect, it } from "vitest";
import { workerCount } from "@server/cluster/worker-count";
import { noticePayloads } from "@server/live/bus-postgres";

describe("workerCount", () => {
  const pg = { DATABASE_URL: "postgresql://db/x" };
  it("defaults to one process per core on PostgreSQL", () => {
    expect(workerCount(pg, 4)).toEqual({ count: 4 });
  });
  it("follows WEB_CONCURRENCY on PostgreSQL", () => {
    expect(workerCount({ ...pg, WEB_CONCURRENCY: "3" }, 2)).toEqual({ count: 3 });
    expect(workerCount({ ...pg, WEB_CONCURRENCY: "1" }, 8)).toEqual({ count: 1 });
  });
  it("refuses a value that is not a positive integer, saying so, and uses the cores", () => {
    for (const value of ["0", "-2", "1.5", "dos"]) {
      const answer = workerCount({ ...pg, WEB_CONCURRENCY: value }, 2);
      expect(answer.count).toBe(2);
      expect(answer.note).toContain(value);
    }
  });
  it("stays one process on the embedded database, saying why when more were asked for", () => {
    expect(workerCount({}, 8)).toEqual({ count: 1 });
    expect(workerCount({ WEB_CONCURRENCY: "4" }, 8)).toMatchObject({ count: 1, note: expect.stringContaining("PGlite") });
  });
});

describe("noticePayloads", () => {
  it("sends a small batch in one notification", () => {
    const messages = [{ id: 1, idviaje: 2, idsysevento: 11 }];
    expect(noticePayloads(5, messages).map((p) => JSON.parse(p))).toEqual([{ idempresa: 5, messages }]);
  });
  it("splits a large batch into notifications under PostgreSQL's payload size, keeping every message in order", () => {
    const messages = Array.from({ length: 1000 }, (_, i) => ({ id: 100000 + i, idviaje: 200000 + i, idsysevento: 11 }));
    const payloads = noticePayloads(3, messages);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => (JSON.parse(p) as { messages: unknown[] }).messages)).toEqual(messages);
  });
});
