// Flota en vivo end to end, read from the map itself through the probe its container
// carries (src/custom-pages/fleet-map/map-probe.ts: the point layer's drawn features and the trips under
// them, the background layer, L7's lngLat → container pixel): as many trips drawn as open trips with a known
// position (SQL), at their coordinates, over a dot for every municipality with coordinates, and nothing
// fetched from the internet; clusters with their count at the initial zoom that split when clicked; a GPS
// report with a new position moves its point without a reload; the risk, client and last-mile filters
// narrow the drawn trips like SQL; a click on a trip's dot on the canvas shows its card and links to the
// trip. Chromium runs with SwiftShader for WebGL.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAP_ZOOM } from "@shared/config";
import { type AuthHeaders, type TestServer } from "../integration/helpers/server";
import { startE2EServer } from "./support/app";
import { launchWebGLBrowser, newContext } from "./support/browser";
import { FleetMapPage, MAP_POLL } from "./support/fleet-map";
import { signInAs } from "./support/pages";
import { POLL } from "./support/table-page";

const OPEN = `idempresa = 1 AND idsysestado IN (1, 2, 3, 5, 6, 9, 10, 11) AND latitud IS NOT NULL AND longitud IS NOT NULL`;

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: AuthHeaders;
/** requests that left the app's own server */
const external: string[] = [];

const tripsWhere = async (where: string, params: unknown[] = []) =>
  server.database.query<{ id: number; latitud: number; longitud: number }>(`SELECT id, latitud, longitud FROM viajeslista WHERE ${where} ORDER BY id`, params);
const idsWhere = async (where: string, params: unknown[] = []) => (await tripsWhere(where, params)).map((t) => Number(t.id));

let fleet: FleetMapPage;
const drawn = () => fleet.drawn();
const drawnIds = () => fleet.drawnIds();

