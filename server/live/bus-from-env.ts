// Which feed bus a server process uses: through Redis when REDIS_URL is set, through PostgreSQL's LISTEN/NOTIFY
// on a server database without Redis (so the processes of a cluster, or replicas, still share the feed), and in
// this process alone on the embedded database (one process holds it).
import { createLiveBus, type LiveBus, type LiveBusOptions } from "./bus";
import { createPostgresLiveBus } from "./bus-postgres";

export function liveBusFromEnv(env: NodeJS.ProcessEnv, options: LiveBusOptions = {}): LiveBus {
  if (env.REDIS_URL) return createLiveBus(env.REDIS_URL, options);
  if (env.DATABASE_URL) return createPostgresLiveBus(env.DATABASE_URL, { log: options.log });
  return createLiveBus(undefined, options);
}
