// The trips tables at 1400×860: Manifiesto and Placa stay pinned left when the body is
// scrolled sideways, whatever the user's column order and with a column hidden by the chooser; a header's
// one-line title gives its full title (and the column's description) on hover; 'Leyenda' explains the
// timers in the company's configured colours, the ones the cells use; a row's Manifiesto is a real link to
// /Home/Viaje/<id> that a Ctrl+click or a middle click opens in a new tab, that Tab reaches and Enter
// follows, while a click elsewhere on the row still opens the trip; the history's rows are links too; and
// the table body takes the height the viewport leaves (master lists and the trips list), with no blank
// space under the footer and again after the window grows.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { signInThroughApi } from "./support/pages";
import { POLL, TablePage } from "./support/table-page";
import { TripsHeader } from "./support/trips-page";

const MEDIUM = "#1E90FF";
const HIGH = "#8B008B";
/** company 1's ARC colours: not the defaults, so the legend shows the configured ones */
const SETUP_SQL = `UPDATE "settings" SET "color_alerta_media" = '${MEDIUM}', "color_alerta_alta" = '${HIGH}' WHERE "idempresa" = 1`;
const VIEWPORT = { width: 1400, height: 860 };
/** the content's bottom padding under the footer pagination (AppLayout) */
const CONTENT_PADDING = 16;

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let table: TablePage;

