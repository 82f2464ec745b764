// Starts the API server: one process, or (WEB_CONCURRENCY above 1, on PostgreSQL) a primary that forks that many
// workers sharing the port (server/cluster/). Each of them is a whole server (server/serve.ts).
import cluster from "node:cluster";
import { workerCount } from "./cluster/worker-count";
import { logger } from "./log/logger";

const { count, note } = workerCount(process.env);
if (cluster.isPrimary && note) logger.warn(note);
if (cluster.isPrimary && count > 1) {
  const { runPrimary } = await import("./cluster/primary");
  runPrimary(count);
} else {
  await import("./serve");
}
