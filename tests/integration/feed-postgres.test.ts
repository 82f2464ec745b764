// The feed between processes over PostgreSQL's LISTEN/NOTIFY (server/live/bus-postgres.ts): two buses on one
// database, as two server processes hold them. A batch published on one reaches the other's subscribers of that
// company only, a batch too large for one notification arrives whole, and a listener whose connection is cut
// listens again. Needs TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresLiveBus } from "@server/live/bus-postgres";
import type { LiveBus, NewReportMessage } from "@server/live/bus";
import { openTestDatabase, type TestDatabase } from "../support/test-databases";
import { sleep } from "./helpers/feed";

const PG_URL = process.env.TEST_DATABASE_URL;

/** everything a subscription of `bus` to `idempresa` hears, as it arrives */
function listen(bus: LiveBus, idempresa: number) {
  const heard: NewReportMessage[] = [];
  const iterator = bus.subscribe(idempresa)[Symbol.asyncIterator]();
  void (async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) heard.push(...next.value);
  })();
  return { heard, stop: () => iterator.return?.() };
}

/** publishes `messages` again every 200 ms until `heard` holds the first of them (a listener may still be starting) */
async function publishUntilHeard(bus: LiveBus, idempresa: number, messages: NewReportMessage[], heard: NewReportMessage[]) {
  for (const end = Date.now() + 15_000; !heard.some((m) => m.id === messages[0]!.id); await sleep(200)) {
    if (Date.now() > end) throw new Error("the batch never arrived");
    bus.publish(idempresa, messages);
  }
}

describe.skipIf(!PG_URL)("the feed over LISTEN/NOTIFY", () => {
  let copy: TestDatabase;
  let a: LiveBus;
  let b: LiveBus;

  beforeAll(async () => {
    copy = await openTestDatabase("postgres", "empty");
    a = createPostgresLiveBus(copy.url!);
    b = createPostgresLiveBus(copy.url!);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await copy?.close();
  });

  it("carries a company's batch to the other bus's subscribers of that company only, a large one whole", async () => {
    const company1 = listen(b, 1);
    const company3 = listen(b, 3);
    const first = [{ id: 1, idviaje: 10, idsysevento: 11 }];
    await publishUntilHeard(a, 1, first, company1.heard);
    const large = Array.from({ length: 600 }, (_, i) => ({ id: 1000 + i, idviaje: 20000 + i, idsysevento: 12 }));
    a.publish(1, large);
    for (const end = Date.now() + 10_000; !company1.heard.some((m) => m.id === 1599); await sleep(50)) {
      if (Date.now() > end) throw new Error("the large batch never arrived whole");
    }
    expect(company1.heard.filter((m) => m.id >= 1000)).toEqual(large);
    expect(company3.heard).toEqual([]);
    await Promise.all([company1.stop(), company3.stop()]);
  });

  it("listens again after its connection is cut", async () => {
    const feed = listen(b, 2);
    await publishUntilHeard(a, 2, [{ id: 5, idviaje: 50, idsysevento: 11 }], feed.heard);
    // every feed listener of this process loses its connection
    await copy.database.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [`tdc-feed-sub-${process.pid}`]);
    await publishUntilHeard(a, 2, [{ id: 6, idviaje: 60, idsysevento: 11 }], feed.heard);
    await feed.stop();
  });
});
