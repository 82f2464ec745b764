// Maps that answer "where is my truck", read from the maps themselves in Chromium with
// SwiftShader: every request to a host other than the app's own server is refused, and still the offline
// basemap is drawn (its layers through the `mapProbe` read-out on the map's container; Colombia's land colour
// on the screen where Colombia is, the sea's where the Pacific is); the route map's view holds every point of
// the plan and of the traced path; the fleet map's first view holds every trip, and a row picked in the list
// centres the map on its truck; the legend explains the timer colours in the company's colours; with
// MAP_TILES_URL the maps draw that server's tiles instead (told by /api/config, allowed by the CSP).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAP_COLORS } from "@/components/offline-map/map-colors";
import type { MapProbe } from "@/components/offline-map/map-probe";
import { decodePolyline } from "@shared/domain/polyline";
import { FOCUS_ZOOM } from "@/custom-pages/fleet-map/fleet-points";
import { FLEET_LEGEND_TEXTS, FLEET_STATE_LABELS } from "@shared/i18n/fleet";
import { FLEET_STATES } from "@shared/domain/fleet-state";
import { DEFAULT_HIGH_ALERT_COLOR, DEFAULT_MEDIUM_ALERT_COLOR, MAP_ZOOM } from "@shared/config";
import { encodePng } from "@server/db/seed/photos";
import { type TestServer } from "../integration/helpers/server";
import { startE2EServer } from "./support/app";
import { launchWebGLBrowser, newContext } from "./support/browser";
import { FleetMapPage, MAP_POLL } from "./support/fleet-map";
import { signInAs, signInThroughApi } from "./support/pages";
import { close, rgb, screenColors } from "./support/screen-colors";

type LngLat = [number, number];
interface View {
  center: { lng: number; lat: number };
  zoom: number;
  bounds: [LngLat, LngLat];
  basemap: ReturnType<MapProbe["basemap"]>;
}

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** requests refused because they left the app's own server */
const external: string[] = [];

/** the map's view and basemap as its probe reads them (null until the map is ready) */
const view = (map: Locator): Promise<View | null> =>
  map.evaluate((el) => {
    const probe = (el as HTMLElement & { mapProbe?: MapProbe }).mapProbe;
    return probe ? { center: probe.center(), zoom: probe.zoom(), bounds: probe.bounds(), basemap: probe.basemap() } : null;
  });
const pixelOf = (map: Locator, [lng, lat]: LngLat): Promise<{ x: number; y: number }> =>
  map.evaluate((el, at) => (el as HTMLElement & { mapProbe: MapProbe }).mapProbe.pixel(at[0], at[1]), [lng, lat] as LngLat);
const inside = (v: View, [lng, lat]: LngLat) => lng >= v.bounds[0][0] && lng <= v.bounds[1][0] && lat >= v.bounds[0][1] && lat <= v.bounds[1][1];

