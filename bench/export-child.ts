// One size of the export bench (bench/export.ts) in a fresh process started with --expose-gc: opens the
// database, serves the app, logs in as admin, warms up with the same 200-trip export for every size, collects garbage, reads RSS,
// then exports the job's rows while sampling RSS every 10 ms. Prints one JSON line (an ExportFigure).
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app";
import { sessionHeaders } from "./session";
import { openDatabase } from "../server/db/client";
import { createLiveBus } from "../server/live/bus";
import { featureRoutes } from "../server/rest/routes";
import { EXPORT_FIELDS, mb, type ExportFigure, type ExportJob } from "./export";
import { entities } from "@entities";

const job = JSON.parse(process.env.BENCH_EXPORT_JOB ?? "null") as ExportJob | null;
if (!job) throw new Error("BENCH_EXPORT_JOB is not set");
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");

const database = await openDatabase(job.database);
const live = createLiveBus();
const app = createApp({ database, live, entities, routes: featureRoutes({ database, live, entities }) });
await new Promise<void>((r) => app.server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

try {
  const headers = { "content-type": "application/json", ...(await sessionHeaders(base)) };

  /** downloads the file, keeping only its size */
  const download = async (filters: unknown[]) => {
    const res = await fetch(`${base}/api/v1/filesDoc`, {
      method: "POST",
      headers,
      body: JSON.stringify({ idquery: 2, fields: EXPORT_FIELDS, filters, title: "viajes" }),
    });
    if (res.status !== 200 || !res.body) throw new Error(`filesDoc answered ${res.status}: ${await res.text()}`);
    const reader = res.body.getReader();
    let bytes = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
    return bytes;
  };

  // warm-up: module loading, JIT and the database's caches are not the export's
  await download(job.warmup);
  gc();
  await new Promise((r) => setTimeout(r, 200));
  gc();
  // native memory: `external` less the Buffers' `arrayBuffers` (PGlite's WebAssembly memory counts there)
  const sample = () => {
    const m = process.memoryUsage();
    return { rss: m.rss, heap: m.heapUsed, native: m.external - m.arrayBuffers };
  };
  const before = sample();
  const peak = { ...before };
  const track = () => {
    const now = sample();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heap);
    peak.native = Math.max(peak.native, now.native);
  };
  const sampler = setInterval(track, 10);
  const t = performance.now();
  try {
    const bytes = await download(job.filters);
    const seconds = Math.round((performance.now() - t) / 10) / 100;
    track();
    const figure: ExportFigure = {
      rows: job.rows,
      seconds,
      rssBeforeMb: mb(before.rss),
      peakRssMb: mb(peak.rss),
      deltaMb: mb(peak.rss - before.rss),
      heapDeltaMb: mb(peak.heap - before.heap),
      nativeDeltaMb: mb(peak.native - before.native),
      fileMb: mb(bytes),
    };
    clearInterval(sampler);
    // a second run with a garbage collection every 100 ms: the peak of what the export really holds
    // (the first run's heap also counts garbage not collected yet, which V8 lets grow on a long run)
    gc();
    const liveBefore = process.memoryUsage().heapUsed;
    let livePeak = liveBefore;
    const collector = setInterval(() => {
      gc();
      livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
    }, 100);
    try {
      await download(job.filters);
    } finally {
      clearInterval(collector);
    }
    figure.liveHeapDeltaMb = mb(livePeak - liveBefore);
    process.stdout.write(`${JSON.stringify(figure)}\n`);
  } finally {
    clearInterval(sampler);
  }
} finally {
  await app.close();
  await live.close();
  await database.close();
}
process.exit(0);
