// Triage of the trips list end to end (Chromium against the real server): the header's count per alert level
// matches the rows a click on it lists; "Más urgente primero" lists the trips in the server's urgency order;
// 'Atendiendo: <nombre>' taken by one controller is seen live by another (two browser contexts) and goes away when
// released; a snoozed alarm shows its end and is audited with its reason.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./support/app";
import { newContext } from "./support/browser";
import { signInAs } from "./support/pages";
import { POLL } from "./support/table-page";
import { TripsHeader } from "./support/trips-page";

const FEED_WAIT = { timeout: 15_000 };
/** past the list's minute refresh (TRIAGE_REFRESH_MS) */
const MINUTE_REFRESH = { timeout: 75_000 };
const URGENT = `query ($filters: [FilterInput!]) { viajes(filters: $filters, orders: [{ field: "urgencia", type: DESC }],
  pagination: { fields: 20, page: 1 }) { data { id } } }`;

let e2e: E2E;
let contexts: BrowserContext[] = [];
let admin: Page;
let operador: Page;

const rowIds = (page: Page) =>
  page.locator(".ant-table-tbody .ant-table-row[data-row-key]").evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-row-key"))));

beforeAll(async () => {
  e2e = await startE2E();
  for (const [user, password] of [["admin", "admin123"], ["operador", "operador123"]]) {
    const context = await newContext(e2e.browser, e2e.server.url);
    contexts.push(context);
    const page = await context.newPage();
    await signInAs(page, user, password);
    await new TripsHeader(page).waitLoaded();
    if (user === "admin") admin = page;
    else operador = page;
  }
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  contexts = [];
  await e2e?.close();
});

