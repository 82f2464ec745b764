// Export of the trips list (idquery 2, 'Exportar todo') through the real server over HTTP, at several row
// counts of one bench-seeded database, each in a fresh server process so every size starts from the same
// baseline: the process warms up with a 200-row export, collects its garbage (node --expose-gc), reads its
// RSS, then exports the first N trips while sampling memory every 10 ms. The figure is the RSS before, the
// peak and their difference (split into JS heap and native memory), the seconds to the last byte and the file
// size; then a second export of the same rows with a garbage collection every 100 ms gives the JS heap the
// export really holds (the first run's peak also counts garbage V8 has not collected yet). The client only
// counts bytes, so the memory is the server's (and, on PGlite, the embedded database's).
// Each size exports the company's first N trips (an `id <= cut` filter), so one database serves all sizes.
import { runJsonChild } from "./json-child";
import { fileURLToPath } from "node:url";
import type { Database } from "../server/db/client";

/** the trips list's usual visible columns */
export const EXPORT_FIELDS = [
  "numero", "placa", "fecha", "cliente", "origen", "destino", "ruta", "estado", "nombreconductor", "telefonoconductor",
  "ultimoevento", "fechahoraultimoevento", "fechahoraproximallamada", "proximopuestocontrol", "indicadoraltoriesgo",
  "mercancias", "controlador",
];

/** where the child process finds the database (closed by the caller while the children run) */
export type ExportDatabase = { dataDir: string } | { url: string };

/** one size, as the child process measures it */
export interface ExportFigure {
  rows: number;
  seconds: number;
  /** RSS after the warm-up export and a garbage collection */
  rssBeforeMb: number;
  /** highest RSS sampled during the export */
  peakRssMb: number;
  /** peak − before: what this export added */
  deltaMb: number;
  /** of which the JS heap's growth (the server's rows, cells and XML in flight) */
  heapDeltaMb: number;
  /** and the native memory's outside it: PGlite's WebAssembly memory (its sort and scan memory), zlib's buffers */
  nativeDeltaMb: number;
  /** the JS heap the export really holds: the peak over a second run collected every 100 ms, minus the baseline */
  liveHeapDeltaMb?: number;
  fileMb: number;
}

/** what the parent passes to a child: the database, the filter that selects `rows` trips */
export interface ExportJob {
  database: ExportDatabase;
  filters: unknown[];
  rows: number;
  /** the warm-up's filter: the same 200 trips for every size */
  warmup: unknown[];
}

export const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The filter that selects the company's first `size` trips, and the row count it gives (read by the parent). */
export async function firstTrips(database: Database, idempresa: number, size: number): Promise<{ filters: unknown[]; rows: number }> {
  const [cut] = await database.query<{ id: number }>(
    `SELECT "id" FROM "viajeslista" WHERE "idempresa" = $1 ORDER BY "id" OFFSET $2 LIMIT 1`,
    [idempresa, size - 1],
  );
  const filters = cut ? [{ field: "id", operator: "lte", value: Number(cut.id) }] : [];
  const [count] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS "n" FROM "viajeslista" WHERE "idempresa" = $1${cut ? ` AND "id" <= $2` : ""}`,
    cut ? [idempresa, cut.id] : [idempresa],
  );
  return { filters, rows: Number(count.n) };
}

const CHILD = fileURLToPath(new URL("./export-child.ts", import.meta.url));

/** Runs one size in a fresh process and answers its figure. */
const runChild = (job: ExportJob): Promise<ExportFigure> =>
  runJsonChild<ExportFigure>(CHILD, { BENCH_EXPORT_JOB: JSON.stringify(job) }, "export bench child");

/**
 * The export at each size, each in its own process. `database` must be the company-1 bench database; it is
 * only read here for the filters and is closed before the children open it (PGlite allows one process).
 */
export async function benchExport(
  database: Database,
  where: ExportDatabase,
  sizes = [10_000, 100_000],
): Promise<{ method: string; sizes: ExportFigure[] }> {
  const warmup = (await firstTrips(database, 1, 200)).filters;
  const jobs: ExportJob[] = [];
  for (const size of sizes) jobs.push({ database: where, warmup, ...(await firstTrips(database, 1, size)) });
  await database.close();
  const figures: ExportFigure[] = [];
  for (const job of jobs) figures.push(await runChild(job));
  return {
    method:
      "one fresh server process per size: 200-row warm-up export, GC, then memory sampled every 10 ms during the export; " +
      "liveHeapDeltaMb from a second export collected every 100 ms",
    sizes: figures,
  };
}
