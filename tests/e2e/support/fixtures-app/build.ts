// The test app's build (./vite.config.ts), made once per run and shared by the files that serve it: the first file
// to ask builds it under a lock (a folder made atomically, naming its run), the others wait for its stamp, the run's
// browser address (each run starts its own browsers); a lock of another run was left by a build that died. Built as
// users get it: the runner's NODE_ENV ("test") would make it React's development build.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const OUT_DIR = resolve("dist-e2e-fixtures");
const CONFIG = "tests/e2e/support/fixtures-app/vite.config.ts";
const STAMP = join(OUT_DIR, ".run");
const LOCK = `${OUT_DIR}.lock`;
/** a lock older than this was left by a build that died, whichever run it names */
const STALE_LOCK_MS = 10 * 60_000;

const runKey = () => process.env.TDC_BROWSER_WS ?? `pid ${process.pid}`;
const built = () => existsSync(STAMP) && readFileSync(STAMP, "utf8") === runKey();

function build(): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn("npx", ["vite", "build", "--config", CONFIG, "--outDir", OUT_DIR, "--emptyOutDir", "--logLevel", "warn"], {
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`vite build failed: ${output}`))));
  });
}

const LOCK_OWNER = join(LOCK, "run");

/** Takes the lock, or drops one another run left (a build that died) and answers false. */
function takeLock(): boolean {
  try {
    mkdirSync(LOCK);
    writeFileSync(LOCK_OWNER, runKey());
    return true;
  } catch {
    const owner = existsSync(LOCK_OWNER) ? readFileSync(LOCK_OWNER, "utf8") : null;
    const made = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs;
    const stale = (owner !== null && owner !== runKey()) || (made !== undefined && Date.now() - made > STALE_LOCK_MS);
    if (stale) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
}

/** The folder of the test app's build for this run, built by the first file that asks. */
export async function fixturesAppDir(): Promise<string> {
  while (!built()) {
    if (takeLock()) {
      try {
        if (!built()) {
          await build();
          writeFileSync(STAMP, runKey());
        }
      } finally {
        rmSync(LOCK, { recursive: true, force: true });
      }
    } else await sleep(500);
  }
  return OUT_DIR;
}
