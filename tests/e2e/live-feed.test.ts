// A feed you can trust, end to end: the browser reaches the server through a TCP proxy. A controller reloads the
// trips list once more than a session may hold sockets at once, each time until the server runs the page's feed
// subscription (each closed socket must give its place back, or the last reload is refused); the proxy then loses
// its network, and the header says 'Reconectando…'; a report made meanwhile by another controller is not sent
// again, yet once the header says 'En vivo' the list shows it (the screens refetch after a drop); and the next
// report arrives with its notification.
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SOCKETS_PER_SESSION } from "@server/security/ws-limits";
import { startE2E, type E2E } from "./support/app";
import { newContext } from "./support/browser";
import { signInAs } from "./support/pages";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy";
import { TripsHeader } from "./support/trips-page";

/** past the session's socket limit: were the closed pages' sockets to keep their places, the last reloads would be
 * refused */
const RELOADS = MAX_SOCKETS_PER_SESSION + 1;
const REPORT = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`;
/** the feed's normal delay, generous for a loaded machine */
const FEED_WAIT = { timeout: 15_000 };

let e2e: E2E;
let proxy: TcpProxy;
let context: BrowserContext | undefined;
beforeAll(async () => {
  e2e = await startE2E();
  proxy = await startTcpProxy(e2e.server.url);
});
afterAll(async () => {
  await context?.close();
  await proxy?.close();
  await e2e?.close();
});

describe("the live feed", () => {
  // the reloads take their time on a loaded machine: more than the project's default per test
  it(`survives ${RELOADS} reloads and a dropped network: Reconectando…, En vivo, the missed report and the next one`, { timeout: 300_000 }, async () => {
    await context?.close();
    context = await newContext(e2e.browser, proxy.url);
    const page = await context.newPage();
    await signInAs(page, "admin", "admin123");
    const trips = new TripsHeader(page);
    await trips.waitLoaded();
    const status = page.getByTestId("feed-status");

    for (let i = 0; i < RELOADS; i++) {
      const started = e2e.server.feedSubscriptions();
      await page.reload();
      // the reloaded page's socket was accepted and its newReport subscription runs on the server
      await expect.poll(() => e2e.server.feedSubscriptions(), FEED_WAIT).toBeGreaterThan(started);
    }
    await trips.waitLoaded();
    await status.filter({ hasText: "En vivo" }).waitFor(FEED_WAIT);
    expect(await status.getAttribute("data-status")).toBe("live");

    // a trip on the page, and its manifest number (the notification's {id})
    const tripId = Number(await page.locator(".ant-table-row[data-row-key]").first().getAttribute("data-row-key"));
    const [{ numero }] = await e2e.server.database.query<{ numero: string }>(`SELECT numero FROM viajes WHERE id = $1`, [tripId]);
    const operador = await e2e.server.auth("operador", "operador123");
    const report = async (lugar: string) => {
      // a GPS report: it leaves the company's call order (the page's rows) alone
      const res = await e2e.server.gql(operador, REPORT, { r: [{ idviaje: tripId, idsysevento: 11, lugar, novedad: "Sin Novedad", retraso: 0 }] });
      expect(res.errors).toBeUndefined();
    };

    proxy.down();
    await status.filter({ hasText: "Reconectando…" }).waitFor(FEED_WAIT);
    const missed = `PERDIDO ${Date.now()}`;
    await report(missed);

    proxy.up();
    await status.filter({ hasText: "En vivo" }).waitFor({ timeout: 30_000 });
    // nobody sends the missed report again: the list read again after the reconnection shows it
    await page.locator(".ant-table-row", { hasText: missed }).first().waitFor(FEED_WAIT);

    const next = `SIGUIENTE ${Date.now()}`;
    await report(next);
    await page.getByText(`Se realizo un nuevo reporte al viaje ${numero}`, { exact: true }).first().waitFor(FEED_WAIT);
    await page.locator(".ant-table-row", { hasText: next }).first().waitFor(FEED_WAIT);
  });
});
