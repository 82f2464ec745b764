// `npm start`: builds the UI and the server when missing or older than their sources, then serves UI + API on
// one port with the compiled server (plain node, no TypeScript loader).
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildProgress } from "./build-progress.mjs";
import { buildServer, newest, serverBuildIsStale } from "./build-server.mjs";
import { builtServerArgs } from "./server-command.mjs";

// UI_DIR: the folder of the built UI (default dist)
const uiDir = process.env.UI_DIR || "dist";
const index = join(uiDir, "index.html");
const built = existsSync(index) ? statSync(index).mtimeMs : 0;
const sources = Math.max(newest("src"), newest("shared"), newest("entities"), statSync("index.html").mtimeMs, newest("public"));
try {
  if (built < sources) {
    console.log("Construyendo la interfaz...");
    // Vite's own log stays at warnings (its list of a few hundred chunks says nothing here); the plugin prints the progress
    // a production build whatever NODE_ENV the shell has: Vite keeps a NODE_ENV it finds, and "test" or
    // "development" would give the users React's development build and the libraries' test ids
    process.env.NODE_ENV = "production";
    const { build } = await import("vite");
    await build({ mode: "production", logLevel: "warn", build: { outDir: uiDir, emptyOutDir: true }, plugins: [buildProgress()] });
  }
  if (serverBuildIsStale()) {
    console.log("Compilando el servidor...");
    await buildServer();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// the server is this process's only child (node on the compiled server, no npx between them), and `npm start`
// runs this script with exec: a SIGTERM to npm reaches this process, which passes it on and exits with the
// server, so no server is left running behind a stopped `npm start`
const child = spawn(process.execPath, builtServerArgs(), {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env, UI_DIR: uiDir },
});
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 0)));
