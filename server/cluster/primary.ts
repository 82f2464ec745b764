// The cluster's primary process: forks the workers (each a whole server, server/serve.ts) that share the port,
// forks a new one when a worker dies, and on SIGTERM or SIGINT passes the signal to every worker and exits once
// they have all ended (1 when one of them did not end cleanly). It serves nothing itself.
import cluster, { type Worker } from "node:cluster";
import { logger } from "../log/logger";

/** the wait before a dead worker is replaced, so a worker that dies at start cannot spin the machine */
const REFORK_MS = 1_000;

export function runPrimary(count: number): void {
  let stopping = false;
  let failed = false;
  const fork = () => cluster.fork();
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    logger.error(`Proceso ${worker.process.pid} terminó (${signal ?? code}); se inicia otro`);
    setTimeout(() => {
      if (!stopping) fork();
    }, REFORK_MS).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: deteniendo ${Object.keys(cluster.workers ?? {}).length} procesos...`);
    const workers = Object.values(cluster.workers ?? {});
    if (!workers.length) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  logger.info(`Torre de Control: ${count} procesos comparten el puerto (WEB_CONCURRENCY)`);
  for (let i = 0; i < count; i++) fork();
}
