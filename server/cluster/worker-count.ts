// How many server processes share the port: WEB_CONCURRENCY, by default one per core on a PostgreSQL server.
// The embedded database (PGlite) lives inside one process and locks its folder, so without DATABASE_URL the
// server is always one process.
import { availableParallelism } from "node:os";

export interface WorkerCount {
  count: number;
  /** why WEB_CONCURRENCY was not followed, for the log */
  note?: string;
}

export function workerCount(env: NodeJS.ProcessEnv, cores: number = availableParallelism()): WorkerCount {
  const asked = env.WEB_CONCURRENCY?.trim();
  const parsed = asked ? Number(asked) : NaN;
  const valid = Number.isInteger(parsed) && parsed >= 1;
  if (!env.DATABASE_URL) {
    return valid && parsed > 1 ? { count: 1, note: `WEB_CONCURRENCY=${asked} ignorado: la base embebida (PGlite) vive en un solo proceso` } : { count: 1 };
  }
  if (asked && !valid) return { count: Math.max(1, cores), note: `WEB_CONCURRENCY=${asked} no es un entero positivo: se usan ${Math.max(1, cores)} procesos` };
  return { count: valid ? parsed : Math.max(1, cores) };
}
