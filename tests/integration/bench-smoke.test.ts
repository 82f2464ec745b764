// `npm run bench` at a tiny size: bench/run.ts prints one JSON object holding the figures the
// issue names — the viajes page latency (p50/p95) on PGlite, the gzip size of the JavaScript the login route
// loads, and the time from `npm start` to the first GraphQL answer. Sizes and sections come from its
// switches; the built UI is a small fixture, so the figure's arithmetic can be checked exactly.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const ENTRY = 'import "./vendor.js"; document.getElementById("root").textContent = "Torre de Control";\n';
const VENDOR = "export const vendor = " + JSON.stringify("x".repeat(2000)) + ";\n";
const LAZY = "export default function mapa() { return 1; }\n";

let ui: string;
beforeAll(() => {
  ui = mkdtempSync(join(tmpdir(), "tdc-bench-ui-"));
  mkdirSync(join(ui, "assets"));
  writeFileSync(
    join(ui, "index.html"),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/entry.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(ui, "assets/entry.js"), ENTRY);
  writeFileSync(join(ui, "assets/vendor.js"), VENDOR);
  // a lazily loaded chunk: not part of what the login route loads
  writeFileSync(join(ui, "assets/mapa.js"), LAZY);
});
afterAll(() => rmSync(ui, { recursive: true, force: true }));

function runBench(env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  const { TEST_DATABASE_URL: _pg, ...inherited } = process.env;
  return new Promise((resolve, reject) =>
    execFile(join(root, "node_modules/.bin/tsx"), ["bench/run.ts"], { cwd: root, env: { ...inherited, ...env }, maxBuffer: 1 << 20 }, (error, stdout, stderr) =>
      error ? reject(Object.assign(error, { stderr })) : resolve({ stdout, stderr }),
    ),
  );
}

describe("npm run bench, smoke size", () => {
  it("prints one JSON object with the viajes latency on PGlite, the login route's JS gzip size and start-to-first-GraphQL", async () => {
    const { stdout } = await runBench({
      BENCH_TRIPS_PGLITE: "60",
      BENCH_VIAJES_REQUESTS: "5",
      BENCH_IMPORT_ROWS: "50",
      BENCH_REST_REQUESTS: "5",
      BENCH_SKIP: "export,feed,feedRefetch,downloadZip,load,postgres,restart,bundleBrowser,abuse,pgliteServer",
      UI_DIR: ui,
    });
    // the whole of stdout is the one object (progress goes to stderr)
    const figures = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(figures).sort()).toEqual(["date", "importRutas", "loginRouteJs", "node", "restList", "startToFirstGraphql", "viajesPglite"]);

    const latency = { n: 5, p50Ms: expect.any(Number), p95Ms: expect.any(Number), maxMs: expect.any(Number) };
    const screen = { totalreg: expect.any(Number), graphqlOverHttp: latency, rawSql: latency };
    expect(figures.viajesPglite).toEqual({
      trips: 60,
      shape: "realistic",
      seedSeconds: expect.any(Number),
      matchingTrips: expect.any(Number),
      graphqlOverHttp: latency,
      rawSql: latency,
      // the screen's own request; its raw-SQL floor is measured on PostgreSQL only
      defaultView: { totalreg: expect.any(Number), graphqlOverHttp: latency },
      history30Days: screen,
      etaColumn: { withoutEta: latency, withEta: latency },
      // the screen's request next to a nine-field page of the same trips
      screenOverBare: { bareFields: latency, screen: latency, ratioP50: expect.any(Number) },
      // the screen's request sorted by a column of the view's joined tables
      orderedByClient: latency,
      statisticsRuta90Days: { groups: expect.any(Number), graphqlOverHttp: latency },
    });
    // the REST list and the GraphQL document it runs, side by side
    expect(figures.restList).toEqual({ engine: "pglite", rows: 20, rest: latency, graphql: latency });
    const viajes = figures.viajesPglite as { matchingTrips: number; graphqlOverHttp: { p50Ms: number; p95Ms: number; maxMs: number } };
    expect(viajes.matchingTrips).toBeGreaterThan(0);
    expect(viajes.graphqlOverHttp.p50Ms).toBeGreaterThan(0);
    expect(viajes.graphqlOverHttp.p50Ms).toBeLessThanOrEqual(viajes.graphqlOverHttp.p95Ms);
    expect(viajes.graphqlOverHttp.p95Ms).toBeLessThanOrEqual(viajes.graphqlOverHttp.maxMs);

    // the entry script and its modulepreload, not the lazy chunk
    const gzip = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
    expect(figures.loginRouteJs).toEqual({
      files: 2,
      bytes: Buffer.byteLength(ENTRY) + Buffer.byteLength(VENDOR),
      gzipKB: Math.round((gzip(ENTRY) + gzip(VENDOR)) / 102.4) / 10,
    });

    // the import: every row created, times and memory as numbers
    expect(figures.importRutas).toEqual({
      rows: 50, fileMb: expect.any(Number), dryRunSeconds: expect.any(Number), applySeconds: expect.any(Number),
      summary: { created: 50, updated: 0, unchanged: 0, refused: 0 }, rssBeforeMb: expect.any(Number), peakRssMb: expect.any(Number), deltaMb: expect.any(Number),
    });

    expect(figures.startToFirstGraphql).toEqual({ freshDataDirMs: expect.any(Number) });
    expect((figures.startToFirstGraphql as { freshDataDirMs: number }).freshDataDirMs).toBeGreaterThan(0);
  }, 300_000);

  // the compiled server on its own PGlite with the demo data, a fresh folder as `npm start` makes it. Before the
  // embedded database's memory settings (docs/adr/0043-pglite-memory-settings.md) it held 620–690 MB here, then
  // 340–390 MB with the demo seed in its own process; with the seed in a child process, 280–346 MB after 300 pages
  // and less after these few.
  it("prints the PGlite server's CPU per trips-list request and its RSS, which stays under 350 MB", async () => {
    const { stdout } = await runBench({
      BENCH_PGLITE_SERVER_REQUESTS: "20",
      BENCH_PGLITE_SERVER_WARMUP: "20",
      BENCH_SKIP: "viajes,rest,import,export,feed,feedRefetch,downloadZip,load,postgres,startup,restart,bundle,bundleBrowser,abuse",
      UI_DIR: ui,
    });
    const figures = JSON.parse(stdout) as { pgliteServer: Record<string, unknown> & { serverMemory: { rssBeforeMb: number; rssAfterMb: number; hwmAfterMb: number } } };
    expect(Object.keys(figures).sort()).toEqual(["date", "node", "pgliteServer"]);
    expect(figures.pgliteServer).toMatchObject({ requests: 20, rowsPerRequest: 20, database: "pglite (demo data)", serverCpuMsPerRequest: expect.any(Number) });
    const { rssBeforeMb, rssAfterMb, hwmAfterMb } = figures.pgliteServer.serverMemory;
    expect(rssBeforeMb).toBeGreaterThan(0);
    expect(rssAfterMb).toBeGreaterThan(0);
    expect(Math.max(rssBeforeMb, rssAfterMb)).toBeLessThan(350);
    expect(hwmAfterMb).toBeGreaterThanOrEqual(rssAfterMb);
  }, 300_000);
});
