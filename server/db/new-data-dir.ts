// A new embedded data folder gets its database, its migrations and the demo data in a short-lived node process:
// the server's own entry file run again with NEW_DATA_DIR_CHILD_ENV set (server/main.ts). PGlite's WebAssembly
// memory grows with the seed's work (thousands of rows, their indexes, the password hashes next to it) and never
// shrinks, so a server that seeded its own folder kept that memory for as long as it ran; the child gives all of
// it back when it exits, and the server opens a ready folder, as on any later start.
import { spawn } from "node:child_process";
import { pgliteDataDirIsNew } from "./pglite-init";

/** Set in the child's environment: the process prepares DATA_DIR and exits instead of serving. */
export const NEW_DATA_DIR_CHILD_ENV = "TDC_PREPARE_NEW_DATA_DIR";

/** What the child tells its parent before it exits. */
export interface NewDataDirReport {
  seeded: boolean;
}

export interface NewDataDirOptions {
  /** the entry file the child runs (default: this process's own, compiled or with tsx's loader) */
  entry?: string;
  /** node's flags for the child (default: this process's own, without a debugger's) */
  nodeArgs?: readonly string[];
}

/**
 * Prepares `dataDir` in a child process when it has no database yet: creates, migrates and seeds it with the demo
 * data and its photos. Resolves with whether the demo data was loaded (false for a folder that already had a
 * database: nothing is started then).
 */
export async function prepareNewDataDir(dataDir: string, options: NewDataDirOptions = {}): Promise<boolean> {
  if (!pgliteDataDirIsNew(dataDir)) return false;
  const entry = options.entry ?? process.argv[1];
  // a debugger's flag would make the child wait for one, or fight the server for its port
  const nodeArgs = (options.nodeArgs ?? process.execArgv).filter((arg) => !arg.startsWith("--inspect"));
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, DATA_DIR: dataDir, [NEW_DATA_DIR_CHILD_ENV]: "1" },
    // its log goes where the server's goes; the report comes back on the IPC channel
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let report: NewDataDirReport | null = null;
  // only the child's report: a module loader in the child may use the channel too (tsx tells its watcher the files)
  child.on("message", (message: Partial<NewDataDirReport> | null) => {
    if (typeof message?.seeded === "boolean") report = { seeded: message.seeded };
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0 && report) resolve(report.seeded);
      else reject(new Error(`no se pudo preparar la base de datos en ${dataDir} (${signal ?? `código ${code}`})`));
    });
  });
}
