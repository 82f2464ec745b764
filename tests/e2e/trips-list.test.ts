// Trips list and live feed end to end (issue 5 acceptance): two browser contexts of company 1 and one of
// company 3 on the trips list; a report committed for a listed trip of company 1 and published with
// publishReports refreshes A's list and shows the notification in both company-1 contexts, never in
// company 3's. A row click opens the trip detail.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishReports } from "@server/live/publish-report";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage } from "./support/pages";

let e2e: E2E;
const contexts: BrowserContext[] = [];

async function openTripsList(browser: Browser, user: string, password: string): Promise<Page> {
  const context = await newContext(browser, e2e.server.url);
  contexts.push(context);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login(user, password);
  await page.waitForURL(/\/home$/i);
  await page.getByTestId("trips-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
  return page;
}

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await e2e?.close();
});

describe("trips list", () => {
  it("shows 'Viajes' with the server's total and opens a trip on row click", async () => {
    const page = await openTripsList(e2e.browser, "operador", "operador123");
    await expect(page.getByTestId("trips-title").innerText()).resolves.toBe("Viajes");
    const headers = await e2e.server.auth("operador", "operador123");
    const res = await e2e.server.gql<{ viajes: { totalreg: number; data: { id: number }[] } }>(
      headers,
      `query ($f: [FilterInput!]) { viajes(filters: $f, pagination: { fields: 1, page: 1 }) { totalreg data { id } } }`,
      { f: [{ field: "devolviendocontenedor", value: false }, { field: "idsysestado", operator: "nin", value: [4, 7, 12, 14, 13, 15, 8, 17, 16] }] },
    );
    await expect(page.getByTestId("trips-total").innerText()).resolves.toBe(`Total viajes: ${res.data!.viajes.totalreg}`);
    await page.locator(".ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row").first().click();
    await page.waitForURL(new RegExp(`/Home/Viaje/${res.data!.viajes.data[0].id}$`, "i"));
    await page.close();
  });

  it("a report of company 1 refreshes A's list and notifies company 1 only", async () => {
    const [a, b, c] = await Promise.all([
      openTripsList(e2e.browser, "admin", "admin123"),
      openTripsList(e2e.browser, "operador", "operador123"),
      openTripsList(e2e.browser, "admin3", "admin123"),
    ]);
    const headers = await e2e.server.auth("admin", "admin123");
    const first = await e2e.server.gql<{ viajes: { data: { id: number }[] } }>(
      headers,
      `query ($f: [FilterInput!]) { viajes(filters: $f, pagination: { fields: 1, page: 1 }) { data { id } } }`,
      { f: [{ field: "devolviendocontenedor", value: false }, { field: "idsysestado", operator: "nin", value: [4, 7, 12, 14, 13, 15, 8, 17, 16] }] },
    );
    const tripId = first.data!.viajes.data[0].id;
    const marker = `REPORTE E2E ${Date.now()}`;
    const [report] = await e2e.server.database.query<{ id: number }>(
      `INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora, lugar, novedad) VALUES ($1, 1, 17, now(), 'E2E', $2) RETURNING id`,
      [tripId, marker],
    );
    await e2e.server.database.query(`UPDATE viajes SET ultimoevento = $2, idultimoreporte = $3, fechahoraultimoevento = now() WHERE id = $1`, [
      tripId, marker, report.id,
    ]);
    const requests: string[] = [];
    a.on("request", (r) => r.url().includes("/graphql") && requests.push(r.postData() ?? ""));
    // the live socket subscribes right after the list shows; publish until A hears it
    const notice = `Se realizo un nuevo reporte al viaje ${tripId}`;
    for (let i = 0; i < 20 && !(await a.getByText(notice).first().isVisible()); i++) {
      publishReports(e2e.server.live, 1, [{ id: Number(report.id), idviaje: tripId, idsysevento: 17 }]);
      await a.waitForTimeout(500);
    }
    await a.getByText(notice).first().waitFor({ timeout: 10_000 });
    await a.getByText(marker).first().waitFor({ timeout: 10_000 });
    expect(requests.some((body) => body.includes("viajes"))).toBe(true);
    await b.getByText(notice).first().waitFor({ timeout: 10_000 });
    await c.waitForTimeout(1500);
    expect(await c.getByText(/Se realizo un nuevo reporte/).count()).toBe(0);
  });
});
