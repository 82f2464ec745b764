// ETA on the screens end to end (issue 10): one open trip with a plan is set up in the database so that its
// estimate does not depend on the clock (its report at the plan's first post lies ahead, its next post is not
// due), the expected arrival is computed here from the database (that report + the later posts' durations),
// and the trips list's ETA column, the trip detail and the fleet map's card all show it in Bogotá time,
// flagged 'Tarde' while the unloading appointment is before it and not once the appointment is after it.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../integration/helpers/server";
import { E2E_UI_DIR } from "./support/app";
import { launchWebGLBrowser, newContext } from "./support/browser";
import { FleetMapPage, MAP_POLL } from "./support/fleet-map";
import { signInAs } from "./support/pages";
import { POLL } from "./support/table-page";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** a spot with no other trip nearby, so the trip is drawn as its own dot at the initial zoom */
const LONELY = { latitud: 1.2345, longitud: -70.4321 };

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let trip: { id: number; numero: string; placa: string };
let expected: number;

/** 'DD/MM/YYYY HH:mm' in Bogotá */
function bogota(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "America/Bogota", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
    }).formatToParts(new Date(ms)).map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

const setAppointment = (at: number) =>
  server.database.query(`UPDATE remesas SET fechahoracitadescargue = $2 WHERE idviaje = $1`, [trip.id, new Date(at)]);

beforeAll(async () => {
  server = await startTestServer({ uiDir: E2E_UI_DIR });
  const sql = server.database.query.bind(server.database);
  const [row] = await sql<{ id: number; numero: string; idplanviaje: number; placa: string }>(
    `SELECT v.id, v.numero, v.idplanviaje, v.placa FROM viajeslista v
      WHERE v.idempresa = 1 AND v.idsysestado = 10 AND v.devolviendocontenedor = false AND v.latitud IS NOT NULL AND v.placa IS NOT NULL
        AND (SELECT count(*) FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje) >= 2
        AND EXISTS (SELECT 1 FROM remesas m WHERE m.idviaje = v.id)
      ORDER BY v.id LIMIT 1`,
  );
  trip = { id: Number(row.id), numero: row.numero, placa: row.placa };
  const posts = await sql<{ idpuestocontrol: number; duracion: number }>(
    `SELECT idpuestocontrol, duracion FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY orden`, [row.idplanviaje],
  );
  // the trip reported at the plan's first post two hours from now (whole minutes): the estimate is that report
  // plus the durations of the posts after it, with no delay and ahead of the clock
  const atPost = Math.floor((Date.now() + 2 * HOUR) / MINUTE) * MINUTE;
  expected = atPost + posts.slice(1).reduce((sum, p) => sum + Number(p.duracion), 0) * MINUTE;
  expect(expected).toBeGreaterThan(atPost);
  await sql(`DELETE FROM reportes WHERE idviaje = $1`, [trip.id]);
  await sql(`INSERT INTO reportes (idviaje, idempresa, idsysevento, idpuestocontrol, fechahora) VALUES ($1, 1, 10, $2, $3)`,
    [trip.id, posts[0].idpuestocontrol, new Date(atPost)]);
  await sql(`UPDATE viajes SET fechahoraproximopuestocontrol = $2, latitud = $3, longitud = $4 WHERE id = $1`,
    [trip.id, new Date(atPost + 10 * 24 * HOUR), LONELY.latitud, LONELY.longitud]);
  await setAppointment(expected - 30 * MINUTE);

  browser = await launchWebGLBrowser();
  context = await newContext(browser, server.url);
  page = await context.newPage();
  await signInAs(page, "admin", "admin123");
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe("ETA on the screens", () => {
  it("the trips list's ETA column shows the trip's estimate, flagged 'Tarde' past the unloading appointment", async () => {
    await page.getByTestId("trips-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
    await page.getByLabel("Filtro Placa", { exact: true }).fill(trip.placa);
    const row = page.locator(`.ant-table-tbody .ant-table-row[data-row-key="${trip.id}"]`);
    await row.waitFor({ timeout: 30_000 });
    const eta = row.getByTestId("eta");
    await expect.poll(() => eta.innerText(), POLL).toBe(`${bogota(expected)} · Tarde`);
    expect(await eta.getAttribute("data-late")).toBe("true");
  });

  it("the trip detail shows the same estimate, and no 'Tarde' once the appointment is after it", async () => {
    await setAppointment(expected - 30 * MINUTE);
    await page.goto(`/Home/Viaje/${trip.id}`);
    const eta = page.getByTestId("eta");
    await expect.poll(() => eta.innerText(), POLL).toBe(`${bogota(expected)} · Tarde`);
    await eta.hover();
    await expect.poll(() => page.getByRole("tooltip").innerText(), POLL).toBe(`Cita de descargue: ${bogota(expected - 30 * MINUTE)}`);

    await setAppointment(expected + 30 * MINUTE);
    await page.reload();
    await expect.poll(() => eta.innerText(), POLL).toBe(bogota(expected));
    expect(await eta.getAttribute("data-late")).toBe("false");
  });

  it("the fleet map's card of the trip shows the same estimate", async () => {
    await setAppointment(expected - MINUTE);
    const fleet = new FleetMapPage(page);
    await fleet.open();
    let at: { x: number; y: number } | null = null;
    await expect.poll(async () => (at = await fleet.singleDotPixel(trip.id)), MAP_POLL).not.toBeNull();
    await fleet.click(at!);
    const card = page.getByTestId("fleet-point-card");
    await expect.poll(() => card.locator(".ant-card-head-title").innerText(), POLL).toBe(`Viaje ${trip.numero}`);
    await expect.poll(() => card.getByTestId("eta").innerText(), POLL).toBe(`${bogota(expected)} · Tarde`);
  });
});
