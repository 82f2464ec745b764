// ETA on the screens end to end: one open trip with a plan is set far behind it (it started twice the plan's time
// ago and nothing says it has moved), a controller's report goes through the real server, which computes and
// keeps the estimate; the trips list's ETA column, the trip detail and the fleet map's card show it in Bogotá time
// with its delay over the plan ('+hh:mm'), later than the report by at least the plan's remaining time, never
// "now", and flagged 'Tarde' while the unloading appointment is before it.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import { formatHHMM } from "@shared/domain/timers";
import { type AuthHeaders, type TestServer } from "../integration/helpers/server";
import { startE2EServer } from "./support/app";
import { launchWebGLBrowser, newContext } from "./support/browser";
import { FleetMapPage, MAP_POLL } from "./support/fleet-map";
import { signInThroughApi } from "./support/pages";
import { POLL } from "./support/table-page";

const MINUTE = 60_000;
/** a spot with no other trip nearby, so the trip is drawn as its own dot at the initial zoom */
const LONELY = { latitud: 1.2345, longitud: -70.4321 };
const CREATE = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`;

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let operador: AuthHeaders;
let trip: { id: number; numero: string; placa: string };
let planMinutes: number[];

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

/** a call report on the trip through the real mutation; answers when it was sent */
async function report(novedad: string): Promise<number> {
  const at = Date.now();
  const p = partsOf(new Date(at));
  const res = await server.gql(operador, CREATE, {
    r: [{ idviaje: trip.id, idsysevento: 12, lugar: "Honda", novedad, fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` }],
  });
  expect(res.errors).toBeUndefined();
  return at;
}

interface KeptEta { fecha: string; retraso: number; tarde: boolean }
const kept = async () =>
  (await server.database.query<{ eta: KeptEta }>(`SELECT eta FROM viajes WHERE id = $1`, [trip.id]))[0].eta;
/** the text the screens show for the kept estimate */
const shown = (eta: KeptEta) => [bogota(Date.parse(eta.fecha)), eta.retraso > 0 ? `+${formatHHMM(eta.retraso)}` : null, eta.tarde ? "Tarde" : null]
  .filter(Boolean).join(" · ");

/** the plan's minutes after the furthest post the trip reported at */
async function remainingPlanned(): Promise<number> {
  const posts = await server.database.query<{ idpuestocontrol: number; duracion: number }>(
    `SELECT d.idpuestocontrol, d.duracion FROM detallesplanviaje d JOIN viajes v ON v.idplanviaje = d.idplanviaje WHERE v.id = $1 ORDER BY d.orden`,
    [trip.id],
  );
  const reported = new Set((await server.database.query<{ idpuestocontrol: number | null }>(
    `SELECT idpuestocontrol FROM reportes WHERE idviaje = $1`, [trip.id])).map((r) => Number(r.idpuestocontrol)));
  const furthest = posts.reduce((last, p, i) => (reported.has(Number(p.idpuestocontrol)) ? i : last), -1);
  return posts.slice(furthest + 1).reduce((sum, p) => sum + Number(p.duracion), 0);
}

let reportedAt: number;

