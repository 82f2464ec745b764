// The server's own CPU per trips-list request: the real server in its own process (the compiled server, as
// `npm start` runs it; bench/load.ts), on a seeded database, answers distinct default-view requests of the
// Seguimiento screen (its own document and variables, bench/trips-list-request.ts: 55 fields with `eta`, 20 rows
// a page), `concurrency` at a time, each in flight beside others of other pages so the single flight merges
// none. The figure is the child's user + system CPU (all its threads, from /proc) over the timed requests,
// divided by their number (and the kernel's share of it apart); the bench's client runs in this process and is not counted.
import { cpuSplitOf, memoryOf, startServerProcess } from "./load";
import { localSocketUrl } from "./pg-socket";
import { defaultViewRequest, tripsListColumnFields } from "./trips-list-request";
import { loggedIn } from "./viajes";
import { TRIPS_LIST_EXTRA_FIELDS, tripsTableSelection } from "../src/custom-pages/trips-list/list-request";

export interface ServerCpuOptions {
  /** a migrated, seeded PostgreSQL database; null: the server's own PGlite with the demo data */
  url: string | null;
  /** timed requests (after `warmUp` untimed ones) */
  requests?: number;
  warmUp?: number;
  /** requests in flight at once */
  concurrency?: number;
}

/** The pages of the timed requests: 1..pages in turn, so requests in flight together are never the same page. */
export function distinctPages(count: number, pages: number, offset = 0): number[] {
  return Array.from({ length: count }, (_, i) => 1 + ((offset + i) % Math.max(1, pages)));
}

export async function benchTripsListServerCpu(options: ServerCpuOptions) {
  const requests = options.requests ?? 400;
  const warmUp = options.warmUp ?? 100;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  // on the embedded database, a fresh folder as `npm start` makes it: its memory figure is that of a first start
  const server = await startServerProcess(options.url ? localSocketUrl(options.url) ?? options.url : null, undefined, { fresh: true });
  try {
    const { post, idusuario } = await loggedIn(server.base, "admin", "admin123");
    const columnFields = await tripsListColumnFields(post, idusuario);
    const first = defaultViewRequest(columnFields, 1);
    const { viajes } = await post<{ viajes: { totalreg: number; data: unknown[] } }>(first.query, first.variables);
    const pages = Math.floor(viajes.totalreg / 20);
    if (pages < concurrency) throw new Error(`the default view has ${viajes.totalreg} trips: too few full pages for distinct requests`);
    let rows = 0;
    let times: number[] = [];
    const run = async (list: number[]) => {
      let next = 0;
      await Promise.all(Array.from({ length: concurrency }, async () => {
        while (next < list.length) {
          const { query, variables } = defaultViewRequest(columnFields, list[next++]!);
          const started = performance.now();
          const answer = await post<{ viajes: { data: unknown[] } }>(query, variables);
          times.push(performance.now() - started);
          rows += answer.viajes.data.length;
        }
      }));
    };
    await run(distinctPages(warmUp, pages));
    rows = 0;
    times = [];
    const pid = server.proc.pid!;
    const rssBeforeMb = memoryOf(pid).rssMb;
    const cpuBefore = cpuSplitOf(pid);
    const t = performance.now();
    await run(distinctPages(requests, pages, warmUp));
    const seconds = (performance.now() - t) / 1000;
    const cpuAfter = cpuSplitOf(pid);
    const { rssMb: rssAfterMb, hwmMb } = memoryOf(pid);
    const systemSeconds = cpuAfter.system - cpuBefore.system;
    const cpuSeconds = cpuAfter.user - cpuBefore.user + systemSeconds;
    const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
    return {
      requests,
      concurrency,
      rowsPerRequest: round(rows / requests, 1),
      fields: tripsTableSelection(TRIPS_LIST_EXTRA_FIELDS, columnFields).length,
      serverCpuMsPerRequest: round((1000 * cpuSeconds) / requests, 3),
      // of which in the kernel: writing to the database's socket and the client's, reading their answers
      serverSystemCpuMsPerRequest: round((1000 * systemSeconds) / requests, 3),
      serverCpuPercentOfOneCore: round((100 * cpuSeconds) / seconds, 1),
      requestsPerSecond: round(requests / seconds, 1),
      // each timed request from sending to its parsed answer, as the client sees it (with the others in flight)
      p50Ms: round(times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0),
      // the server's memory (VmRSS from /proc, MB; on PGlite a fresh folder created and seeded at the start): after
      // the untimed requests, after the timed ones, and its peak
      serverMemory: { rssBeforeMb, rssAfterMb, hwmAfterMb: hwmMb },
      database: options.url ? "postgresql" : "pglite (demo data)",
      server: process.env.BENCH_SERVER === "source" ? "sources with tsx" : "compiled (dist-server)",
    };
  } finally {
    await server.stop();
  }
}
