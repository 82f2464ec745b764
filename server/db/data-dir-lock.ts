// Which process has the embedded database's folder open. PGlite keeps a postmaster.pid there while open, but
// with a made-up pid (-42) and left behind by a crash, so it cannot tell a running server from a dead one; the
// server writes its own pid beside it instead, and takes it away when it closes the database.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const DATA_DIR_PID_FILE = "torre-de-control.pid";

/** Writes this process's pid into `dataDir`; the returned function removes it (once it is still ours). */
export function holdDataDir(dataDir: string): () => void {
  const file = join(dataDir, DATA_DIR_PID_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (dataDirHolder(dataDir) === process.pid) rmSync(file, { force: true });
  };
}

/** The pid of the live process holding `dataDir`, or null when none does (no file, or its process is gone). */
export function dataDirHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, DATA_DIR_PID_FILE), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    // signal 0 only asks whether the process exists; EPERM means it does, under another user
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
