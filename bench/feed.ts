// Feed latency (issue 5 item 6): time from publishReports (what the report mutation calls after its commit)
// to the arrival of the report at every one of N subscribed graphql-ws clients, p50/p95 over all arrivals.
// "oneServer": all clients on one server, in-process bus. "twoServersRedis" (with redisUrl): two servers
// whose buses share Redis, half the clients on each, every report published through server A.
import type { AddressInfo } from "node:net";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { seed } from "../server/db/seed";
import { createLiveBus, type LiveBus } from "../server/live/bus";
import { publishReports } from "../server/live/publish-report";
import { summarize } from "./stats";

export interface FeedBenchOptions {
  clients?: number;
  reports?: number;
  redisUrl?: string;
}

const FEED = "subscription ($idempresa: Int!) { newReport(idempresa: $idempresa) { id idviaje idsysevento } }";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startServer(redisUrl?: string) {
  const database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
  await seed(database, { size: "demo" });
  const live = createLiveBus(redisUrl);
  const app = createApp({ database, live });
  await new Promise<void>((r) => app.server.listen(0, "127.0.0.1", r));
  const url = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const res = await fetch(`http://${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "operador", password: "operador123", extra: { code: 12 } }),
  });
  const { token } = (await res.json()) as { token: string };
  return {
    live,
    url,
    token,
    close: async () => {
      await app.close();
      await live.close();
      await database.close();
    },
  };
}

/** N clients of company 1 on the given servers (round robin), connected in batches (the listen backlog). */
async function subscribeAll(servers: { url: string; token: string }[], n: number, onReport: (id: number) => void): Promise<Client[]> {
  const clients: Client[] = [];
  const BATCH = 50;
  for (let start = 0; start < n; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, n - start) }, (_, k) => {
      const s = servers[(start + k) % servers.length];
      return new Promise<Client>((resolve) => {
        const client = createClient({
          url: `ws://${s.url}/graphql`,
          webSocketImpl: WebSocket,
          lazy: false,
          retryAttempts: 20,
          connectionParams: { token: s.token, idapp: 12, idempresa: 1 },
          on: { connected: () => resolve(client) },
        });
        client.subscribe<{ newReport: { id: number }[] }>(
          { query: FEED, variables: { idempresa: 1 } },
          { next: (r) => r.data?.newReport.forEach((x) => onReport(x.id)), error: () => {}, complete: () => {} },
        );
      });
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

async function measure(publisher: LiveBus, servers: { url: string; token: string }[], clients: number, reports: number) {
  const sentAt = new Map<number, number>();
  const arrived = new Map<number, number>();
  const samples: number[] = [];
  const sockets = await subscribeAll(servers, clients, (id) => {
    arrived.set(id, (arrived.get(id) ?? 0) + 1);
    const t = sentAt.get(id);
    if (t !== undefined) samples.push(performance.now() - t);
  });
  const waitAll = async (id: number, timeoutMs: number) => {
    const end = Date.now() + timeoutMs;
    while ((arrived.get(id) ?? 0) < clients && Date.now() < end) await sleep(2);
    return (arrived.get(id) ?? 0) >= clients;
  };
  // warm-up: publish until every client is subscribed (warm-up ids are negative and not measured)
  let warm = -1;
  for (const end = Date.now() + 60_000; ; warm--) {
    publishReports(publisher, 1, [{ id: warm, idviaje: 1, idsysevento: 12 }]);
    if (await waitAll(warm, 500)) break;
    if (Date.now() > end) throw new Error("not every client subscribed within 60 s");
  }
  let lost = 0;
  for (let id = 1; id <= reports; id++) {
    sentAt.set(id, performance.now());
    publishReports(publisher, 1, [{ id, idviaje: 1, idsysevento: 12 }]);
    if (!(await waitAll(id, 10_000))) lost += clients - (arrived.get(id) ?? 0);
  }
  await Promise.all(sockets.map((c) => c.dispose()));
  return { clients, reports, lostArrivals: lost, ...summarize(samples) };
}

export async function benchFeed(options: FeedBenchOptions = {}) {
  const clients = options.clients ?? 1000;
  const reports = options.reports ?? 50;
  const figures: Record<string, unknown> = {};
  const one = await startServer();
  try {
    figures.oneServer = await measure(one.live, [one], clients, reports);
  } finally {
    await one.close();
  }
  if (options.redisUrl) {
    const [a, b] = await Promise.all([startServer(options.redisUrl), startServer(options.redisUrl)]);
    try {
      figures.twoServersRedis = await measure(a.live, [a, b], clients, reports);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  } else {
    figures.twoServersRedis = "skipped: REDIS_URL is not set";
  }
  return figures;
}

if (process.argv[1]?.endsWith("feed.ts")) {
  const figures = await benchFeed({
    clients: Number(process.env.BENCH_FEED_CLIENTS ?? 1000),
    reports: Number(process.env.BENCH_FEED_REPORTS ?? 50),
    redisUrl: process.env.REDIS_URL,
  });
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  process.exit(0);
}
