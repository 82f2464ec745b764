// The xlsx import bench: BENCH_IMPORT_ROWS (default 10,000) new routes imported through POST /api/v1/rutas/import
// (dry run, then apply) in a fresh server process on PGlite (bench/import-child.ts); seconds of each and the
// process's peak RSS over its baseline.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const CHILD = fileURLToPath(new URL("./import-child.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("..", import.meta.url));

export function benchImport(rows: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", CHILD], {
      cwd: ROOT,
      env: { ...process.env, BENCH_IMPORT_ROWS: String(rows) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.trim().split("\n").at(-1) ?? "";
      if (code !== 0 || !line.startsWith("{")) reject(new Error(`import bench exited with ${code}: ${out}`));
      else resolve(JSON.parse(line) as Record<string, unknown>);
    });
  });
}
