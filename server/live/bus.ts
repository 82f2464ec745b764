// The report feed bus: yoga's pub/sub, in process by default, through Redis when REDIS_URL is set
// so that a report made on one replica reaches subscribers of every replica (DESIGN §5).
import { setMaxListeners } from "node:events";
import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";
import { logError } from "../security/log";

export interface NewReportMessage {
  id: number;
  idviaje: number;
  idsysevento: number;
}

type Channels = { [key: `newReport:${number}`]: [NewReportMessage[]] };

export interface LiveBus {
  publish(idempresa: number, messages: NewReportMessage[]): void;
  subscribe(idempresa: number): AsyncIterable<NewReportMessage[]>;
  close(): Promise<void>;
}

/**
 * The name the feed's Redis connections give themselves (CLIENT SETNAME), so `CLIENT LIST` tells which
 * process holds which connection and how many company channels its subscriber listens to.
 */
export function feedConnectionName(role: "pub" | "sub", pid: number = process.pid): string {
  return `tdc-feed-${role}-${pid}`;
}

/** Logs a Redis connection's errors once per outage (ioredis repeats them on every reconnection attempt). */
function outageLogger(role: string) {
  let last = 0;
  return (error: unknown) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    logError(`Feed (Redis, ${role}): sin conexión, se reintenta`, error);
  };
}

export function createLiveBus(redisUrl?: string): LiveBus {
  if (!redisUrl) {
    // one listener per subscribed client of a company: no limit is meaningful here
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    const pubSub = createPubSub<Channels>({ eventTarget });
    return {
      publish: (idempresa, messages) => pubSub.publish(`newReport:${idempresa}`, messages),
      subscribe: (idempresa) => pubSub.subscribe(`newReport:${idempresa}`),
      close: async () => {},
    };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3, connectionName: feedConnectionName("pub") });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3, connectionName: feedConnectionName("sub") });
  for (const client of [publishClient, subscribeClient]) client.on("error", outageLogger(client === publishClient ? "pub" : "sub"));
  // the event target does not wait for these calls: a Redis outage must reject them softly (a report is
  // committed whether or not its feed message goes out)
  const soft = <T>(label: string, call: () => Promise<T>) => void call().catch((error: unknown) => logError(`Feed (Redis): ${label} falló`, error));
  const eventTarget = createRedisEventTarget({
    publishClient: { publish: (channel: string, message: string) => soft("publicar", () => publishClient.publish(channel, message)) } as unknown as Redis,
    subscribeClient: readySubscriber(subscribeClient) as unknown as Redis,
  });
  const pubSub = createPubSub<Channels>({ eventTarget });
  return {
    publish: (idempresa, messages) => pubSub.publish(`newReport:${idempresa}`, messages),
    subscribe: (idempresa) => pubSub.subscribe(`newReport:${idempresa}`),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

/**
 * The subscriber connection as the event target uses it, with SUBSCRIBE sent only once the connection is
 * ready. ioredis writes a SUBSCRIBE that comes while it is still reconnecting straight to the new socket; its
 * ready check (INFO) is then refused in subscriber mode, the connection is dropped and the channel is lost for
 * good, so a feed opened just as Redis returns would stay silent. A SUBSCRIBE that fails (Redis away) is tried
 * again at the next reconnection, for as long as someone listens to the channel.
 */
function readySubscriber(client: Redis) {
  const wanted = new Set<string>();
  const ready = () => new Promise<void>((resolve) => (client.status === "ready" ? resolve() : client.once("ready", () => resolve())));
  const subscribe = async (channel: string) => {
    while (wanted.has(channel)) {
      await ready();
      if (!wanted.has(channel)) return;
      try {
        await client.subscribe(channel);
        return;
      } catch (error) {
        logError("Feed (Redis): suscripción fallida, se reintenta", error);
        // a refusal while the connection looks ready must not turn into a busy loop
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  return {
    on: (event: "message", listener: (channel: string, message: string) => void) => client.on(event, listener),
    subscribe: (channel: string) => {
      wanted.add(channel);
      void subscribe(channel);
    },
    unsubscribe: (channel: string) => {
      wanted.delete(channel);
      client.unsubscribe(channel).catch((error: unknown) => logError("Feed (Redis): unsubscribe falló", error));
    },
  };
}
