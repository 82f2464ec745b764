// `npm start`: builds the UI when it is missing or older than its sources, then serves UI + API on one port.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { serverArgs } from "./server-command.mjs";

function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

// UI_DIR: the folder of the built UI (default dist)
const uiDir = process.env.UI_DIR || "dist";
const index = join(uiDir, "index.html");
const built = existsSync(index) ? statSync(index).mtimeMs : 0;
const sources = Math.max(newest("src"), statSync("index.html").mtimeMs, existsSync("public") ? newest("public") : 0);
if (built < sources) {
  console.log("Construyendo la interfaz...");
  const r = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", uiDir, "--emptyOutDir"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// the server is this process's only child (node with tsx's loader, no npx or tsx launcher between them), and
// `npm start` runs this script with exec: a SIGTERM to npm reaches this process, which passes it on and
// exits with the server, so no server is left running behind a stopped `npm start`
const child = spawn(process.execPath, serverArgs(), {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env, UI_DIR: uiDir },
});
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 0)));
