// GET /metrics (Prometheus text, prom-client): off without METRICS_TOKEN, bearer-token protected with it; the
// counts of GraphQL operations (HTTP and WebSocket), REST routes, logins, exports and webhook attempts move with
// the requests, the webhooks' queue is read as it stands, and the labels hold only known names, never a user's data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { wsOperation } from "./helpers/ws-operation";
import { openFeed, publishUntilReceived, sleep } from "./helpers/feed";
import { publishReports } from "@server/live/publish-report";
import { startReceiver } from "./helpers/receiver";

const TOKEN = "token-de-metricas-de-prueba";

/** the value of one sample of the text format, 0 when absent; `labels` must match the sample's whole label set */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`).sort().join(",");
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const set = (match[2] ?? "").split(",").filter(Boolean).sort().join(",");
    if (set === wanted) return Number(match[3]);
  }
  return 0;
}

describe("GET /metrics without METRICS_TOKEN", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: "none" });
  });
  afterAll(async () => server?.close());

  it("does not exist (404), whatever token is presented", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  let server: TestServer;
  let admin: AuthHeaders;
  const scrape = async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    return res.text();
  };

  // the webhook worker's clock: a test moves it past the retry window
  let clockOffset = 0;
  beforeAll(async () => {
    server = await startTestServer({
      metricsToken: TOKEN,
      webhooks: { pollMs: 25, timeoutMs: 1_000, backoff: { baseMs: 60_000, capMs: 60_000, windowMs: 3_600_000 }, now: () => new Date(Date.now() + clockOffset) },
    });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => server?.close());

  it("refuses a scrape without the token or with another one (401)", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    for (const authorization of [`Bearer ${TOKEN}x`, "Bearer otro", TOKEN, `Basic ${TOKEN}`]) {
      expect((await fetch(`${server.url}/metrics`, { headers: { authorization } })).status).toBe(401);
    }
  });

  it("names every measure: operations, routes, database, feed, logins, exports, memory, event loop", async () => {
    const text = await scrape();
    for (const name of [
      "tdc_graphql_operation_duration_seconds", "tdc_rest_request_duration_seconds", "tdc_database_expensive_reads",
      "tdc_database_faults_total", "tdc_feed_sockets_open", "tdc_feed_deliveries_total", "tdc_login_failures_total",
      "tdc_login_lockouts_total", "tdc_export_jobs_total", "tdc_export_jobs_running", "tdc_process_resident_memory_bytes",
      "tdc_nodejs_eventloop_lag_seconds", "tdc_nodejs_heap_size_used_bytes", "tdc_webhook_attempts_total",
      "tdc_webhook_deliveries_pending", "tdc_webhook_oldest_pending_seconds",
    ]) expect(text).toContain(`# TYPE ${name} `);
    expect(sample(text, "tdc_database_expensive_reads", { state: "running" })).toBe(0);
  });

  it("counts GraphQL operations by name or first root field, over HTTP and the WebSocket; unknown names are 'otra'", async () => {
    const count = (text: string, operation: string) =>
      sample(text, "tdc_graphql_operation_duration_seconds_count", { operation, type: "query", outcome: "ok" });
    const before = await scrape();
    await server.gql(admin, "query SystemCatalogs { sysEstados { id } }");
    await server.gql(admin, "{ sysEstados { id } }");
    await server.gql(admin, "query Carlos_Perez_3001234567 { sysEstados { id } }");
    expect((await wsOperation(server, admin, "{ sysEstados { id } }")).errors).toBeUndefined();
    const after = await scrape();
    expect(count(after, "SystemCatalogs") - count(before, "SystemCatalogs")).toBe(1);
    expect(count(after, "sysEstados") - count(before, "sysEstados")).toBe(2);
    expect(count(after, "otra") - count(before, "otra")).toBe(1);
    expect(after).not.toContain("Carlos_Perez");
  });

  it("counts REST requests by the route's pattern and status class, and login failures and lockouts", async () => {
    const logins = (text: string, status: string) =>
      sample(text, "tdc_rest_request_duration_seconds_count", { route: "/api/login", method: "POST", status });
    const before = await scrape();
    const wrong = await server.login("operador", "clave-equivocada-secreta");
    expect(wrong.status).toBe(401);
    await server.login("operador", "operador123");
    // past the per-user limit the attempts are refused unchecked (429): lockouts
    let refused = 0;
    for (let i = 0; i < 7; i++) if ((await server.login("admin8", "no-es-la-clave")).status === 429) refused++;
    expect(refused).toBeGreaterThan(0);
    const after = await scrape();
    expect(sample(after, "tdc_login_failures_total") - sample(before, "tdc_login_failures_total")).toBe(1 + 7 - refused);
    expect(sample(after, "tdc_login_lockouts_total") - sample(before, "tdc_login_lockouts_total")).toBe(refused);
    expect(logins(after, "4xx") - logins(before, "4xx")).toBe(8);
    expect(logins(after, "2xx") - logins(before, "2xx")).toBe(1);
    for (const personal of ["operador", "admin8", "clave-equivocada", "no-es-la-clave", admin.authorization]) {
      expect(after).not.toContain(personal);
    }
  });

  it("counts export jobs, and REST requests under their route, not the raw URL", async () => {
    const before = await scrape();
    const res = await fetch(`${server.url}/api/v1/filesDoc?marca=privada`, {
      method: "POST",
      headers: { "content-type": "application/json", ...admin },
      body: JSON.stringify({ idquery: 6, fields: ["via"], filters: [] }),
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const after = await scrape();
    expect(sample(after, "tdc_export_jobs_total", { outcome: "ok" }) - sample(before, "tdc_export_jobs_total", { outcome: "ok" })).toBe(1);
    expect(sample(after, "tdc_export_jobs_running")).toBe(0);
    const exports = (text: string) =>
      sample(text, "tdc_rest_request_duration_seconds_count", { route: "/api/v1/filesDoc", method: "POST", status: "2xx" });
    expect(exports(after) - exports(before)).toBe(1);
    expect(after).not.toContain("privada");
  });

  it("counts the open feed sockets and the deliveries to them", async () => {
    const before = await scrape();
    expect(sample(before, "tdc_feed_sockets_open")).toBe(0);
    const feed = openFeed(server, admin);
    try {
      await publishUntilReceived(() => publishReports(server.live, 1, [{ id: 900001, idviaje: 1, idsysevento: 12 }]), feed);
      await sleep(300);
      const during = await scrape();
      expect(sample(during, "tdc_feed_sockets_open")).toBe(1);
      expect(sample(during, "tdc_feed_deliveries_total") - sample(before, "tdc_feed_deliveries_total")).toBe(feed.batches.length);
    } finally {
      await feed.client.dispose();
    }
    let open = 1;
    for (let i = 0; i < 50 && open > 0; i++) {
      await sleep(100);
      open = sample(await scrape(), "tdc_feed_sockets_open");
    }
    expect(open).toBe(0);
  });

  it("counts webhook attempts by outcome, and reads the queue's pending deliveries and the oldest one's age", async () => {
    const attempts = (text: string, outcome: string) => sample(text, "tdc_webhook_attempts_total", { outcome });
    const receiver = await startReceiver();
    receiver.behave(503);
    const hook = await fetch(`${server.url}/api/v1/webhooks`, {
      method: "POST", headers: { ...admin, "content-type": "application/json" }, body: JSON.stringify({ url: receiver.url, eventos: ["eventos.creado"] }),
    });
    expect(hook.status).toBe(201);
    const idwebhook = ((await hook.json()) as { id: number }).id;
    const before = await scrape();
    expect(sample(before, "tdc_webhook_deliveries_pending")).toBe(0);
    expect(sample(before, "tdc_webhook_oldest_pending_seconds")).toBe(0);
    const created = await server.gql(admin, `mutation ($e: EventoInput!) { createEvento(evento: $e) { id } }`, { e: { descripcion: "EVENTO METRICAS", nivelprioridad: 1 } });
    expect(created.errors).toBeUndefined();
    const delivery = async () =>
      (await server.database.query<{ estado: string; intentos: number }>(`SELECT estado, intentos FROM webhookentregas WHERE idwebhook = $1`, [idwebhook]))[0];
    const waitFor = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 200 && !(await check()); i++) await sleep(25);
      expect(await check()).toBe(true);
    };

    // refused: counted as a retry, and still in the queue (the next attempt a minute away)
    await waitFor(async () => (await delivery())?.intentos === 1);
    await server.database.query(`UPDATE webhookentregas SET fechacreacion = now() - interval '90 seconds' WHERE idwebhook = $1`, [idwebhook]);
    const refused = await scrape();
    expect(attempts(refused, "reintento") - attempts(before, "reintento")).toBe(1);
    expect(sample(refused, "tdc_webhook_deliveries_pending")).toBe(1);
    expect(sample(refused, "tdc_webhook_oldest_pending_seconds")).toBeGreaterThanOrEqual(90);

    // past the retry window, the next refusal gives the delivery up: counted as failed, and out of the queue
    clockOffset = 2 * 3_600_000;
    await waitFor(async () => (await delivery())?.estado === "fallido");
    const failed = await scrape();
    expect(attempts(failed, "fallido") - attempts(before, "fallido")).toBe(1);
    expect(sample(failed, "tdc_webhook_deliveries_pending")).toBe(0);
    expect(sample(failed, "tdc_webhook_oldest_pending_seconds")).toBe(0);
    clockOffset = 0;

    // answered: counted as delivered
    receiver.behave(200);
    const resent = await fetch(`${server.url}/api/v1/webhook-deliveries/${(await server.database.query<{ id: number }>(`SELECT id FROM webhookentregas WHERE idwebhook = $1`, [idwebhook]))[0].id}/resend`, {
      method: "POST", headers: admin,
    });
    expect(resent.status).toBe(201);
    await waitFor(async () => (await server.database.query(`SELECT 1 FROM webhookentregas WHERE idwebhook = $1 AND estado = 'entregado'`, [idwebhook])).length === 1);
    const delivered = await scrape();
    expect(attempts(delivered, "entregado") - attempts(before, "entregado")).toBe(1);
    expect(attempts(delivered, "reintento") - attempts(before, "reintento")).toBe(1);
    expect(sample(delivered, "tdc_webhook_deliveries_pending")).toBe(0);
    expect(delivered).not.toContain(receiver.url);
    await receiver.down();
  });
});
