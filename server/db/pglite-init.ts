// A new embedded data folder is created (PostgreSQL's initdb) in a short-lived node process of its own. PGlite
// creates one by starting two more WebAssembly instances next to the server's (initdb and a helper database);
// freed, they still left about 130 MB of the server's memory taken for good (the allocator keeps what it got),
// a third of the process on a fresh start. The child exits and gives all of it back; the server then opens a
// folder that already has its database, as on any later start.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

// the child: PGlite's CommonJS build, the folder and the start parameters from its environment
const CHILD_SCRIPT = `
const { module, dataDir, startParams } = JSON.parse(process.env.TDC_PGLITE_INIT);
const { PGlite } = require(module);
PGlite.create(dataDir, { startParams })
  .then((db) => db.close())
  .then(() => process.exit(0), (error) => { console.error(error instanceof Error ? error.message : String(error)); process.exit(1); });
`;

/** Whether `dataDir` (a folder on disk) has no database yet. */
export function pgliteDataDirIsNew(dataDir: string): boolean {
  return !existsSync(join(dataDir, "PG_VERSION"));
}

/** Creates the database of the empty folder `dataDir` in a child process, with the server's start parameters. */
export function initPgliteDataDir(dataDir: string, startParams: readonly string[]): Promise<void> {
  const module = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", CHILD_SCRIPT], {
      env: { ...process.env, TDC_PGLITE_INIT: JSON.stringify({ module, dataDir, startParams }) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`no se pudo crear la base de datos en ${dataDir} (${signal ?? `código ${code}`}): ${stderr.trim()}`)));
  });
}
