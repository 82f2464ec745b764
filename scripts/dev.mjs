// `npm run dev`: the API server on API_PORT (3001) and the Vite dev server (proxying to it) together.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const procs = [
  // NODE_ENV=development: the server's log as readable lines (server/log/logger.ts)
  spawn("npx", ["tsx", "watch", "server/main.ts"], { stdio: "inherit", env: { NODE_ENV: "development", ...process.env, PORT: apiPort } }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = (sig) => procs.forEach((p) => p.kill(sig));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
procs.forEach((p) => p.on("exit", (code) => { stop("SIGTERM"); process.exit(code ?? 0); }));
