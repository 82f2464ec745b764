// Keyboard first (issue "The controller's shift", item 4): on a row of Seguimiento focused with the keyboard R
// opens the trip's report forms and Enter its detail, '?' lists the shortcuts; the report form keeps Reportar
// in sight however long 'Últimos reportes' is; a report that changes the trip's state asks first; an
// impossible hour cannot be typed.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { signInThroughApi } from "./support/pages";
import { reportCounter, tripPicker } from "./support/reports";

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  // signed in as the login screen would, the first page is the screen under test
  await signInThroughApi(context, e2e.server.url, "admin", "admin123");
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

const rows = () => page.locator(".ant-table-tbody tr.data-table-row-focusable");
/** the focused element's row key, when it is a row */
const focusedRowKey = () => page.evaluate(() => {
  const el = document.activeElement;
  return el?.tagName === "TR" ? el.getAttribute("data-row-key") : null;
});

/** Seguimiento's first row, focused with the keyboard: its checkbox first, then Shift+Tab onto the row. */
async function focusFirstRow(): Promise<string> {
  await rows().first().waitFor({ timeout: 30_000 });
  const key = (await rows().first().getAttribute("data-row-key"))!;
  await rows().first().locator(".ant-table-selection-column input").focus();
  await page.keyboard.press("Shift+Tab");
  await expect.poll(focusedRowKey).toBe(key);
  return key;
}

describe("the trips list's shortcuts", () => {
  it("R on a focused row opens the trip's report forms, Enter its detail, ? the list of shortcuts", async () => {
    await page.goto("/home");
    const key = await focusFirstRow();
    const [{ numero }] = await e2e.server.database.query<{ numero: string }>(`SELECT numero FROM viajes WHERE id = $1`, [Number(key)]);

    await page.keyboard.press("r");
    const drawer = page.locator(".trip-report-drawer");
    await drawer.locator("[data-testid=report-buttons]").waitFor();
    expect(await drawer.locator(".ant-drawer-title").textContent()).toBe(`Reportar: manifiesto ${numero}`);
    await drawer.locator("[data-testid=report-call]").click();
    await page.locator("[data-testid=report-form-call]").waitFor();
    await page.keyboard.press("Escape");
    await page.locator("[data-testid=report-form-call]").waitFor({ state: "hidden" });
    await page.keyboard.press("Escape");
    await drawer.locator("[data-testid=report-buttons]").waitFor({ state: "hidden" });

    await focusFirstRow();
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/Home/Viaje/${key}$`, "i"));

    await page.goto("/home");
    await rows().first().waitFor({ timeout: 30_000 });
    await page.keyboard.press("?");
    const help = page.locator(".shortcuts-help");
    await help.waitFor();
    const keys = await help.locator("kbd").allTextContents();
    expect(keys).toEqual(["Ctrl+K", "R", "Enter", "?", "Esc"]);
    await page.keyboard.press("Escape");
    await help.waitFor({ state: "hidden" });
  });
});

/** A company-1 trip in transit with at least 10 reports: its 'Últimos reportes' is full. */
async function tripWithTenReports(): Promise<number> {
  const [{ id }] = await e2e.server.database.query<{ id: number }>(`SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND v.idsysestado = 10
    AND (SELECT count(*) FROM reportes r WHERE r.idviaje = v.id) >= 10 ORDER BY v.id LIMIT 1`);
  return Number(id);
}

async function openCallForm(tripId: number) {
  await page.goto(`/Home/Viaje/${tripId}`);
  await page.locator("[data-testid=report-call]").click();
  await page.locator("[data-testid=report-form-call]").waitFor();
}

describe("the report form", () => {
  it("keeps Reportar in sight at 1440×900 with ten rows in 'Últimos reportes'", async () => {
    await openCallForm(await tripWithTenReports());
    const table = page.locator("[data-testid=last-reports]");
    await expect.poll(() => table.locator(".ant-table-tbody tr.ant-table-row").count(), { timeout: 20_000 }).toBe(10);
    const submit = page.locator("[data-testid=report-submit]");
    const box = (await submit.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    // nothing was scrolled to bring it there
    expect(await page.evaluate(() => document.querySelector(".ant-modal-wrap")?.scrollTop ?? 0)).toBe(0);
    await page.keyboard.press("Escape");
  });

  it("refuses an impossible hour as it is typed: 25 stays 2", async () => {
    await openCallForm(await tripWithTenReports());
    const hour = page.locator("[data-testid=report-hour]");
    await hour.fill("");
    await hour.pressSequentially("25");
    expect(await hour.inputValue()).toBe("2");
    const minute = page.locator("[data-testid=report-minute]");
    await minute.fill("");
    await minute.pressSequentially("60");
    expect(await minute.inputValue()).toBe("6");
    await page.keyboard.press("Escape");
  });
});

describe("a report that changes the trip's state", () => {
  const sql = <T>(text: string, params: unknown[] = []) => e2e.server.database.query<T>(text, params);

  it("asks once, naming the change, and Enter confirms; a call report is filed at once", async () => {
    const pick = tripPicker(sql);
    const count = reportCounter(sql);
    const arriving = await pick(`v.idsysestado = 10 AND v.idproximosysevento = 10
      AND EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = v.id AND r.idsysestado = 13)`);
    const before = await count(arriving);
    await page.goto(`/Home/Viaje/${arriving}`);
    await page.locator("[data-testid=report-unloading]").click();
    await page.locator("[data-testid=report-form-shipment]").waitFor();
    await page.locator("[data-testid=report-submit]").click();
    const question = page.locator(".report-state-change");
    await question.waitFor();
    expect(await question.locator(".ant-modal-confirm-content").textContent())
      .toBe("Este reporte cambiará el estado del viaje de EN RUTA a EN DESTINO. ¿Desea continuar?");
    // nothing is filed while the question is open
    expect(await count(arriving)).toBe(before);
    await page.keyboard.press("Enter");
    await expect.poll(() => count(arriving), { timeout: 20_000 }).toBe(before + 1);
    await expect.poll(async () => Number((await sql<{ s: number }>(`SELECT idsysestado AS s FROM viajes WHERE id = $1`, [arriving]))[0].s))
      .toBe(11);

    const called = await pick("v.idsysestado = 10");
    const calls = await count(called);
    await openCallForm(called);
    await page.locator("[data-testid=report-submit]").click();
    await expect.poll(() => count(called), { timeout: 20_000 }).toBe(calls + 1);
    expect(await page.locator(".report-state-change").count()).toBe(0);
  });
});