beforeAll(async () => {
  delete process.env.MAP_TILES_URL;
  server = await startE2EServer();
  browser = await launchWebGLBrowser();
  context = await newContext(browser, server.url);
  const local = new URL(server.url).host;
  await context.route(
    (url) => !["data:", "blob:"].includes(url.protocol) && url.host !== local,
    (route) => {
      external.push(route.request().url());
      return route.abort();
    },
  );
  page = await context.newPage();
  // signed in as the login screen would, the first page is the screen under test
  await signInThroughApi(context, server.url, "admin", "admin123");
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe("maps: offline basemap, fit, fly-to, legend", () => {
  it("draws the offline basemap with no internet: Colombia's land where Colombia is, the sea where the Pacific is", async () => {
    await page.goto("/playGround");
    const map = page.getByTestId("playground-map");
    await map.locator("canvas").first().waitFor({ timeout: 30_000 });
    const holder = map.getByTestId("offline-map");
    await expect.poll(async () => (await view(holder))?.basemap?.kind, MAP_POLL).toBe("vector");
    const drawn = (await view(holder))!;
    expect(drawn.zoom).toBe(MAP_ZOOM);
    expect(drawn.basemap!.countries).toBeGreaterThan(5);
    // 2.3 N 72.2 W is in Colombia (Guaviare, no label nor dot near), 2.5 N 79.8 W the Pacific; both in view
    const land = await pixelOf(holder, [-72.2, 2.3]);
    const sea = await pixelOf(holder, [-79.8, 2.5]);
    await expect
      .poll(async () => {
        const { at } = await screenColors(holder, [land, sea], MAP_COLORS.colombia);
        return [close(at[0], MAP_COLORS.colombia), close(at[1], MAP_COLORS.sea)];
      }, MAP_POLL)
      .toEqual([true, true]);
    expect(external).toEqual([]);
  });

  it("fits the route map to the plan and the traced path: every point is inside the view, over the basemap", async () => {
    // the open trip of company 1 with the most reports carrying a position
    const [trip] = await server.database.query<{ id: number }>(
      `SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND v.idsysestado NOT IN (4, 7)
        AND EXISTS (SELECT 1 FROM reportes r WHERE r.idviaje = v.id AND r.latitud IS NOT NULL)
        ORDER BY (SELECT count(*) FROM reportes r WHERE r.idviaje = v.id) DESC, v.id LIMIT 1`,
    );
    await page.goto(`/Home/Viaje/${trip.id}`);
    await page.locator("[data-testid=trip-progress]").waitFor();
    const answer = page.waitForResponse((r) => r.url().includes("/api/routes?idviaje="));
    await page.getByRole("button", { name: "Mapa de ruta" }).click();
    const body = (await (await answer).json()) as { polyline: string; recorrido: string };
    const points: LngLat[] = [...decodePolyline(body.polyline), ...decodePolyline(body.recorrido)].map((p) => [p.longitud, p.latitud]);
    expect(points.length).toBeGreaterThan(2);
    const map = page.getByTestId("route-path-map");
    await map.locator("canvas").first().waitFor({ timeout: 30_000 });
    // the default view does not hold this route (so the map must have moved to show it)
    const spread = (i: 0 | 1) => Math.max(...points.map((p) => p[i])) - Math.min(...points.map((p) => p[i]));
    expect(Math.max(spread(0), spread(1))).toBeGreaterThan(1);
    await expect.poll(async () => {
      const v = await view(map);
      return v ? points.filter((p) => !inside(v, p)) : null;
    }, MAP_POLL).toEqual([]);
    const fitted = (await view(map))!;
    expect(fitted.basemap?.kind).toBe("vector");
    // fitted, not merely zoomed out: the route spans at least a third of the view one way or the other
    const share = Math.max(spread(0) / (fitted.bounds[1][0] - fitted.bounds[0][0]), spread(1) / (fitted.bounds[1][1] - fitted.bounds[0][1]));
    expect(share).toBeGreaterThan(0.33);
    // the route runs over Colombia's land: a good part of the map shows its colour
    await expect.poll(async () => (await screenColors(map, [], MAP_COLORS.colombia)).share, MAP_POLL).toBeGreaterThan(0.2);
    await page.keyboard.press("Escape");
    expect(external).toEqual([]);
  });

  it("the fleet map's first view holds every trip; a row picked in the list centres the map on its truck", async () => {
    const fleet = new FleetMapPage(page);
    await fleet.open();
    const map = fleet.map;
    await expect.poll(async () => (await view(map))?.basemap?.kind, MAP_POLL).toBe("vector");
    const trips = (await fleet.drawn())!.trips;
    expect(trips.length).toBeGreaterThan(5);
    await expect.poll(async () => {
      const v = (await view(map))!;
      return trips.filter((t) => !inside(v, [t.lng, t.lat])).map((t) => t.viaje);
    }, MAP_POLL).toEqual([]);
    const start = (await view(map))!;

    // a trip of the list's first page away from the centre, picked by its row
    const rows = page.getByTestId("fleet-table").locator("tr[data-viaje]");
    await rows.first().waitFor();
    const ids = (await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute("data-viaje")))));
    const target = ids
      .map((id) => trips.find((t) => t.viaje === id)!)
      .filter(Boolean)
      .sort((a, b) => Math.hypot(b.lng - start.center.lng, b.lat - start.center.lat) - Math.hypot(a.lng - start.center.lng, a.lat - start.center.lat))[0];
    expect(Math.hypot(target.lng - start.center.lng, target.lat - start.center.lat)).toBeGreaterThan(0.1);
    await page.getByTestId("fleet-table").locator(`tr[data-viaje="${target.viaje}"]`).click();
    await expect.poll(async () => {
      const v = (await view(map))!;
      return [Number(v.center.lng.toFixed(4)), Number(v.center.lat.toFixed(4)), v.zoom >= FOCUS_ZOOM];
    }, MAP_POLL).toEqual([Number(target.lng.toFixed(4)), Number(target.lat.toFixed(4)), true]);
    await page.getByTestId("fleet-point-card").waitFor();
    expect(external).toEqual([]);
  });

  it("explains the timer colours under the fleet map, in the company's colours and thresholds", async () => {
    const [settings] = await server.database.query<{ tiempo_alerta_media: string | null; color_alerta_media: string | null; tiempo_alerta_alta: string | null; color_alerta_alta: string | null }>(
      `SELECT tiempo_alerta_media, color_alerta_media, tiempo_alerta_alta, color_alerta_alta FROM viajeslista WHERE idempresa = 1 LIMIT 1`,
    );
    const legend = page.getByTestId("fleet-legend");
    await legend.waitFor();
    const text = await legend.innerText();
    expect(text).toContain(FLEET_LEGEND_TEXTS.title);
    expect(text).toContain(FLEET_LEGEND_TEXTS.note);
    for (const state of FLEET_STATES) expect(text).toContain(FLEET_STATE_LABELS[state]);
    expect(text).toContain("de retraso en el puesto de control");
    if (settings.tiempo_alerta_media) expect(text).toContain(`sin llamada, GPS u otro reporte desde ${settings.tiempo_alerta_media}`);
    if (settings.tiempo_alerta_alta) expect(text).toContain(`sin reporte desde ${settings.tiempo_alerta_alta}`);
    expect(await legend.getByTestId("fleet-legend-medium").getAttribute("data-color")).toBe(settings.color_alerta_media || DEFAULT_MEDIUM_ALERT_COLOR);
    expect(await legend.getByTestId("fleet-legend-high").getAttribute("data-color")).toBe(settings.color_alerta_alta || DEFAULT_HIGH_ALERT_COLOR);
    expect(await legend.getByTestId("fleet-legend-ok").getAttribute("data-color")).toBe("#52C41A");
  });
});

