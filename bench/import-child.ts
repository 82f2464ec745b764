// The import bench (bench/import.ts) in a fresh process started with --expose-gc: a demo-seeded PGlite in a scratch
// folder, the app served over HTTP, a rutas spreadsheet of BENCH_IMPORT_ROWS new routes built with the export's
// headers (towns by name) and written to a buffer; then, after a garbage collection, the dry run and the apply are
// timed while RSS is sampled every 10 ms. Prints one JSON line.
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { createApp } from "../server/app";
import { sessionHeaders } from "./session";
import { openDatabase } from "../server/db/client";
import { copyTestDemoInto, seedDemoUnlessCopied } from "./demo-data";
import { createLiveBus } from "../server/live/bus";
import { featureRoutes } from "../server/rest/routes";
import { formatEstimatedTime } from "@shared/domain/duration";
import { mb } from "./export";
import { entities } from "@entities";

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");

const dataDir = mkdtempSync(join(tmpdir(), "tdc-bench-import-"));
const copied = await copyTestDemoInto(dataDir);
const database = await openDatabase({ dataDir });
await seedDemoUnlessCopied(database, copied);
const live = createLiveBus();
const app = createApp({ database, live, entities, routes: featureRoutes({ database, live, entities }) });
await new Promise<void>((r) => app.server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

try {
  const headers = { "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ...(await sessionHeaders(base)) };

  // two towns whose names are unique, so each row names them unambiguously
  const towns = await database.query<{ descripcion: string }>(
    `SELECT min("descripcion") AS "descripcion" FROM "syspoblaciones" GROUP BY lower("descripcion") HAVING count(*) = 1 ORDER BY 1 LIMIT 2`,
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Rutas");
  sheet.addRow(["id", "Descripción", "Vía", "Origen", "Destino", "Distancia (KM)", "Tiempo estimado", "Alto riesgo"]);
  for (let i = 0; i < rows; i++) {
    sheet.addRow([null, "NA", `BENCH IMPORT ${i}`, towns[0].descripcion, towns[1].descripcion, 10 + (i % 500), formatEstimatedTime((i % 100) * 600), i % 2 ? "SI" : "NO"]);
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  gc();
  await new Promise((r) => setTimeout(r, 200));
  gc();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const send = async (dryRun: boolean) => {
    const t = performance.now();
    const res = await fetch(`${base}/api/v1/rutas/import${dryRun ? "?dryRun=1" : ""}`, { method: "POST", headers, body: file });
    const body = (await res.json()) as { summary?: Record<string, number>; message?: string };
    if (res.status !== 200) throw new Error(`import answered ${res.status}: ${body.message}`);
    return { seconds: Math.round((performance.now() - t) / 10) / 100, summary: body.summary };
  };
  try {
    const dryRun = await send(true);
    const apply = await send(false);
    const [{ n }] = await database.query<{ n: number }>(`SELECT count(*)::int AS "n" FROM "rutas" WHERE "via" LIKE 'BENCH IMPORT %'`);
    if (n !== rows) throw new Error(`${n} routes imported of ${rows}`);
    process.stdout.write(`${JSON.stringify({
      rows, fileMb: mb(file.length), dryRunSeconds: dryRun.seconds, applySeconds: apply.seconds, summary: apply.summary,
      rssBeforeMb: mb(before), peakRssMb: mb(peak), deltaMb: mb(peak - before),
    })}\n`);
  } finally {
    clearInterval(sampler);
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
