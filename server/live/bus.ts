// The report feed bus: yoga's pub/sub, in process by default, through Redis when REDIS_URL is set
// so that a report made on one replica reaches subscribers of every replica (DESIGN §5).
import { setMaxListeners } from "node:events";
import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";

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
  const pubSub = createPubSub<Channels>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return {
    publish: (idempresa, messages) => pubSub.publish(`newReport:${idempresa}`, messages),
    subscribe: (idempresa) => pubSub.subscribe(`newReport:${idempresa}`),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
