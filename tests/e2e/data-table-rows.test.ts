// The generic data table on a 500-row page (the first 30 rows rendered, more on scroll):
// Rutas with 529 routes at page size 500 starts with 30 rows in the DOM, renders more as its body is
// scrolled, and the page's last row can be reached.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthHeaders } from "../integration/helpers/server";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { signInThroughApi } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let table: TablePage;
let api: AuthHeaders;

// 500 routes of company 1 besides the demo's 29
const MANY_ROUTES_SQL = `
  INSERT INTO "rutas" ("idempresa", "idorigen", "iddestino", "via", "descripcion", "distancia", "tiempoestimado")
  SELECT 1, p."id", p."id", 'VIA LOTE ' || lpad(n::text, 3, '0'), 'LOTE ' || lpad(n::text, 3, '0'), n, n * 60
  FROM generate_series(1, 500) AS n, (SELECT min("id") AS "id" FROM "syspoblaciones") AS p`;

async function firstPage(size: number): Promise<number[]> {
  const res = await e2e.server.gql<{ rutasInfo: { data: { id: number }[]; totalreg: number } }>(
    api,
    `query ($p: PaginationInput) { rutasInfo(pagination: $p) { data { id } totalreg } }`,
    { p: { fields: size, page: 1 } },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  expect(res.data.rutasInfo.totalreg).toBe(529);
  return res.data.rutasInfo.data.map((r) => r.id);
}

const body = () => page.locator(".ant-table-body");
const renderedCount = () => table.rows.count();

beforeAll(async () => {
  e2e = await startE2E({ setupSql: MANY_ROUTES_SQL });
  api = await e2e.server.auth("admin", "admin123");
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  // signed in as the login screen would, the first page is the screen under test
  await signInThroughApi(context, e2e.server.url, "admin", "admin123");
  table = new TablePage(page);
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

describe("a 500-row page", () => {
  it("renders the first 30 rows, more as the body scrolls, and reaches the last row", async () => {
    const ids = await firstPage(500);
    expect(ids).toHaveLength(500);
    await table.open("/home/Rutas");
    await table.setPageSize(500);
    await expect.poll(() => table.status.innerText(), POLL).toBe("1 de 2");
    await expect.poll(() => table.row(ids[0]).count(), POLL).toBe(1);
    // at first: the first 30 rows of the page, in the server's order
    expect(await table.rowKeys()).toEqual(ids.slice(0, 30));

    // a wheel over the body renders more
    await body().hover();
    await page.mouse.wheel(0, 1500);
    await expect.poll(renderedCount, POLL).toBeGreaterThan(30);
    expect(await renderedCount()).toBeLessThan(500);
    await page.screenshot({ path: "/tmp/e2e-table-rows-scrolled.png" });

    // scrolling on to the end of what is rendered renders the rest, 30 at a time, down to the last row
    const last = table.row(ids[499]);
    for (let step = 0; step < 40 && (await last.count()) === 0; step += 1) {
      const before = await renderedCount();
      await body().evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect.poll(renderedCount, POLL).toBeGreaterThan(before);
    }
    expect(await table.rowKeys()).toEqual(ids);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.isVisible(), POLL).toBe(true);
    await page.screenshot({ path: "/tmp/e2e-table-rows-last.png" });

    // the next page starts again with 30
    await table.nextPage();
    await expect.poll(() => table.status.innerText(), POLL).toBe("2 de 2");
    await expect.poll(renderedCount, POLL).toBe(29);
  });
});
