// The browser's live feed survives a dropped socket: the app's own GraphQL client
// (createGraphqlClient: graphql-ws with back-off) and live provider (createLiveProvider) subscribed to the trips
// channel; the server goes away (its sockets closed), a reconnection attempt fails while it is down, the server
// comes back on the same port, the client reconnects and re-subscribes, and a report made with createReporteV2
// after the restart still reaches the subscriber.
import type { LiveEvent } from "@refinedev/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createGraphqlClient } from "@/providers/graphql-client";
import { createLiveProvider, TRIPS_CHANNEL, type ReportLiveProvider } from "@/providers/live";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const REPORT = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id idviaje idsysevento } }`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; !condition(); await sleep(25)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}

describe.each(enginesOf(import.meta.url))("live feed reconnection on %s", (engine) => {
  let server: TestServer;
  let operador: AuthHeaders;
  let live: ReportLiveProvider | undefined;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    operador = await server.auth("operador", "operador123");
  });
  afterAll(async () => {
    live?.close();
    await server?.close();
  });

  it("reconnects after the server restarts on the same port, re-subscribes, and delivers the next report", async () => {
    // the socket implementation the client is given, counting connection attempts
    let attempts = 0;
    class CountingWebSocket extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        attempts += 1;
      }
    }
    const client = createGraphqlClient({
      url: `${server.url}/graphql`,
      wsUrl: `${server.url.replace(/^http/, "ws")}/graphql`,
      getSession: () => ({ token: operador.authorization, idcompany: operador.idempresa }),
      webSocketImpl: CountingWebSocket,
    });
    live = createLiveProvider(client, { getCompanyId: () => operador.idempresa });
    const events: LiveEvent[] = [];
    live.subscribe({ channel: TRIPS_CHANNEL, types: ["*"], callback: (event) => events.push(event) });
    const carries = (id: number) => (e: LiveEvent) => (e.payload.reports as { id: number }[]).some((r) => r.id === id);
    const received = (id: number) => events.some(carries(id));

    const [trip] = await server.database.query<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 ORDER BY id LIMIT 1`);
    const report = async () => {
      const res = await server.gql<{ createReporteV2: { id: number }[] }>(operador, REPORT, {
        r: [{ idviaje: Number(trip.id), idsysevento: 11, lugar: "Honda", novedad: "Sin Novedad", retraso: 0 }],
      });
      expect(res.errors).toBeUndefined();
      return res.data!.createReporteV2[0].id;
    };

    await until(() => server.feedSubscriptions() === 1, "the first subscription");
    const before = await report();
    await until(() => received(before), "the report made before the restart");
    expect(attempts).toBe(1);

    // down: the client's socket is closed and its next attempt is refused; then up again on the same port
    await server.restart(() => until(() => attempts >= 2, "a reconnection attempt while the server is down"));
    await until(() => server.feedSubscriptions() === 2, "the subscription on the restarted server");
    const after = await report();
    await until(() => received(after), "the report made after the restart");
    // one subscription after the restart: the report arrives once
    expect(events.filter(carries(after))).toHaveLength(1);
    expect(attempts).toBeGreaterThanOrEqual(3);
  });
});
