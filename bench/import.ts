// The xlsx import bench: BENCH_IMPORT_ROWS (default 10,000) new routes imported through POST /api/v1/rutas/import
// (dry run, then apply) in a fresh server process on PGlite (bench/import-child.ts); seconds of each and the
// process's peak RSS over its baseline.
import { fileURLToPath } from "node:url";
import { runJsonChild } from "./json-child";

const CHILD = fileURLToPath(new URL("./import-child.ts", import.meta.url));

export const benchImport = (rows: number): Promise<Record<string, unknown>> =>
  runJsonChild<Record<string, unknown>>(CHILD, { BENCH_IMPORT_ROWS: String(rows) }, "import bench");
