// Which engine a test file's engine-by-engine tests run on. Without PostgreSQL every file runs on PGlite; with it,
// each file runs on one engine, half the files on each, so that a run covers both engines at the cost of one.
import { createHash } from "node:crypto";
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Engine } from "./test-databases";

/** the project's folder, which a file's path is taken relative to */
const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The engines this machine can test on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const AVAILABLE: readonly Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * The engines a file's engine-by-engine tests run on (`describe.each(enginesOf(import.meta.url))`). Without
 * PostgreSQL, PGlite. With it, one engine per file: half the files run on each, picked by the file's path (the same
 * file gets the same engine on every run), so one run covers both engines at the cost of one. TEST_ENGINES names
 * the engines every such file runs on instead (`pglite,postgres`: each file on both). `alsoOn`: an engine the file
 * runs on as well whenever the machine has it (the file tests something of that engine's own), or "both": the file's
 * subject is where the engines could differ (SQL types and functions, constraints, orderings, transactions), so it
 * runs on each of them.
 */
export function enginesOf(fileUrl: string, alsoOn?: Engine | "both"): Engine[] {
  const asked = process.env.TEST_ENGINES?.split(",").map((e) => e.trim()).filter(Boolean);
  if (asked?.length) {
    const missing = asked.filter((e) => !AVAILABLE.includes(e as Engine));
    // an engine the machine cannot test on would leave the file's tests out without a word
    if (missing.length) throw new Error(`TEST_ENGINES names ${missing.join(", ")}, which this run cannot test on (PostgreSQL needs TEST_DATABASE_URL)`);
    return AVAILABLE.filter((e) => asked.includes(e));
  }
  if (AVAILABLE.length === 1) return [...AVAILABLE];
  // a file with a test of one engine's own behaviour runs on that engine too
  return AVAILABLE.filter((e) => alsoOn === "both" || e === engineOfFile(fileUrl) || e === alsoOn);
}

/** The engine a file's path picks among both: the parity of the first byte of the path's SHA-1 (within the project). */
export function engineOfFile(fileUrl: string): Engine {
  const path = relative(PROJECT_ROOT, fileURLToPath(fileUrl)).split(sep).join("/");
  return createHash("sha1").update(path).digest()[0] % 2 === 0 ? "pglite" : "postgres";
}