async function pick(label: string, option: string) {
  await page.locator(".ant-select").filter({ has: page.getByLabel(label) }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: option }).first().click();
  await page.keyboard.press("Escape");
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchWebGLBrowser();
  api = await server.auth("admin", "admin123");
  context = await newContext(browser, server.url);
  context.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(server.url) && !url.startsWith("data:") && !url.startsWith("blob:")) external.push(url);
  });
  page = await context.newPage();
  fleet = new FleetMapPage(page);
  await signInAs(page, "admin", "admin123");
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe("Flota en vivo", () => {
  it("draws one point per open trip with a known position, at its coordinates, over every municipality, with nothing from the internet", async () => {
    await page.getByTestId("sidebar").getByText("Flota en vivo").click();
    await page.waitForURL(/\/home\/flota$/i);
    await fleet.canvas.waitFor({ timeout: 30_000 });
    const expected = await tripsWhere(OPEN);
    expect(expected.length).toBeGreaterThan(5);
    await expect.poll(drawnIds, MAP_POLL).toEqual(expected.map((t) => Number(t.id)));
    const map = (await drawn())!;
    // every trip once: the drawn features' counts add up to the open trips
    expect(map.features.reduce((sum, f) => sum + f.count, 0)).toBe(expected.length);
    expect([...map.trips].sort((a, b) => a.viaje - b.viaje).map((t) => [t.viaje, t.lng, t.lat])).toEqual(
      expected.map((t) => [Number(t.id), Number(t.longitud), Number(t.latitud)]),
    );
    const [municipalities] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM syspoblaciones WHERE latitud IS NOT NULL AND longitud IS NOT NULL`,
    );
    expect(municipalities.n).toBeGreaterThan(50);
    await expect.poll(async () => (await drawn())?.background, MAP_POLL).toBe(municipalities.n);
    await expect(page.getByTestId("fleet-total").innerText()).resolves.toBe(`Viajes en el mapa: ${expected.length}`);
    expect(external).toEqual([]);
    await page.screenshot({ path: "/tmp/e2e-fleet-map.png" });
  });

  it("clusters close trips with their count at the initial zoom; a click on a cluster zooms in and splits it", async () => {
    await fleet.open();
    const before = (await drawn())!;
    // the first view fits every trip: Colombia's size, not a street's
    expect(before.zoom).toBeGreaterThan(MAP_ZOOM - 2);
    expect(before.zoom).toBeLessThan(MAP_ZOOM + 2);
    const clusters = before.features.filter((f) => f.count > 1).sort((a, b) => b.count - a.count);
    expect(clusters.length).toBeGreaterThan(0);
    const [cluster] = clusters;
    const members = before.trips.filter((t) => t.cluster === cluster.cluster).map((t) => t.viaje);
    expect(members.length).toBe(cluster.count);
    // its trips are not all at one place, so a closer zoom must split them
    expect(new Set(before.trips.filter((t) => t.cluster === cluster.cluster).map((t) => `${t.lng},${t.lat}`)).size).toBeGreaterThan(1);

    const at = await fleet.pixel(cluster.lng, cluster.lat);
    await fleet.click(at);
    await expect.poll(async () => Number((await drawn())?.zoom.toFixed(6)), MAP_POLL).toBe(Number((before.zoom + 2).toFixed(6)));
    // the cluster's trips are now drawn as more than one feature, each smaller than the cluster was
    await expect
      .poll(async () => {
        const after = (await drawn())!;
        const groups = new Set(after.trips.filter((t) => members.includes(t.viaje)).map((t) => (t.cluster === null ? `trip ${t.viaje}` : `cluster ${t.cluster}`)));
        return groups.size;
      }, MAP_POLL)
      .toBeGreaterThan(1);
    const after = (await drawn())!;
    const holding = after.features.filter((f) => after.trips.some((t) => members.includes(t.viaje) && (t.cluster === null ? t.viaje === f.viaje && f.cluster === null : t.cluster === f.cluster)));
    expect(holding.every((f) => f.count < cluster.count)).toBe(true);
    expect(holding.reduce((sum, f) => sum + f.count, 0)).toBeGreaterThanOrEqual(members.length);
  });

  it("a GPS report with a new position moves its point on the map without a reload", async () => {
    const [first] = await idsWhere(OPEN);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const before = (await drawn())!.trips.find((t) => t.viaje === first)!;
    // somewhere else than where it is drawn (a re-run finds it at the first place)
    const to = before.lat === 4.30123 ? { latitud: 4.31234, longitud: -74.81567 } : { latitud: 4.30123, longitud: -74.80456 };
    const res = await server.gql(api, `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`, {
      r: [{ idviaje: first, idsysevento: 11, lugar: "Girardot", novedad: "Sin Novedad", geolocalizacion: to }],
    });
    expect(res.errors).toBeUndefined();
    await expect
      .poll(async () => {
        const trip = (await drawn())?.trips.find((t) => t.viaje === first);
        return trip ? [trip.lng, trip.lat] : null;
      }, MAP_POLL)
      .toEqual([to.longitud, to.latitud]);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await drawnIds()).toEqual(await idsWhere(OPEN));
  });

  it("the risk, client and last-mile filters narrow the drawn trips like SQL", async () => {
    await fleet.open();
    await pick("Nivel de riesgo", "Sin Riesgo");
    const noRisk = await idsWhere(`${OPEN} AND tiporiesgo = 0`);
    expect(noRisk.length).toBeGreaterThan(0);
    await expect.poll(drawnIds, MAP_POLL).toEqual(noRisk);
    await expect(page.getByTestId("fleet-total").innerText()).resolves.toBe(`Viajes en el mapa: ${noRisk.length}`);

    // the client with the most trips on the map
    const [top] = await server.database.query<{ idclientes: number; n: number }>(
      `SELECT idclientes, count(*)::int AS n FROM viajeslista WHERE ${OPEN} AND idclientes IS NOT NULL GROUP BY idclientes ORDER BY n DESC, idclientes LIMIT 1`,
    );
    const clients = await server.gql<{ clienteViajesInfo: { data: { id: number; nombre: string }[] } }>(
      api, `{ clienteViajesInfo(pagination: { fields: 500, page: 1 }) { data { id nombre } } }`,
    );
    expect(clients.errors).toBeUndefined();
    const client = clients.data!.clienteViajesInfo.data.find((c) => Number(c.id) === Number(top.idclientes))!;
    await fleet.open();
    await pick("Cliente", client.nombre);
    const ofClient = await idsWhere(`${OPEN} AND idclientes = $1`, [top.idclientes]);
    expect(ofClient.length).toBe(top.n);
    await expect.poll(drawnIds, MAP_POLL).toEqual(ofClient);

    await fleet.open();
    await pick("Última milla", "Última milla: SI");
    const lastMile = await idsWhere(`${OPEN} AND indicadorultimamilla = true`);
    expect(lastMile.length).toBeGreaterThan(0);
    await expect.poll(drawnIds, MAP_POLL).toEqual(lastMile);
    await page.locator(".ant-select").filter({ has: page.getByLabel("Última milla") }).click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: "Última milla: NO" }).click();
    await expect.poll(drawnIds, MAP_POLL).toEqual(await idsWhere(`${OPEN} AND indicadorultimamilla = false`));
  });

  it("a click on a trip's dot on the map shows its plate, route and last event and links to the trip", async () => {
    await fleet.open();
    const box = (await fleet.canvas.boundingBox())!;
    const inside = (p: { x: number; y: number }) => p.x > 30 && p.y > 30 && p.x < box.width - 30 && p.y < box.height - 30;
    // a trip drawn as its own dot inside the view (zooming into the biggest cluster until there is one)
    let target: { viaje: number; x: number; y: number } | null = null;
    await expect
      .poll(async () => {
        const map = (await drawn())!;
        for (const f of map.features.filter((f) => f.cluster === null)) {
          const at = await fleet.pixel(f.lng, f.lat);
          if (inside(at)) {
            target = { viaje: Number(f.viaje), ...at };
            return true;
          }
        }
        const biggest = [...map.features].sort((a, b) => b.count - a.count)[0];
        await fleet.zoomTo(map.zoom + 1, biggest.lng, biggest.lat);
        return false;
      }, MAP_POLL)
      .toBe(true);
    const { viaje, x, y } = target!;
    const [trip] = await server.database.query<{ numero: string; placa: string; ruta: string; ultimoevento: string | null }>(
      `SELECT numero, placa, ruta, ultimoevento FROM viajeslista WHERE id = $1`, [viaje],
    );
    await fleet.click({ x, y });
    const card = page.getByTestId("fleet-point-card");
    await card.waitFor();
    // the trip by its manifest number; the internal id is nowhere on the card
    await expect.poll(() => card.locator(".ant-card-head-title").innerText(), POLL).toBe(`Viaje ${trip.numero}`);
    const text = await card.innerText();
    expect(trip.numero).not.toBe(String(viaje));
    expect(text).not.toMatch(new RegExp(`(^|\\D)${viaje}(\\D|$)`));
    expect(text).toContain(trip.placa);
    expect(text).toContain(trip.ruta);
    expect(text).toContain(trip.ultimoevento ?? "NA");
    await card.getByRole("link", { name: "Ver viaje" }).click();
    await page.waitForURL(new RegExp(`/Home/Viaje/${viaje}$`, "i"));
  });
});