describe("maps with MAP_TILES_URL", () => {
  const TILE_COLOR = "#c81ec8";
  let tiles: Server;
  let tileRequests: string[] = [];
  let tiled: TestServer;
  let tiledContext: BrowserContext;

  beforeAll(async () => {
    const png = encodePng(256, 256, () => rgb(TILE_COLOR) as [number, number, number]);
    tiles = createServer((req, res) => {
      tileRequests.push(req.url ?? "");
      res.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*" }).end(png);
    });
    await new Promise<void>((done) => tiles.listen(0, "127.0.0.1", done));
    process.env.MAP_TILES_URL = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/tiles/{z}/{x}/{y}.png`;
    try {
      tiled = await startE2EServer();
    } finally {
      delete process.env.MAP_TILES_URL;
    }
    tiledContext = await newContext(browser, tiled.url);
  });
  afterAll(async () => {
    await tiledContext?.close();
    await tiled?.close();
    await new Promise((done) => tiles?.close(done));
  });

  it("tells the browser the tile URL, allows it in the CSP, and the maps draw its tiles instead of the offline basemap", async () => {
    const tileUrl = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/tiles/{z}/{x}/{y}.png`;
    const res = await fetch(`${tiled.url}/api/config`);
    expect(await res.json()).toEqual({ mapTilesUrl: tileUrl });
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`connect-src 'self' ws: wss: ${new URL(tileUrl).origin}`);
    // the offline server neither names nor allows any tile server
    const offline = await fetch(`${server.url}/api/config`);
    expect(await offline.json()).toEqual({ mapTilesUrl: null });
    expect(offline.headers.get("content-security-policy")).not.toContain("127.0.0.1");

    tileRequests = [];
    const tiledPage = await tiledContext.newPage();
    await signInAs(tiledPage, "admin", "admin123");
    await tiledPage.goto("/playGround");
    const holder = tiledPage.getByTestId("playground-map").getByTestId("offline-map");
    await expect.poll(async () => (await view(holder))?.basemap?.kind, MAP_POLL).toBe("tiles");
    await expect.poll(() => tileRequests.filter((u) => /^\/tiles\/6\/\d+\/\d+\.png$/.test(u)).length, MAP_POLL).toBeGreaterThan(0);
    const somewhere = await pixelOf(holder, [-72.2, 2.3]);
    await expect.poll(async () => close((await screenColors(holder, [somewhere], TILE_COLOR)).at[0], TILE_COLOR), MAP_POLL).toBe(true);
    await tiledPage.close();
  });
});
