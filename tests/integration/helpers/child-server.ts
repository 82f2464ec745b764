// The real server as a child process (`node <flags> --import tsx server/main.ts`, as `npm start` runs it), for the tests that kill it
// (SIGKILL) or stop it (SIGTERM): its own port, data folder or PostgreSQL database, and exit status.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { serverArgs } from "../../../scripts/server-command.mjs";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export interface ChildServer {
  url: string;
  proc: ChildProcess;
  /** resolves when the process ends */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** everything the process wrote, for failure messages */
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server with `env` (DATA_DIR or DATABASE_URL, UPLOADS_DIR, REDIS_URL…) and waits until it listens;
 * `cwd`: the project it runs from (default this one; a copy of it in add-entity.test.ts); `args`: node's arguments
 * (default the sources with tsx's loader; builtServerArgs() for the compiled server).
 */
export async function startChildServer(env: Record<string, string>, timeoutMs = 180_000, cwd = ROOT, args = serverArgs()): Promise<ChildServer> {
  const port = await freePort();
  // at info, the level of the line this waits for (the tests' own processes log warnings only)
  // one process (its pid is the server's) unless the test asks for a cluster (WEB_CONCURRENCY)
  // the demo's activity job off (its reports would change the data under the test) unless the test turns it on
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "info", PORT: String(port), HOST: "127.0.0.1", DEMO_ACTIVITY: "0", WEB_CONCURRENCY: "1", ...env };
  // one server on its own unless the caller names the Redis it shares with others
  if (!env.REDIS_URL) delete childEnv.REDIS_URL;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const proc = spawn(process.execPath, args, { cwd, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once("exit", (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in ${timeoutMs} ms:\n${log}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("escuchando en")) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on("data", onData);
    proc.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${log}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, proc, exited, output: () => log };
}

/** POST /api/login and the headers of GraphQL calls. */
export async function childAuth(url: string, username: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, extra: { code: 12 } }),
  });
  const body = (await res.json()) as { token: string; idempresa: number };
  if (res.status !== 200) throw new Error(`login ${username} answered ${res.status}`);
  return { authorization: body.token, idapp: "12", idempresa: String(body.idempresa) };
}
