// Statistics end to end: the page shows the consolidated table and draws the chart on a canvas for
// each chart type (horizontal bars, vertical bars, pie): the canvas holds drawn pixels, the bars are painted
// in the bar colour, and each type draws a different picture. The charts library arrives as its own chunk.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession, type Session } from "./support/master-data";

const POLL = { timeout: 30_000 };
let s: Session;

beforeAll(async () => {
  s = await startSession("statistics");
});
afterAll(async () => {
  await s?.close();
});

interface Picture {
  /** pixels drawn (not fully transparent) */
  drawn: number;
  /** pixels in the bar colour #1677ff */
  blue: number;
  /** the canvas as a data URL */
  image: string;
}

/** reads the chart's canvas back */
const picture = (p: Page): Promise<Picture> =>
  p.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>("[data-testid=statistics-chart] canvas");
    const ctx = canvas?.width && canvas.height ? canvas.getContext("2d") : null;
    if (!canvas || !ctx) return { drawn: 0, blue: 0, image: "" };
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let drawn = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 0) continue;
      drawn += 1;
      if (Math.abs(data[i] - 0x16) < 8 && Math.abs(data[i + 1] - 0x77) < 8 && Math.abs(data[i + 2] - 0xff) < 8) blue += 1;
    }
    return { drawn, blue, image: canvas.toDataURL() };
  });

/** waits until the chart is drawn and stops changing (the charts animate in) */
async function settled(p: Page): Promise<Picture> {
  let last = "";
  let current: Picture = { drawn: 0, blue: 0, image: "" };
  await expect.poll(async () => {
    current = await picture(p);
    const same = current.drawn > 500 && current.image === last;
    last = current.image;
    return same;
  }, { ...POLL, interval: 500 }).toBe(true);
  return current;
}

/** the statistics of every trip: a range from 2020 to 2030 typed into the date input */
async function openWithAllDates(page: Page) {
  await page.goto("/Home/statistics");
  const dates = page.locator("input").filter({ hasNot: page.locator("[type=search]") }).first();
  await dates.waitFor();
  await dates.fill("");
  await dates.pressSequentially("01012020-31122030");
}

describe("statistics", () => {
  it("shows the table for a date range and draws each chart type on a canvas", async () => {
    const { page } = s;
    const chartChunks: string[] = [];
    page.on("response", (r) => {
      if (r.url().includes("StatisticsChart")) chartChunks.push(r.url());
    });
    await openWithAllDates(page);
    const rows = page.locator("[data-testid=statistics-table] .ant-table-row");
    await expect.poll(() => rows.count(), POLL).toBeGreaterThan(0);
    const headers = await page.locator("[data-testid=statistics-table] th.ant-table-cell").allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(["Generador", "Total", "Porcentaje", "Acumulado"]);
    const lastAccumulated = await rows.last().locator("td").last().innerText();
    expect(lastAccumulated.trim()).toMatch(/%$/);
    // the page title and the count in correct Spanish (texts the spec does not give): '1 registro', 'N registros'
    await page.getByRole("heading", { name: "Estadísticas", exact: true }).waitFor();
    const count = await page.locator("[data-testid=statistics-table] .ant-card-head-title").innerText();
    expect(count.trim()).toMatch(/^(1 registro|(0|[2-9]|\d{2,}) registros)$/);

    const bars = await settled(page);
    expect(bars.blue).toBeGreaterThan(200);
    expect(chartChunks.length).toBeGreaterThan(0);

    await page.getByText("Barras verticales", { exact: true }).click();
    await expect.poll(async () => (await picture(page)).image !== bars.image, POLL).toBe(true);
    const columns = await settled(page);
    expect(columns.blue).toBeGreaterThan(200);
    expect(columns.image).not.toBe(bars.image);

    await page.getByText("Torta", { exact: true }).click();
    await expect.poll(async () => (await picture(page)).image !== columns.image, POLL).toBe(true);
    const pie = await settled(page);
    expect(pie.drawn).toBeGreaterThan(500);
    expect(pie.image).not.toBe(bars.image);
  });

  it("pages the table with the footer of every table: 'N de M' and 'Registros por página'", async () => {
    const { page } = s;
    await openWithAllDates(page);
    const table = page.locator("[data-testid=statistics-table]");
    const rows = table.locator(".ant-table-row");
    await expect.poll(() => rows.count(), POLL).toBeGreaterThan(1);
    expect(await table.locator(".ant-pagination").count()).toBe(0);
    const status = table.getByTestId("pagination-status");
    const before = { rows: await rows.count(), status: await status.innerText() };
    await table.locator(".ant-select").filter({ has: page.getByLabel("Registros por página") }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="1"]').click();
    await expect.poll(() => rows.count(), POLL).toBe(1);
    // one row per page: the pages are the consolidated values
    const values = Number(/^1 de (\d+)$/.exec(await status.innerText())![1]);
    expect(values).toBeGreaterThan(1);
    expect(before).toEqual({ rows: Math.min(values, 20), status: `1 de ${Math.ceil(values / 20)}` });
    const first = await rows.first().innerText();
    await table.getByRole("button", { name: "Página siguiente" }).click();
    await expect.poll(() => status.innerText(), POLL).toBe(`2 de ${values}`);
    expect(await rows.first().innerText()).not.toBe(first);
  });
});
