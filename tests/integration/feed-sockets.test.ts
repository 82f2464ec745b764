// A session's live sockets are counted only while they are open. Each socket opened here carries a
// running newReport subscription when it goes away — closed by the client, or dropped without a close
// handshake — and after many more of them than a session may hold at once, a new socket is still accepted and
// hears the next report. A socket refused for the limit says why, with a close code the app's client retries.
import { once } from "node:events";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createGraphqlWsClient } from "@/providers/graphql-client";
import { CLOSE_TOO_MANY_SOCKETS, MAX_SOCKETS_PER_SESSION } from "@server/security/ws-limits";
import { FEED, openFeed, publishUntilReceived } from "./helpers/feed";
import { startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { WS_LIMIT_TEXTS } from "@shared/i18n/requests";

const ROUNDS = 3 * MAX_SOCKETS_PER_SESSION;

let server: TestServer;
let operador: AuthHeaders;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
// each test has a session of its own, so none inherits another's sockets
beforeEach(async () => {
  operador = await server.auth("operador", "operador123");
});

const wsUrl = () => `${server.url.replace(/^http/, "ws")}/graphql`;
const params = () => ({ token: operador.authorization, idapp: 12, idempresa: Number(operador.idempresa) });

/** A raw socket of the session, acknowledged; it is refused (an Error naming code and reason) past the limit. */
async function acknowledged(): Promise<WebSocket> {
  const ws = new WebSocket(wsUrl(), "graphql-transport-ws");
  await once(ws, "open");
  const answer = new Promise<string>((resolve, reject) => {
    ws.once("message", (data) => resolve(JSON.parse(String(data)).type));
    ws.once("close", (code, reason) => reject(new Error(`socket refused: ${code} ${String(reason)}`)));
  });
  ws.send(JSON.stringify({ type: "connection_init", payload: params() }));
  expect(await answer).toBe("connection_ack");
  return ws;
}

/** An acknowledged socket whose newReport subscription has started on the server. */
async function withRunningFeed(): Promise<WebSocket> {
  const ws = await acknowledged();
  const started = server.feedSubscriptions();
  ws.send(JSON.stringify({ id: "feed", type: "subscribe", payload: { query: FEED, variables: { idempresa: Number(operador.idempresa) } } }));
  await expect.poll(() => server.feedSubscriptions()).toBe(started + 1);
  return ws;
}

async function nextReportReachesANewSocket(id: number): Promise<void> {
  const feed = openFeed(server, operador);
  try {
    await publishUntilReceived(() => server.live.publish(Number(operador.idempresa), [{ id, idviaje: 1, idsysevento: 12 }]), feed);
    expect(feed.errors).toEqual([]);
    expect(feed.batches.flat().map((r) => r.id)).toContain(id);
  } finally {
    await feed.client.dispose();
  }
}

describe("a session's live sockets", () => {
  it(`are released when the client closes them with a subscription running (${ROUNDS} times)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const ws = await withRunningFeed();
      const closed = once(ws, "close");
      ws.close();
      await closed;
    }
    await nextReportReachesANewSocket(31_001);
  });

  it(`are released when the connection drops without a close handshake (${ROUNDS} times)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const ws = await withRunningFeed();
      const closed = once(ws, "close");
      ws.terminate();
      await closed;
    }
    // the server learns of a dropped connection asynchronously: a socket refused meanwhile is tried again
    await expect.poll(async () => {
      const ws = await acknowledged().catch(() => null);
      ws?.close();
      return ws !== null;
    }, { timeout: 10_000 }).toBe(true);
    await nextReportReachesANewSocket(31_002);
  });

  it("refuse one over the limit with its reason and a code the app's client retries: it gets in once a place frees", async () => {
    const held = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_SESSION }, () => acknowledged()));
    const client = createGraphqlWsClient({
      url: `${server.url}/graphql`, wsUrl: wsUrl(), webSocketImpl: WebSocket,
      getSession: () => ({ token: operador.authorization, idcompany: operador.idempresa }),
    });
    const refusals: { code: number; reason: string }[] = [];
    client.on("closed", (event) => {
      const { code, reason } = event as { code: number; reason: string };
      refusals.push({ code, reason: String(reason) });
    });
    const received: number[] = [];
    const errors: unknown[] = [];
    client.subscribe<{ newReport: { id: number }[] }>({ query: FEED, variables: { idempresa: Number(operador.idempresa) } }, {
      next: (result) => void received.push(...(result.data?.newReport ?? []).map((r) => r.id)),
      error: (error) => void errors.push(error),
      complete: () => {},
    });
    try {
      await expect.poll(() => refusals.length).toBeGreaterThan(0);
      expect(refusals[0]).toEqual({ code: CLOSE_TOO_MANY_SOCKETS, reason: WS_LIMIT_TEXTS.sockets });
      const freed = once(held[0], "close");
      held[0].close();
      await freed;
      await expect.poll(() => {
        server.live.publish(Number(operador.idempresa), [{ id: 31_003, idviaje: 1, idsysevento: 12 }]);
        return received.includes(31_003) || errors.length > 0;
      }, { timeout: 20_000, interval: 200 }).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await client.dispose();
      for (const ws of held) ws.close();
    }
  });
});
