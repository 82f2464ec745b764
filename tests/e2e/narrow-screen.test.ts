// A phone-sized window (390 px): every main screen fits its width — no page-wide sideways
// scrolling (tables scroll inside themselves) — the header keeps the screen's title and the user menu, and the
// report buttons stay within the screen, a long control post's name ending in '…'.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { signInThroughApi } from "./support/pages";

const PHONE = { width: 390, height: 844 };
let e2e: E2E;
let context: BrowserContext;
let page: Page;
let tripId: number;

beforeAll(async () => {
  e2e = await startE2E();
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  await page.setViewportSize(PHONE);
  // signed in as the login screen would, the first page is the screen under test
  await signInThroughApi(context, e2e.server.url, "admin", "admin123");
  // an open trip whose next control post has a long name: the widest report button
  const [trip] = await e2e.server.database.query<{ id: number; post: number }>(
    `SELECT id, idproximopuestocontrol AS post FROM viajes WHERE idempresa = 1 AND idsysestado NOT IN (4, 7)
      AND idproximopuestocontrol IS NOT NULL ORDER BY id LIMIT 1`);
  tripId = trip.id;
  await e2e.server.database.query(`UPDATE puestoscontrol SET descripcion = $2 WHERE id = $1`, [trip.post, "PUESTO DE CONTROL MANIZALES VÍA HONDA KILÓMETRO 42"]);
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

/** how far the page itself scrolls sideways (0 when it fits) */
const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("a 390 px wide window", () => {
  it.each([
    ["the trips list", "/Home", ".ant-table-row"],
    ["a master list", "/home/Rutas", ".ant-table-row"],
    ["the history", "/Home/history", "[data-testid=pagination-status]"],
    ["the statistics", "/Home/statistics", "[data-testid=statistics-table] .ant-table-row"],
  ])("%s fits the width, with its title and the user menu in the header", async (_name, path, ready) => {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState("networkidle");
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    const menu = await page.getByTestId("user-menu").boundingBox();
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(PHONE.width);
  });

  it("a master record's form opens within the screen", async () => {
    await page.goto("/home/Rutas");
    await page.locator(".ant-table-row").first().waitFor();
    await page.getByRole("button", { name: "Agregar" }).click();
    const modal = page.locator(".ant-modal-content:visible");
    await modal.locator("form").waitFor();
    const box = await modal.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await page.keyboard.press("Escape");
  });

  it("the trip detail fits too; a long report button ends within the screen", async () => {
    await page.goto(`/Home/Viaje/${tripId}`);
    await page.getByTestId("report-buttons").waitFor();
    await page.waitForLoadState("networkidle");
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    const post = page.getByTestId("report-controlPost");
    await expect.poll(() => post.innerText()).toContain("PUESTO DE CONTROL MANIZALES");
    for (const button of await page.getByTestId("report-buttons").locator("button").all()) {
      const box = await button.boundingBox();
      if (box) expect(box.x + box.width, await button.innerText()).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
