// The report feed between server processes over PostgreSQL's LISTEN/NOTIFY, for a server on PostgreSQL without
// Redis: every process listens on one channel with a connection of its own, a report's batch is sent with
// pg_notify on another, and each process hands what it hears to its own subscribers of that company. A process
// hears its own notifications too, so a publish reaches local subscribers the same way as remote ones.
import { setMaxListeners } from "node:events";
import pg from "pg";
import { sql } from "drizzle-orm";
import { renderStatement } from "../db/statement";
import { createPubSub } from "graphql-yoga";
import { logError } from "../security/log";
import type { LiveBus, NewReportMessage } from "./bus";

/** the channel every process listens on */
export const FEED_CHANNEL = "tdc_feed";
/** a notification's payload must stay under PostgreSQL's 8,000 bytes: a larger batch goes in parts */
const MAX_PAYLOAD_CHARS = 7_000;
/** the wait before listening again after the connection is lost */
const RECONNECT_MS = 1_000;

type Channels = { [key: `newReport:${number}`]: [NewReportMessage[]] };

interface Notice {
  idempresa: number;
  messages: NewReportMessage[];
}

/** the batch's notifications' payloads, each under the size PostgreSQL takes */
export function noticePayloads(idempresa: number, messages: readonly NewReportMessage[]): string[] {
  const payloads: string[] = [];
  let part: NewReportMessage[] = [];
  const flush = () => {
    if (part.length) payloads.push(JSON.stringify({ idempresa, messages: part } satisfies Notice));
    part = [];
  };
  for (const message of messages) {
    part.push(message);
    if (JSON.stringify({ idempresa, messages: part }).length > MAX_PAYLOAD_CHARS && part.length > 1) {
      part.pop();
      flush();
      part.push(message);
    }
  }
  flush();
  return payloads;
}

export interface PostgresBusOptions {
  /** where failures are written (the server's log by default) */
  log?: (...values: unknown[]) => void;
}

export function createPostgresLiveBus(url: string, options: PostgresBusOptions = {}): LiveBus {
  const log = options.log ?? logError;
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  const pubSub = createPubSub<Channels>({ eventTarget });
  // publishes go out on one connection, in the order they were made (a pool of one: it reconnects when lost);
  // PostgreSQL delivers one session's notifications in the order they were sent
  const publisher = new pg.Pool({ connectionString: url, max: 1, application_name: `tdc-feed-pub-${process.pid}` });
  publisher.on("error", (error) => log("Feed (PostgreSQL, pub): conexión perdida", error));
  let listener: pg.Client | null = null;
  let closed = false;
  let lastFailure = -Infinity;
  const failed = (text: string, error: unknown) => {
    // a database away would repeat this at every attempt: once a minute is enough
    if (Date.now() - lastFailure < 60_000) return;
    lastFailure = Date.now();
    log(text, error);
  };

  const deliver = (payload: string | undefined) => {
    try {
      const notice = JSON.parse(payload ?? "") as Notice;
      if (Number.isInteger(notice.idempresa) && Array.isArray(notice.messages)) pubSub.publish(`newReport:${notice.idempresa}`, notice.messages);
    } catch (error) {
      failed("Feed (PostgreSQL): aviso ilegible", error);
    }
  };

  const listen = async (): Promise<void> => {
    while (!closed) {
      const client = new pg.Client({ connectionString: url, application_name: `tdc-feed-sub-${process.pid}` });
      try {
        await client.connect();
        client.on("notification", (message) => {
          if (message.channel === FEED_CHANNEL) deliver(message.payload);
        });
        await client.query(`LISTEN ${FEED_CHANNEL}`);
        if (closed) {
          await client.end();
          return;
        }
        listener = client;
        // the connection lost: listen again on a new one
        await new Promise<void>((resolve) => {
          client.once("error", (error) => {
            failed("Feed (PostgreSQL, sub): sin conexión, se reintenta", error);
            resolve();
          });
          client.once("end", () => resolve());
        });
        listener = null;
        void client.end().catch(() => {});
      } catch (error) {
        failed("Feed (PostgreSQL, sub): no se pudo escuchar, se reintenta", error);
        void client.end().catch(() => {});
      }
      if (!closed) await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
    }
  };
  const listening = listen();

  return {
    publish(idempresa, messages) {
      // a report commits whatever happens to its feed message: a failed notification is logged, never thrown
      // a batch's parts in one statement, in their order
      const notify = renderStatement(sql`SELECT pg_notify(${FEED_CHANNEL}, part) FROM json_array_elements_text(${JSON.stringify(noticePayloads(idempresa, messages))}::json) WITH ORDINALITY AS p(part, n) ORDER BY n`);
      publisher.query(notify.text, notify.params).catch((error: unknown) => failed("Feed (PostgreSQL): publicar falló", error));
    },
    subscribe: (idempresa) => pubSub.subscribe(`newReport:${idempresa}`),
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await listening;
      await publisher.end();
    },
  };
}