describe("trips list triage", () => {
  it("each level's count matches the rows a click on it lists; another click lists them all again", async () => {
    const trips = new TripsHeader(admin);
    const total = await trips.totalCount();
    const levels = ["high", "red", "orange", "medium", "yellow", "ok", "none"];
    await expect.poll(() => admin.getByTestId("triage-level-none").getAttribute("data-count"), POLL).not.toBe("");
    const counts = await Promise.all(levels.map(async (l) => Number(await admin.getByTestId(`triage-level-${l}`).getAttribute("data-count"))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    const chosen = levels.filter((_l, i) => counts[i] > 0);
    expect(chosen.length).toBeGreaterThan(1);
    for (const level of chosen.slice(0, 2)) {
      const badge = admin.getByTestId(`triage-level-${level}`);
      await badge.click();
      // the list and its counts are read one after the other: a trip that changes level with the clock between the two
      // reads makes them differ until the list's next minute, when both are read again
      await expect.poll(async () => (await trips.totalCount()) === Number(await badge.getAttribute("data-count")), MINUTE_REFRESH).toBe(true);
      const count = await trips.totalCount();
      await expect.poll(async () => (await rowIds(admin)).length, POLL).toBe(Math.min(count, 20));
      await admin.getByTestId(`triage-level-${level}`).click();
      await expect.poll(() => trips.totalCount(), POLL).toBe(total);
    }
    // each level may wait for the list's minute refresh
  }, 240_000);

  it("'Más urgente primero' lists the trips in the server's urgency order", async () => {
    await admin.getByTestId("triage-urgent-first").click();
    const res = await e2e.server.gql<{ viajes: { data: { id: number }[] } }>(await e2e.server.auth("admin", "admin123"), URGENT, {
      filters: [{ field: "devolviendocontenedor", operator: "eq", value: false }, { field: "idsysestado", operator: "nin", value: [4, 7, 12, 14, 13, 15, 8, 17, 16] }],
    });
    expect(res.errors).toBeUndefined();
    const expected = res.data!.viajes.data.map((r) => r.id);
    await expect.poll(() => rowIds(admin), POLL).toEqual(expected);
    await admin.getByTestId("triage-urgent-first").click();
    await expect.poll(() => rowIds(admin), POLL).not.toEqual(expected);
  });

  it("'Atendiendo: <nombre>' taken by one controller is seen live by the other, and goes when released", async () => {
    const id = (await rowIds(operador))[0];
    const [{ nombre }] = await e2e.server.database.query<{ nombre: string }>(`SELECT nombre FROM usuarios WHERE username = 'operador'`);
    const mine = operador.locator(`.ant-table-row[data-row-key="${id}"]`).getByTestId("trip-attention");
    const theirs = admin.locator(`.ant-table-row[data-row-key="${id}"]`).getByTestId("trip-attention");
    await theirs.waitFor(FEED_WAIT);
    await mine.getByRole("button", { name: "Atender" }).click();
    await expect.poll(() => mine.getByTestId("attending").innerText(), POLL).toBe(`Atendiendo: ${nombre}`);
    // the other controller's page, not reloaded, shows it and offers no 'Atender'
    await expect.poll(async () => (await theirs.getByTestId("attending").count()) && theirs.getByTestId("attending").innerText(), FEED_WAIT)
      .toBe(`Atendiendo: ${nombre}`);
    expect(await theirs.getByRole("button", { name: "Atender" }).count()).toBe(0);
    await mine.getByRole("button", { name: "Liberar" }).click();
    await expect.poll(() => theirs.getByTestId("attending").count(), FEED_WAIT).toBe(0);
    await theirs.getByRole("button", { name: "Atender" }).waitFor(FEED_WAIT);
  });

  it("snoozing a trip's alarm asks for a reason, shows its end and is audited", async () => {
    const id = (await rowIds(operador))[1];
    const cell = operador.locator(`.ant-table-row[data-row-key="${id}"]`).getByTestId("trip-attention");
    await cell.getByRole("button", { name: "Silenciar alarma" }).click();
    const dialog = operador.getByRole("dialog");
    await dialog.getByRole("button", { name: "Silenciar" }).click();
    await dialog.getByText("El motivo debe tener al menos 3 caracteres").waitFor();
    await dialog.getByLabel("Motivo").fill("Conductor en pausa de almuerzo");
    await dialog.getByRole("button", { name: "Silenciar" }).click();
    await expect.poll(() => cell.getByTestId("snoozed").innerText(), POLL).toMatch(/^Silenciado hasta \d{2}:\d{2}$/);
    const [audit] = await e2e.server.database.query<{ identidad: number; detalle: { minutos: number; motivo: string } }>(
      `SELECT identidad, detalle FROM auditoria WHERE accion = 'Silenciar alarma' ORDER BY id DESC LIMIT 1`);
    expect(audit).toMatchObject({ identidad: id, detalle: { minutos: 30, motivo: "Conductor en pausa de almuerzo" } });
    // the other controller sees it too
    const theirs = admin.locator(`.ant-table-row[data-row-key="${id}"]`).getByTestId("snoozed");
    await expect.poll(() => theirs.count(), FEED_WAIT).toBe(1);
  });
});

describe("the alert when a trip turns red", () => {
  it("is off by default; once on (remembered) a trip of the page turning red notifies", async () => {
    const context = await newContext(e2e.browser, e2e.server.url);
    contexts.push(context);
    // the page's notifications are recorded instead of shown
    await context.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
      class Recorder {
        static permission = "granted";
        static requestPermission = () => Promise.resolve("granted");
        constructor(title: string) {
          shown.push(title);
        }
      }
      (window as unknown as { Notification: unknown }).Notification = Recorder;
    });
    const page = await context.newPage();
    await signInAs(page, "admin", "admin123");
    await new TripsHeader(page).waitLoaded();
    const toggle = page.getByTestId("red-alerts");
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked"), POLL).toBe("true");
    await page.reload();
    await new TripsHeader(page).waitLoaded();
    await expect.poll(() => page.getByTestId("red-alerts").getAttribute("aria-checked"), POLL).toBe("true");

    // one trip on screen (its plate filtered), all its timers fresh: not red; a change on it reaches the list live
    const [trip] = await e2e.server.database.query<{ id: number; numero: string; placa: string }>(
      `SELECT id, numero, placa FROM viajeslista WHERE idempresa = 1 AND idsysestado = 10 AND devolviendocontenedor = false AND placa IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM viajes o WHERE o.idvehiculo = viajeslista.idvehiculo AND o.id <> viajeslista.id) ORDER BY id LIMIT 1`);
    await e2e.server.database.query(`UPDATE viajes SET fechahoraproximopuestocontrol = now() + interval '1 hour',
      fechahoraultimallamada = now(), fechahoraultimogps = now(), fechahoraultimootros = now(),
      fechahoraproximallamada = now() + interval '1 hour', fechahoraproximogps = now() + interval '1 hour',
      silenciadohasta = NULL, idusuarioatendiendo = NULL, atendiendo = NULL WHERE id = $1`, [trip.id]);
    await page.getByLabel("Filtro Placa", { exact: true }).fill(trip.placa);
    const row = page.locator(`.ant-table-tbody .ant-table-row[data-row-key="${trip.id}"]`);
    await row.waitFor({ timeout: 30_000 });
    const operadorAuth = await e2e.server.auth("operador", "operador123");
    const change = async (document: string) =>
      expect((await e2e.server.gql(operadorAuth, `mutation ($id: Int!) { ${document}(id: $id) { id } }`, { id: Number(trip.id) })).errors).toBeUndefined();
    await change("atenderViaje");
    await row.getByTestId("attending").waitFor(FEED_WAIT);
    // now its next post is 45 minutes late, and the release brings the row again
    await e2e.server.database.query(`UPDATE viajes SET fechahoraproximopuestocontrol = now() - interval '45 minutes' WHERE id = $1`, [trip.id]);
    await change("liberarViaje");
    await expect.poll(() => page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications), FEED_WAIT)
      .toContain(`Viaje ${trip.numero} en rojo`);
  });
});