beforeAll(async () => {
  server = await startE2EServer();
  operador = await server.auth("operador", "operador123");
  const sql = server.database.query.bind(server.database);
  const [row] = await sql<{ id: number; numero: string; idplanviaje: number; placa: string }>(
    `SELECT v.id, v.numero, v.idplanviaje, v.placa FROM viajeslista v
      WHERE v.idempresa = 1 AND v.idsysestado = 10 AND v.devolviendocontenedor = false AND v.placa IS NOT NULL AND NOT v.retenerviaje
        AND (SELECT count(*) FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje AND d.duracion > 0) >= 2
        AND EXISTS (SELECT 1 FROM remesas m WHERE m.idviaje = v.id)
      ORDER BY v.id LIMIT 1`,
  );
  trip = { id: Number(row.id), numero: row.numero, placa: row.placa };
  planMinutes = (await sql<{ duracion: number }>(`SELECT duracion FROM detallesplanviaje WHERE idplanviaje = $1`, [row.idplanviaje]))
    .map((p) => Number(p.duracion));
  const total = planMinutes.reduce((a, b) => a + b, 0);
  // started twice the plan's time ago, no position, no post reported
  await sql(`DELETE FROM reportes WHERE idviaje = $1`, [trip.id]);
  await sql(`INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora) VALUES ($1, 1, 12, $2)`, [trip.id, new Date(Date.now() - 2 * total * MINUTE)]);
  await sql(`UPDATE viajes SET latitud = NULL, longitud = NULL WHERE id = $1`, [trip.id]);
  // an appointment the trip cannot make any more
  await setAppointment(Date.now() + 5 * MINUTE);
  reportedAt = await report("Sin avance");
  // the fleet map draws the trip where it is (the estimate above was computed without a position)
  await sql(`UPDATE viajes SET latitud = $2, longitud = $3 WHERE id = $1`, [trip.id, LONELY.latitud, LONELY.longitud]);

  browser = await launchWebGLBrowser();
  context = await newContext(browser, server.url);
  page = await context.newPage();
  // signed in as the login screen would, the first page is the screen under test
  await signInThroughApi(context, server.url, "admin", "admin123");
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe("ETA on the screens", () => {
  it("the trips list's ETA column: later than the report by at least the plan's remaining time, with the delay, 'Tarde'", async () => {
    await page.goto("/home");
    await page.getByTestId("trips-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
    await page.getByLabel("Filtro Placa", { exact: true }).fill(trip.placa);
    const row = page.locator(`.ant-table-tbody .ant-table-row[data-row-key="${trip.id}"]`);
    await row.waitFor({ timeout: 30_000 });
    const eta = row.getByTestId("eta");
    const estimate = await kept();
    await expect.poll(() => eta.innerText(), POLL).toBe(shown(estimate));
    // what the screen says, read back: never "now", at least the plan's remaining time ahead, behind the plan
    const fecha = Date.parse((await eta.getAttribute("data-fecha"))!);
    expect(fecha - reportedAt).toBeGreaterThanOrEqual((await remainingPlanned()) * MINUTE - MINUTE);
    expect(Number(await eta.getAttribute("data-retraso"))).toBeGreaterThanOrEqual(planMinutes.reduce((a, b) => a + b, 0));
    expect(await eta.innerText()).toMatch(/ · \+\d{2,}:\d{2} · Tarde$/);
    expect(await eta.getAttribute("data-late")).toBe("true");
  });

  it("the trip detail shows the same estimate, and no 'Tarde' once a report finds the appointment after it", async () => {
    await page.goto(`/Home/Viaje/${trip.id}`);
    const eta = page.getByTestId("eta");
    await expect.poll(async () => eta.innerText(), POLL).toBe(shown(await kept()));
    await eta.hover();
    await expect.poll(() => page.getByRole("tooltip").innerText(), POLL).toMatch(/^Cita de descargue: .* · Retraso sobre el plan: \d{2,}:\d{2} · Faltan: /);

    await setAppointment(Date.parse((await kept()).fecha) + 24 * 60 * MINUTE);
    await report("Cita movida");
    await page.reload();
    const after = await kept();
    expect(after.tarde).toBe(false);
    await expect.poll(() => eta.innerText(), POLL).toBe(shown(after));
    expect(await eta.getAttribute("data-late")).toBe("false");
  });

  it("the fleet map's card of the trip shows the same estimate", async () => {
    const fleet = new FleetMapPage(page);
    await fleet.open();
    let at: { x: number; y: number } | null = null;
    await expect.poll(async () => (at = await fleet.singleDotPixel(trip.id)), MAP_POLL).not.toBeNull();
    await fleet.click(at!);
    const card = page.getByTestId("fleet-point-card");
    await expect.poll(() => card.locator(".ant-card-head-title").innerText(), POLL).toBe(`Viaje ${trip.numero}`);
    await expect.poll(async () => card.getByTestId("eta").innerText(), POLL).toBe(shown(await kept()));
  });
});
