// Flota en vivo end to end (issue 10 acceptance): as many points as open trips with a known position (the
// list beside the map carries the same points, the map is asserted to be drawn on its canvas), a GPS
// report with a new position moves its point through the live feed without a reload, the risk filter
// narrows the points like SQL, and a point opens its trip. Chromium runs with SwiftShader for WebGL.
import { resolve } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";
import { CHROMIUM_PATH, newContext } from "./support/browser";
import { LoginPage } from "./support/pages";
import { POLL } from "./support/table-page";

const OPEN = `idempresa = 1 AND idsysestado IN (1, 2, 3, 5, 6, 9, 10, 11) AND latitud IS NOT NULL AND longitud IS NOT NULL`;

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: AuthHeaders;

const count = async (where: string) => Number((await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM viajeslista WHERE ${where}`))[0].n);

beforeAll(async () => {
  server = await startTestServer({ uiDir: resolve("dist") });
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ["--headless", "--no-sandbox", "--use-gl=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist", "--no-first-run", "--disable-background-networking"],
  });
  api = await server.auth("admin", "admin123");
  context = await newContext(browser, server.url);
  page = await context.newPage();
  const form = new LoginPage(page);
  await form.open();
  await form.login("admin", "admin123");
  await page.waitForURL(/\/home\/?$/i);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe("Flota en vivo", () => {
  it("shows one point per open trip with a position, drawn on the map and listed beside it", async () => {
    await page.getByTestId("sidebar").getByText("Flota en vivo").click();
    await page.waitForURL(/\/home\/flota$/i);
    const expected = await count(OPEN);
    expect(expected).toBeGreaterThan(5);
    await expect.poll(() => page.getByTestId("fleet-total").innerText(), POLL).toBe(`Viajes en el mapa: ${expected}`);
    await page.getByTestId("fleet-table").locator(".ant-table-row").first().waitFor();
    expect(await page.getByTestId("fleet-table").locator(".ant-table-row").count()).toBe(Math.min(10, expected));
    // the lazily loaded map is on the page with its canvas
    await page.getByTestId("fleet-map").locator("canvas").first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: "/tmp/e2e-fleet-map.png" });
  });

  it("a GPS report with a new position moves its point without a reload", async () => {
    const [first] = await server.database.query<{ id: number }>(`SELECT id FROM viajeslista WHERE ${OPEN} ORDER BY id LIMIT 1`);
    const row = page.getByTestId("fleet-table").locator(`.ant-table-row[data-row-key="${first.id}"]`);
    await row.waitFor();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const res = await server.gql(api, `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`, {
      r: [{ idviaje: first.id, idsysevento: 11, lugar: "Girardot", novedad: "Sin Novedad", geolocalizacion: { latitud: 4.30123, longitud: -74.80456 } }],
    });
    expect(res.errors).toBeUndefined();
    await expect.poll(() => row.getByTestId("fleet-position").innerText(), POLL).toBe("4.30123, -74.80456");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it("the risk filter narrows the points like SQL", async () => {
    await page.locator(".ant-select").filter({ has: page.getByLabel("Nivel de riesgo") }).click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: "Sin Riesgo" }).click();
    await page.keyboard.press("Escape");
    const expected = await count(`${OPEN} AND tiporiesgo = 0`);
    await expect.poll(() => page.getByTestId("fleet-total").innerText(), POLL).toBe(`Viajes en el mapa: ${expected}`);
  });

  it("a chosen point shows plate, route and last event and links to its trip", async () => {
    const row = page.getByTestId("fleet-table").locator(".ant-table-row").first();
    const id = Number(await row.getAttribute("data-row-key"));
    const [trip] = await server.database.query<{ placa: string; ruta: string; ultimoevento: string | null }>(
      `SELECT placa, ruta, ultimoevento FROM viajeslista WHERE id = $1`, [id],
    );
    await row.click();
    const card = page.getByTestId("fleet-point-card");
    await card.waitFor();
    await expect(card.innerText()).resolves.toContain(trip.placa);
    await expect(card.innerText()).resolves.toContain(trip.ruta);
    if (trip.ultimoevento) await expect(card.innerText()).resolves.toContain(trip.ultimoevento);
    await card.getByRole("link", { name: "Ver viaje" }).click();
    await page.waitForURL(new RegExp(`/Home/Viaje/${id}$`, "i"));
  });
});
