// `npm run bench:list-cpu`: the server's CPU per trips-list request alone (bench/trips-list-cpu.ts), on a scratch
// PostgreSQL database next to TEST_DATABASE_URL's seeded with BENCH_LIST_CPU_TRIPS (default 100000) realistic
// trips, or without TEST_DATABASE_URL on the server's PGlite with the demo data. BENCH_LIST_CPU_REQUESTS (default
// 400 timed, after 100 untimed), BENCH_LIST_CPU_CONCURRENCY (default 2), BENCH_LIST_CPU_ROUNDS (default 1: runs on
// the same database, one server process each). BENCH_SERVER_NODE_ARGS profiles the server ("--cpu-prof
// --cpu-prof-dir=prof"). BENCH_LIST_CPU_URL: an already seeded database to use as it is (kept), e.g. for
// alternating runs of two checkouts on the same data.
import "./log-level";
import { openDatabase } from "../server/db/client";
import { seed } from "../server/db/seed";
import { withScratchDatabase } from "./load";
import { benchTripsListServerCpu } from "./trips-list-cpu";

const trips = Number(process.env.BENCH_LIST_CPU_TRIPS ?? 100_000);
const rounds = Math.max(1, Number(process.env.BENCH_LIST_CPU_ROUNDS ?? 1));
const options = {
  requests: Number(process.env.BENCH_LIST_CPU_REQUESTS ?? 400),
  concurrency: Number(process.env.BENCH_LIST_CPU_CONCURRENCY ?? 2),
};
const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);

async function measure(url: string | null) {
  const runs = [];
  for (let r = 0; r < rounds; r++) {
    runs.push(await benchTripsListServerCpu({ url, ...options }));
    log(`round ${r + 1}: ${runs.at(-1)!.serverCpuMsPerRequest} ms of server CPU per request (${runs.at(-1)!.serverSystemCpuMsPerRequest} in the kernel)`);
  }
  return runs;
}

const adminUrl = process.env.TEST_DATABASE_URL;
const givenUrl = process.env.BENCH_LIST_CPU_URL;
const runs = givenUrl
  ? await measure(givenUrl)
  : adminUrl
  ? await withScratchDatabase(adminUrl, "tdc_list_cpu", async (url) => {
    const database = await openDatabase({ url });
    try {
      await database.migrate();
      log(`seeding ${trips} trips (realistic) on PostgreSQL`);
      await seed(database, { size: "bench", trips, shape: "realistic" });
    } finally {
      await database.close();
    }
    return measure(url);
  })
  : await measure(null);
console.log(JSON.stringify({ date: new Date().toISOString(), node: process.version, trips: givenUrl ? "as seeded" : adminUrl ? trips : "demo", runs }, null, 2));
