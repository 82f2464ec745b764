// The report feed bus: yoga's pub/sub, in process by default, through Redis when REDIS_URL is set
// so that a report made on one replica reaches subscribers of every replica.
import { setMaxListeners } from "node:events";
import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";
import { boundedRedisOptions, DEFAULT_REDIS_TIMEOUT_MS } from "../redis/bounded-options";
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

/**
 * Writes a Redis failure at most once a minute: ioredis repeats a connection error on every reconnection
 * attempt, and a failed publish would otherwise be one line per report for as long as Redis is away.
 */
function outageLogger(text: string, log: (...values: unknown[]) => void) {
  let last = -Infinity;
  return (error: unknown) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    log(text, error);
  };
}

export interface LiveBusOptions {
  /** the budget of one publish (REDIS_TIMEOUT_MS): past it the message is given up, not kept */
  redisTimeoutMs?: number;
  /** where Redis failures are written (the server's log by default) */
  log?: (...values: unknown[]) => void;
}

export function createLiveBus(redisUrl?: string, options: LiveBusOptions = {}): LiveBus {
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
  const log = options.log ?? logError;
  // a report's request never waits for its feed message (the event target does not await the publish), but a
  // publish Redis leaves unanswered is given up within the budget instead of being queued for good: a server
  // that accepts and never answers once kept every message of the outage in memory
  const publishClient = new Redis(redisUrl, {
    ...boundedRedisOptions(options.redisTimeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS, true),
    connectionName: feedConnectionName("pub"),
  });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3, connectionName: feedConnectionName("sub") });
  for (const client of [publishClient, subscribeClient]) {
    client.on("error", outageLogger(`Feed (Redis, ${client === publishClient ? "pub" : "sub"}): sin conexión, se reintenta`, log));
  }
  // a failed publish (a report is committed whether or not its feed message goes out) is logged once a minute
  const publishFailed = outageLogger("Feed (Redis): publicar falló", log);
  const eventTarget = createRedisEventTarget({
    publishClient: { publish: (channel: string, message: string) => void publishClient.publish(channel, message).catch(publishFailed) } as unknown as Redis,
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
