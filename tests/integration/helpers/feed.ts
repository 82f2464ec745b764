// A graphql-ws subscriber of the live report feed (newReport) on a test server, as the browser subscribes.
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import type { AuthHeaders, TestServer } from "./server";

export const FEED = "subscription ($idempresa: Int!) { newReport(idempresa: $idempresa) { id idviaje idsysevento } }";

export interface FeedReport {
  id: number;
  idviaje: number;
  idsysevento: number;
}
export interface Feed {
  client: Client;
  batches: FeedReport[][];
  errors: unknown[];
  done: boolean;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Subscribes to a company's feed (the caller's own by default) and collects what arrives. */
export function openFeed(server: TestServer, auth: AuthHeaders, idempresa = Number(auth.idempresa)): Feed {
  const client = createClient({
    url: `${server.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { token: auth.authorization, idapp: auth.idapp, idempresa: auth.idempresa },
  });
  const feed: Feed = { client, batches: [], errors: [], done: false };
  client.subscribe<{ newReport: FeedReport[] }>(
    { query: FEED, variables: { idempresa } },
    {
      next: (result) => {
        if (result.errors) feed.errors.push(...result.errors);
        if (result.data?.newReport) feed.batches.push(result.data.newReport);
      },
      error: (error) => void feed.errors.push(error),
      complete: () => void (feed.done = true),
    },
  );
  return feed;
}

/** Publishes until the feed has a batch (the subscription starts asynchronously on the server). */
export async function publishUntilReceived(publish: () => void, feed: Feed, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!feed.batches.length) {
    if (Date.now() > end) throw new Error("no report arrived");
    publish();
    await sleep(100);
  }
}

/** Waits until `condition` holds on what the feed received. */
export async function waitForFeed(feed: Feed, condition: (batches: FeedReport[][]) => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition(feed.batches)) {
    if (Date.now() > end) throw new Error(`the feed never received ${what}: ${JSON.stringify(feed.batches)}`);
    await sleep(50);
  }
}
