// Time from `npm start` (scripts/start.mjs) to the first GraphQL answer, on a fresh data folder
// (migrations + demo seed) and again on the same folder (restart).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

async function once(dataDir: string, port: number): Promise<number> {
  const t0 = performance.now();
  const child = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: "ignore",
    detached: true,
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ getDate }" }),
        });
        await res.text();
        return Math.round(performance.now() - t0);
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
      if (performance.now() - t0 > 180_000) throw new Error("server did not answer within 180 s");
    }
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

/** a port nobody listens on right now */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `restart: false` measures the fresh data folder only. */
export async function benchStartup({ restart = true }: { restart?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "tdc-bench-"));
  try {
    const freshMs = await once(join(dir, "data"), await freePort());
    if (!restart) return { freshDataDirMs: freshMs };
    const restartMs = await once(join(dir, "data"), await freePort());
    return { freshDataDirMs: freshMs, restartMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
