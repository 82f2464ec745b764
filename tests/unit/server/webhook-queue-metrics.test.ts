// The webhooks' queue gauges of GET /metrics: read at scrape time from the source the app gives, one read shared by
// the two gauges of a scrape, and a source that fails (the database not answering) makes them NaN — unknown, not an
// empty queue — while the rest of the scrape still answers.
import { describe, expect, it } from "vitest";
import { createMetrics } from "@server/metrics/metrics";

const samples = (text: string, name: string) => text.split("\n").filter((line) => line.startsWith(`${name} `));

describe("the webhooks' queue gauges", () => {
  it("give the pending deliveries and the oldest one's age, read once per scrape", async () => {
    const metrics = createMetrics();
    let reads = 0;
    metrics.observe({ webhookQueue: async () => (reads++, { pending: 3, oldestSeconds: 42 }) });
    const text = await metrics.registry.metrics();
    expect(samples(text, "tdc_webhook_deliveries_pending")).toEqual(["tdc_webhook_deliveries_pending 3"]);
    expect(samples(text, "tdc_webhook_oldest_pending_seconds")).toEqual(["tdc_webhook_oldest_pending_seconds 42"]);
    expect(reads).toBe(1);
    await metrics.registry.metrics();
    expect(reads).toBe(2);
  });

  it("are NaN when the queue cannot be read, and the scrape still answers", async () => {
    const metrics = createMetrics();
    metrics.observe({ webhookQueue: () => Promise.reject(new Error("sin conexión")), openSockets: () => 2 });
    const text = await metrics.registry.metrics();
    expect(text).toContain("# TYPE tdc_webhook_deliveries_pending gauge");
    // prom-client writes NaN as "Nan"; Prometheus reads the value case-insensitively
    expect(samples(text, "tdc_webhook_deliveries_pending").map((l) => l.toLowerCase())).toEqual(["tdc_webhook_deliveries_pending nan"]);
    expect(samples(text, "tdc_webhook_oldest_pending_seconds").map((l) => l.toLowerCase())).toEqual(["tdc_webhook_oldest_pending_seconds nan"]);
    expect(samples(text, "tdc_feed_sockets_open")).toEqual(["tdc_feed_sockets_open 2"]);
  });
});
