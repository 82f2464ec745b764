// Starts the API server: one process, or (WEB_CONCURRENCY above 1, on PostgreSQL) a primary that forks that many
// workers sharing the port (server/cluster/). Each of them is a whole server (server/serve.ts). Run by the server
// itself with NEW_DATA_DIR_CHILD_ENV, it is the short-lived process that prepares a new embedded data folder
// (server/db/new-data-dir.ts) and exits.
import cluster from "node:cluster";
import { workerCount } from "./cluster/worker-count";
import { logger } from "./log/logger";
import { NEW_DATA_DIR_CHILD_ENV } from "./db/new-data-dir";

const { count, note } = workerCount(process.env);
if (process.env[NEW_DATA_DIR_CHILD_ENV]) {
  const { prepareDataDirHere } = await import("./db/new-data-dir-child");
  await prepareDataDirHere();
} else if (cluster.isPrimary && count > 1) {
  if (note) logger.warn(note);
  const { runPrimary } = await import("./cluster/primary");
  runPrimary(count);
} else {
  if (cluster.isPrimary && note) logger.warn(note);
  await import("./serve");
}
