// Report forms end to end: each form's required messages (the generic process too), a call
// report appearing at the top of the traceability (above a GPS report of the same minute made seconds before),
// and a loading report moving the next-event button from 3 to 5. Needs the trip detail to mount <ReportButtons>
// (src/custom-pages/reports) on /Home/Viaje/{id}.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage } from "./support/pages";
import { EVENT } from "@shared/domain/catalog";
import { confirmStateChange } from "./support/reports";

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let inTransit: number;
let loading: number;

beforeAll(async () => {
  e2e = await startE2E();
  const db = e2e.server.database;
  [{ id: inTransit }] = await db.query<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 ORDER BY id LIMIT 1`);
  [{ id: loading }] = await db.query<{ id: number }>(`SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND v.idsysestado = 3
    AND v.idproximosysevento = 3 AND EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = v.id AND r.idsysestado = 3) ORDER BY v.id LIMIT 1`);
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login("admin", "admin123");
  await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith("/login"));
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

const modal = () => page.locator(".ant-modal-content").last();
async function openTrip(id: number) {
  await page.goto(`/Home/Viaje/${id}`);
  await page.locator("[data-testid=report-buttons]").waitFor();
}
/** one button, or the clicks that open a form (the processes menu, then its item) */
async function openForm(testids: string | string[]) {
  for (const testid of [testids].flat()) await page.locator(`[data-testid=${testid}]`).click();
  await modal().locator("[data-testid=report-submit]").waitFor();
}
async function clear(testid: string) {
  const input = modal().locator(`[data-testid=${testid}]`);
  if (await input.count()) await input.fill("");
}
/** submits the form and waits until it shows `times` messages `text` (each field's message appears on its own) */
async function submitAndCount(text: string, times: number) {
  await modal().locator("[data-testid=report-submit]").click();
  await expect.poll(() => modal().getByText(text, { exact: true }).count()).toBe(times);
}
async function closeForm() {
  await modal().getByRole("button", { name: "Cancelar" }).click();
  await expect.poll(() => page.locator(".ant-modal-content:visible").count()).toBe(0);
}

describe("required messages", () => {
  it.each([
    ["report-call", ["report-lugar", "report-novedad", "report-day", "report-hour"], "Requerido", 4],
    ["report-gps", ["report-lugar", "report-novedad"], "requerido", 2],
    ["report-weighing", ["report-lugar", "report-novedad"], "Requerido", 3],
    ["report-documents", ["report-novedad"], "Requerido", 2],
    ["report-event", ["report-lugar", "report-novedad"], "Requerido", 3],
    ["report-controlPost", ["report-novedad", "report-minute"], "Requerido", 2],
    [["report-processes", "report-process-14"], ["report-lugar", "report-novedad", "report-day", "report-hour"], "Requerido", 4],
  ])("%j clears %j and shows %s %i times", async (button, fields, text, times) => {
    await openTrip(inTransit);
    await openForm(button);
    for (const f of fields) await clear(f);
    await submitAndCount(text, times);
    await closeForm();
  });

  it("the shipment form asks for fecha, hora and novedad with 'Requerido' and a shipment with 'requerido'", async () => {
    await openTrip(inTransit);
    await openForm("report-unloading");
    for (const f of ["report-day", "report-hour", "report-novedad"]) await clear(f);
    for (const box of await modal().locator("[data-testid=report-remesas] input[type=checkbox]:checked").all()) await box.uncheck();
    await submitAndCount("requerido", 1);
    await expect.poll(() => modal().getByText("Requerido", { exact: true }).count()).toBe(3);
    await closeForm();
  });
});

describe("successful reports", () => {
  it("a call report appears at the top of the traceability and the form closes", async () => {
    await openTrip(inTransit);
    await openForm("report-call");
    const note = `Llamada e2e ${Date.now()}`;
    await modal().locator("[data-testid=report-novedad]").fill(note);
    await modal().locator("[data-testid=report-submit]").click();
    await expect.poll(() => page.locator(".ant-modal-content:visible").count(), { timeout: 15_000 }).toBe(0);
    const first = page.locator(".ant-table-tbody tr.ant-table-row").first();
    await expect.poll(() => first.innerText(), { timeout: 15_000 }).toContain(note);
  });

  it("a loading arrival (3) turns the loading button to 5", async () => {
    await openTrip(loading);
    expect(await page.locator("[data-testid=report-loading]").getAttribute("data-event")).toBe("3");
    await openForm("report-loading");
    await modal().locator("[data-testid=report-submit]").click();
    await confirmStateChange(page);
    await expect.poll(() => page.locator("[data-testid=report-loading]").getAttribute("data-event"), { timeout: 15_000 }).toBe("5");
  });

  it("a call typed in the minute of a GPS report made seconds earlier lists above it", async () => {
    const [{ id }] = await e2e.server.database.query<{ id: number }>(
      `SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 AND id <> $1 ORDER BY id LIMIT 1`, [inTransit],
    );
    // the GPS report takes the server's time with its seconds; the call form can only say the minute, so the
    // call's instant is the start of that minute, before the GPS report. The operator types the GPS report's minute.
    const api = await e2e.server.auth("operador", "operador123");
    const gpsNote = `GPS e2e ${Date.now()}`;
    const gps = await e2e.server.gql<{ createReporteV2: { id: number; fechahora: string }[] }>(api,
      `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id fechahora } }`,
      { r: [{ idviaje: id, idsysevento: EVENT.GPS, lugar: "Honda", novedad: gpsNote }] },
    );
    expect(gps.errors).toBeUndefined();
    const gpsAt = new Date(gps.data!.createReporteV2[0].fechahora);
    // its minute's start is before it (to the millisecond: a GPS report in second 0 still leaves it behind)
    expect(gpsAt.getTime() % 60_000).toBeGreaterThan(0);

    await openTrip(id);
    await openForm("report-call");
    const note = `Llamada mismo minuto ${Date.now()}`;
    await modal().locator("[data-testid=report-novedad]").fill(note);
    // the GPS report's minute as the form shows it (Bogotá, UTC-5 all year)
    const local = new Date(gpsAt.getTime() - 5 * 3_600_000);
    const parts: [string, number][] = [
      ["day", local.getUTCDate()], ["month", local.getUTCMonth() + 1], ["year", local.getUTCFullYear()], ["hour", local.getUTCHours()], ["minute", local.getUTCMinutes()],
    ];
    for (const [part, value] of parts) await modal().locator(`[data-testid=report-${part}]`).fill(String(value).padStart(part === "year" ? 4 : 2, "0"));
    await modal().locator("[data-testid=report-submit]").click();
    await expect.poll(() => page.locator(".ant-modal-content:visible").count(), { timeout: 15_000 }).toBe(0);
    const rows = page.locator(".ant-table-tbody tr.ant-table-row");
    await expect.poll(() => rows.first().innerText(), { timeout: 15_000 }).toContain(note);
    expect(await rows.nth(1).innerText()).toContain(gpsNote);
    // the call typed the GPS report's minute, whose start is earlier than the GPS report: it is stored at the GPS report's instant
    const [call] = await e2e.server.database.query<{ fechahora: Date | string }>(`SELECT fechahora FROM reportes WHERE novedad = $1`, [note]);
    expect(new Date(call.fechahora).getTime()).toBe(gpsAt.getTime());
  });
});