beforeAll(async () => {
  e2e = await startE2E({ setupSql: SETUP_SQL });
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  await page.setViewportSize(VIEWPORT);
  // signed in as the login screen would: each test opens its list first
  await signInThroughApi(context, e2e.server.url, "admin", "admin123");
  table = new TablePage(page);
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

async function openTrips(path = "/home", testId = "trips") {
  await table.open(path);
  await new TripsHeader(page, testId).waitLoaded();
  await table.waitLoaded();
}

const firstKeys = async (n: number) => (await table.rowKeys()).slice(0, n);
const leftOf = async (field: string, key: number) => (await (await table.cell(key, field)).boundingBox())?.x ?? NaN;
const headerLeft = async (field: string) => (await table.header(field).boundingBox())?.x ?? NaN;

describe("pinned columns", () => {
  it("Manifiesto and Placa keep their place when the body scrolls sideways; the others move", async () => {
    await openTrips();
    const [key] = await firstKeys(1);
    expect((await table.headerFields()).slice(0, 2)).toEqual(["numero", "placa"]);
    const before = { numero: await leftOf("numero", key), placa: await leftOf("placa", key), estado: await leftOf("estado", key) };
    const heads = { numero: await headerLeft("numero"), estado: await headerLeft("estado") };

    await table.body.evaluate((el) => el.scrollTo({ left: 900 }));
    await expect.poll(() => table.body.evaluate((el) => el.scrollLeft), POLL).toBeGreaterThan(500);
    const scrolled = await table.body.evaluate((el) => el.scrollLeft);
    await expect.poll(() => leftOf("estado", key), POLL).toBeCloseTo(before.estado - scrolled, 0);
    expect(await leftOf("numero", key)).toBeCloseTo(before.numero, 0);
    expect(await leftOf("placa", key)).toBeCloseTo(before.placa, 0);
    // the header follows the body: its pinned titles stay, the others scroll away
    await expect.poll(() => headerLeft("estado"), POLL).toBeLessThan(heads.estado - 500);
    expect(await headerLeft("numero")).toBeCloseTo(heads.numero, 0);
    await page.screenshot({ path: "/tmp/e2e-trips-tables-pinned.png" });
    await table.body.evaluate((el) => el.scrollTo({ left: 0 }));
  });

  it("the column chooser still orders and hides columns; the pinned ones stay first and pinned", async () => {
    await openTrips();
    const dialog = await table.openChooser();
    // Placa hidden, Última llamada before Estado, Manifiesto further down
    await table.toggleColumn(dialog, "Placa");
    // the dialog's opening animation over (a drag measures where its rows are)
    const box = async () => JSON.stringify(await dialog.boundingBox());
    let last = "";
    await expect.poll(async () => last === (last = await box()), POLL).toBe(true);
    await table.moveColumnBefore(dialog, "Última llamada", "Estado");
    await table.moveColumnBefore(dialog, "Manifiesto", "Último GPS");
    const labels = await table.chooserLabels(dialog);
    expect(labels.indexOf("Última llamada")).toBeLessThan(labels.indexOf("Estado"));
    expect(labels.indexOf("Manifiesto")).toBeGreaterThan(labels.indexOf("Estado"));
    await dialog.getByRole("button", { name: "Aceptar" }).click();
    await dialog.waitFor({ state: "hidden" });
    try {
      await expect.poll(async () => (await table.headerFields()).slice(0, 3), POLL).toEqual(["numero", "fechahoraultimallamada", "estado"]);
      expect(await table.headerFields()).not.toContain("placa");
      expect(await table.header("numero").getAttribute("class")).toContain("ant-table-cell-fix-left");
      expect(await table.header("estado").getAttribute("class")).not.toContain("ant-table-cell-fix-left");
      await page.screenshot({ path: "/tmp/e2e-trips-tables-chooser.png" });
    } finally {
      // back to the table's own settings (the user's are kept by the server)
      await e2e.server.database.query(`DELETE FROM "camposusuario" WHERE "iduser" = (SELECT "id" FROM "usuarios" WHERE "username" = 'admin')`);
    }
    await page.reload();
    await table.waitLoaded();
    await expect.poll(async () => (await table.headerFields()).slice(0, 3), POLL).toEqual(["numero", "placa", "estado"]);
  });
});

describe("headers", () => {
  it("a header too long for its column is ellipsized and its tooltip gives the full title", async () => {
    await openTrips();
    const fields = await table.headerFields();
    const cut: string[] = [];
    for (const field of fields) {
      const title = table.headerTitle(field);
      if (await title.evaluate((el) => el.scrollWidth > el.clientWidth + 1)) cut.push(field);
    }
    // 'Último otro reporte' does not fit its 130 px with the sort icons
    expect(cut).toContain("tiempo_ult_rep_otros");
    const full = await table.headerTitle("tiempo_ult_rep_otros").evaluate((el) => el.textContent);
    expect(full).toBe("Último otro reporte");
    await table.headerTitle("tiempo_ult_rep_otros").hover();
    await expect.poll(() => table.tooltip.innerText(), POLL).toContain("Último otro reporte");
    // the column's description from the server's table definition
    expect(await table.tooltip.innerText()).toContain("Tiempo desde el último reporte que no es llamada ni GPS");
    // (the screenshot once its opening animation is over)
    const tip = page.locator(".ant-tooltip:not(.ant-tooltip-hidden)");
    await expect.poll(() => tip.evaluate((el) => el.getAnimations().length + (getComputedStyle(el).opacity === "1" ? 0 : 1)), POLL).toBe(0);
    await page.screenshot({ path: "/tmp/e2e-trips-tables-header-tooltip.png" });
    await page.mouse.move(5, 400);
  });
});

describe("timer legend", () => {
  it("'Leyenda' explains the numbers and colours in the company's configured colours, the cells' own", async () => {
    await openTrips();
    await page.getByRole("button", { name: "Leyenda" }).click();
    const legend = page.getByTestId("timer-legend");
    await legend.waitFor();
    expect(await page.locator(".ant-popover:visible .ant-popover-title").innerText()).toBe("Leyenda de los tiempos");
    const text = await legend.innerText();
    expect(text).toContain("horas y minutos (hh:mm)");
    expect(text).toContain("Última llamada, Último GPS y Último otro reporte: tiempo desde el último reporte.");
    // company 1's thresholds (demo seed): medium 00:45, high 01:30, call allowance 01:00, GPS 00:30
    expect(text).toContain("Menos de 00:45: sin alerta");
    expect(text).toContain("Desde 00:45: alerta media");
    expect(text).toContain("Desde 01:30: alerta alta");
    expect(text).toContain("Próxima llamada y Próximo GPS: retraso sobre la hora prevista, descontada la tolerancia (llamada 01:00, GPS 00:30).");
    expect(text).toContain("00:00: dentro de la tolerancia");
    expect(text).toContain("Hora próximo puesto: retraso frente a la hora prevista del próximo puesto de control.");
    expect(text).toContain("Más de 30 minutos de retraso");

    const swatch = (section: string, level: string) =>
      legend.getByTestId(`timer-legend-${section}`).getByTestId(`timer-legend-${level}`).getByTestId("legend-swatch").getAttribute("data-color");
    expect(await swatch("since", "none")).toBe("#808080");
    expect(await swatch("since", "medium")).toBe(MEDIUM);
    expect(await swatch("since", "high")).toBe(HIGH);
    expect(await swatch("allowance", "high")).toBe(HIGH);
    // every colour a timer cell shows is one the legend explains
    const legendColors = new Set(await legend.getByTestId("legend-swatch").evaluateAll((els) => els.map((e) => e.getAttribute("data-color"))));
    const cellColors = new Set(await page.locator("[data-testid^=timer-][data-color]").evaluateAll((els) => els.map((e) => e.getAttribute("data-color"))));
    expect(cellColors.size).toBeGreaterThan(1);
    expect([...cellColors].filter((c) => !legendColors.has(c))).toEqual([]);
    await page.screenshot({ path: "/tmp/e2e-trips-tables-legend.png" });
    await page.keyboard.press("Escape");
  });
});

describe("rows are links", () => {
  it("a row's Manifiesto links to the trip; Ctrl+click and middle click open it in a new tab", async () => {
    await openTrips();
    const [key] = await firstKeys(1);
    const link = table.rowLink(key);
    expect(await link.getAttribute("href")).toBe(`/Home/Viaje/${key}`);
    expect(await link.evaluate((el) => el.tagName)).toBe("A");
    expect(await link.evaluate((el, cell) => el.closest("td") === cell, await (await table.cell(key, "numero")).elementHandle())).toBe(true);

    for (const click of [() => link.click({ modifiers: ["Control"] }), () => link.click({ button: "middle" })]) {
      const opened = context.waitForEvent("page");
      await click();
      const tab = await opened;
      await tab.waitForURL(new RegExp(`/Home/Viaje/${key}$`));
      await tab.close();
      // this tab stays on the list
      expect(new URL(page.url()).pathname.toLowerCase()).toBe("/home");
    }
  });

  it("Tab reaches the rows' links and Enter opens the trip in this tab", async () => {
    await openTrips();
    const [first, second] = await firstKeys(2);
    await table.rowLink(first).focus();
    const focusedRow = () => page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute("data-testid") === "row-link" ? el.closest("tr")?.getAttribute("data-row-key") ?? null : null;
    });
    expect(await focusedRow()).toBe(String(first));
    for (let i = 0; i < 10 && (await focusedRow()) !== String(second); i += 1) await page.keyboard.press("Tab");
    expect(await focusedRow()).toBe(String(second));
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/Home/Viaje/${second}$`));
  });

  it("a plain click on the link or anywhere on the row opens the trip in this tab", async () => {
    await openTrips();
    const [first, second] = await firstKeys(2);
    await table.rowLink(first).click();
    await page.waitForURL(new RegExp(`/Home/Viaje/${first}$`));
    await openTrips();
    await (await table.cell(second, "estado")).click();
    await page.waitForURL(new RegExp(`/Home/Viaje/${second}$`));
  });

  it("the history's rows are links too, with Manifiesto and Placa pinned first", async () => {
    await openTrips("/home/history", "history");
    const [key] = await firstKeys(1);
    expect((await table.headerFields()).slice(0, 2)).toEqual(["numero", "placa"]);
    expect(await table.header("placa").getAttribute("class")).toContain("ant-table-cell-fix-left");
    expect(await table.rowLink(key).getAttribute("href")).toBe(`/Home/Viaje/${key}`);
  });
});

describe("the table body uses the height it has", () => {
  /** the body's box, whether it hides rows, and what is left blank under the page */
  const layout = () =>
    page.evaluate(() => {
      const body = document.querySelector<HTMLElement>(".ant-table-body")!;
      const footer = document.querySelector<HTMLElement>("[data-testid=pagination-status]")!.parentElement!;
      return {
        bodyHeight: body.clientHeight,
        hidesRows: body.scrollHeight > body.clientHeight + 1,
        blankBelow: window.innerHeight - footer.getBoundingClientRect().bottom,
        pageScrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
      };
    });

  it.each([
    ["a master list (Rutas)", "/home/Rutas", null],
    ["the trips list", "/home", "trips"],
  ])("%s fills the viewport down to its footer", async (_name, path, testId) => {
    if (testId) await openTrips(path, testId);
    else await table.open(path);
    await expect.poll(() => table.rows.count(), POLL).toBeGreaterThanOrEqual(20);
    await expect.poll(async () => (await layout()).blankBelow, POLL).toBeLessThanOrEqual(CONTENT_PADDING + 8);
    const fitted = await layout();
    // rows are left below the fold for the body to scroll to, none for the page
    expect(fitted.hidesRows).toBe(true);
    expect(fitted.pageScrolls).toBe(false);
    expect(fitted.blankBelow).toBeGreaterThanOrEqual(CONTENT_PADDING - 8);
    await page.screenshot({ path: `/tmp/e2e-trips-tables-height${testId ? "-trips" : "-rutas"}.png` });

    // a taller window: a taller body, still down to the footer
    await page.setViewportSize({ width: VIEWPORT.width, height: VIEWPORT.height + 100 });
    try {
      await expect.poll(async () => (await layout()).bodyHeight, POLL).toBeGreaterThanOrEqual(fitted.bodyHeight + 95);
      expect((await layout()).blankBelow).toBeLessThanOrEqual(CONTENT_PADDING + 8);
    } finally {
      await page.setViewportSize(VIEWPORT);
    }
  });
});

describe("the generic table's controls on the trips tables", () => {
  const headerFilters = () => page.locator(".ant-table-thead [aria-label^='Filtro ']");
  const selectAll = () => page.getByRole("checkbox", { name: "Seleccionar todo" });
  const checkedRows = () => table.rows.locator(".ant-table-selection-column .ant-checkbox-checked");

  it.each([
    ["Seguimiento", "/home", "trips"],
    ["Contenedores", "/home/ctns", "trips"],
    ["Historial", "/home/history", "history"],
    ["Gestor de descargas", "/home/downloadmanagment", "downloads"],
  ])("%s: the filters hide and show again; a row selects, select-all takes the page's rows and clears them", async (_name, path, testId) => {
    await openTrips(path, testId);
    await expect.poll(() => headerFilters().count(), POLL).toBeGreaterThan(0);
    await table.button("Ocultar filtros").click();
    await expect.poll(() => headerFilters().count(), POLL).toBe(0);
    await table.showFilters();
    await expect.poll(() => headerFilters().count(), POLL).toBeGreaterThan(0);

    const keys = await table.rowKeys();
    expect(keys.length).toBeGreaterThan(0);
    await table.select(keys[0]);
    await expect.poll(() => checkedRows().count(), POLL).toBe(1);
    await selectAll().check();
    await expect.poll(() => checkedRows().count(), POLL).toBe(await table.rows.count());
    await selectAll().uncheck();
    await expect.poll(() => checkedRows().count(), POLL).toBe(0);
  });
});
