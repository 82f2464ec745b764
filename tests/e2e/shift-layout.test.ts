// What a controller met in a test shift, measured in the browser at 1440 px, at 390 px and in dark mode:
// the trips list's frozen filter cells stay on top when the table scrolls sideways; the trip detail keeps
// the traceability's columns in view at 1440 px with the instructions panel as wide as the tabs, and fits a
// phone (its call form's last reports readable); in dark mode the statistics' Pareto rows and the chart's
// axis labels keep their contrast, the pie draws at most 10 slices, and the maps' basemap turns dark; every
// screen has its title once; the playground speaks Spanish.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAP_COLORS_DARK } from "@/components/offline-map/map-colors";
import type { MapProbe } from "@/components/offline-map/map-probe";
import { PIE_MAX_SLICES } from "@shared/domain/pareto";
import { type TestServer } from "../integration/helpers/server";
import { startE2EServer } from "./support/app";
import { launchWebGLBrowser, newContext } from "./support/browser";
import { MAP_POLL } from "./support/fleet-map";
import { signInThroughApi } from "./support/pages";
import { close, screenColors } from "./support/screen-colors";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const POLL = { timeout: 30_000 };

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchWebGLBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** a fresh browser session of `user` at `size`, in the light or dark look of the system, signed in as the login
 * screen would (no page open yet: each test opens its screen) */
async function session(size: { width: number; height: number }, dark = false, user = "admin") {
  await context?.close();
  context = await newContext(browser, server.url);
  page = await context.newPage();
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: dark ? "dark" : "light" });
  await signInThroughApi(context, server.url, user, `${user}123`);
}

/** how far the page itself scrolls sideways (0 when it fits) */
const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** WCAG contrast ratio of two CSS colours, the first (text) laid over the second (its opaque background) */
function contrast(text: string, background: string): number {
  const parse = (c: string) => {
    const [r, g, b, a = 1] = c.match(/[\d.]+/g)!.map(Number);
    return { rgb: [r, g, b], a };
  };
  const bg = parse(background).rgb;
  const fg = parse(text);
  const over = fg.rgb.map((v, i) => v * fg.a + bg[i] * (1 - fg.a));
  return ratio(over, bg);
}
function ratio(a: number[], b: number[]): number {
  const lum = (rgb: number[]) => {
    const [r, g, b2] = rgb.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("the trips list at 1440 px", () => {
  it("keeps the frozen Manifiesto and Placa filter cells on top when scrolled right", async () => {
    await session(DESKTOP);
    await page.goto("/home");
    await page.locator(".ant-table-row").first().waitFor(POLL);
    await page.evaluate(() => {
      const body = document.querySelector<HTMLElement>(".ant-table-body, .ant-table-content")!;
      body.scrollLeft = body.scrollWidth;
    });
    const frozen = page.locator("thead th.ant-table-cell-fix-left").filter({ hasText: /Manifiesto|Placa/ });
    await expect.poll(() => frozen.count()).toBe(2);
    for (const cell of await frozen.all()) {
      // the filter row's part of the cell: its lower half, where a date range input of a column scrolled under it would show
      const covered = await cell.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const points = [0.25, 0.5, 0.75].map((f) => [r.left + r.width * f, r.top + r.height * 0.75]);
        return points.filter(([x, y]) => !el.contains(document.elementFromPoint(x, y))).length;
      });
      expect(covered, await cell.innerText()).toBe(0);
    }
  });

  it("shows the screen's title once, in the header", async () => {
    await page.goto("/home");
    await page.locator(".ant-table-row").first().waitFor(POLL);
    const header = page.locator(".ant-layout-header h4:visible");
    await expect.poll(() => header.innerText()).toBe("Viajes");
    expect(await page.locator("h1:visible, h2:visible, h3:visible, h4:visible").filter({ hasText: /^Viajes$/ }).count()).toBe(1);
  });
});

describe("every screen has a title in the header", () => {
  it.each([
    ["/home/Rutas", "Rutas"],
    ["/home/Client", "Clientes"],
    ["/home/Eventos", "Eventos"],
    ["/home/PuestoControl", "Puestos de Control"],
    // the table's title as the spec gives it, not the menu's "Plan de Viajes"
    ["/home/PlanViaje", "Planes de Viaje"],
    ["/home/Usuarios", "Usuarios"],
    ["/home/Auditoria", "Auditoría"],
    ["/home/flota", "Flota en vivo"],
    ["/home/statistics", "Estadísticas"],
    ["/home/downloadmanagment", "Gestor de descargas"],
    ["/home/TrvlDelete", "Eliminar viaje"],
  ])("%s → %s", async (path, title) => {
    await page.goto(path);
    const header = page.locator(".ant-layout-header h4:visible");
    await expect.poll(() => header.allInnerTexts(), POLL).toEqual([title]);
    // once: not repeated inside the page
    const headings = page.locator("h1:visible, h2:visible, h3:visible, h4:visible").filter({ hasText: new RegExp(`^${title}$`) });
    expect(await headings.count()).toBe(1);
  });
});

describe("the trip detail", () => {
  /** the open trip of company 1 with the longest names (driver, route, client): the widest general block */
  async function widestTrip(): Promise<number> {
    const [trip] = await server.database.query<{ id: number }>(
      `SELECT v.id FROM viajes v LEFT JOIN conductores c ON c.id = v.idconductor LEFT JOIN rutas r ON r.id = v.idruta
        LEFT JOIN clientes cl ON cl.id = v.idcliente WHERE v.idempresa = 1 AND v.idsysestado NOT IN (4, 7)
        ORDER BY length(coalesce(c.nombre, '')) + length(coalesce(r.descripcion, '')) + length(coalesce(cl.nombrecliente, '')) DESC, v.id LIMIT 1`);
    return trip.id;
  }

  it("at 1440 px keeps every traceability column in view, the instructions panel as wide as the tabs with or without instructions", async () => {
    await session(DESKTOP);
    const [trip] = await server.database.query<{ id: number }>(
      `SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND EXISTS (SELECT 1 FROM observacionesviaje o WHERE o.idviaje = v.id)
        ORDER BY v.id LIMIT 1`);
    await page.goto(`/Home/Viaje/${trip.id}`);
    const panel = page.getByTestId("instructions");
    await panel.locator("tbody .ant-table-row").first().waitFor(POLL);
    await page.waitForLoadState("networkidle");
    const width = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().width);
    const tabs = page.getByTestId("trip-tabs-column");
    expect(Math.abs((await width(panel)) - (await width(tabs)))).toBeLessThanOrEqual(1);
    const traceability = page.getByTestId("traceability-table");
    const box = (await traceability.boundingBox())!;
    for (const name of ["Remesas", "Documentos"]) {
      const th = traceability.locator("thead th").filter({ hasText: new RegExp(`^${name}$`) }).first();
      const cell = (await th.boundingBox())!;
      expect(cell.x + cell.width, name).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(cell.x + cell.width, name).toBeLessThanOrEqual(DESKTOP.width);
    }
    // the panel does not move nor change width when the instructions arrive: the same on a trip without
    const before = { width: await width(panel), tabs: await width(tabs) };
    const [bare] = await server.database.query<{ id: number }>(
      `SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND NOT EXISTS (SELECT 1 FROM observacionesviaje o WHERE o.idviaje = v.id)
        ORDER BY v.id LIMIT 1`);
    await page.goto(`/Home/Viaje/${bare.id}`);
    await panel.getByText("No hay datos").waitFor(POLL);
    expect({ width: await width(panel), tabs: await width(tabs) }).toEqual(before);
  });

  it("at 390 px fits the width with the longest names, and the call form's last reports are readable", async () => {
    await session(PHONE);
    const id = await widestTrip();
    await page.goto(`/Home/Viaje/${id}`);
    await page.getByTestId("report-buttons").waitFor(POLL);
    await page.waitForLoadState("networkidle");
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    for (const el of await page.getByTestId("trip-general").locator("button, .ant-descriptions-item-content").all()) {
      const b = await el.boundingBox();
      if (b) expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
    }

    await page.getByTestId("report-buttons").getByRole("button", { name: "Llamada" }).click();
    const last = page.getByTestId("last-reports");
    await last.locator("tbody .ant-table-row").first().waitFor(POLL);
    const modal = (await page.locator(".ant-modal-content:visible").boundingBox())!;
    expect(modal.x).toBeGreaterThanOrEqual(0);
    expect(modal.x + modal.width).toBeLessThanOrEqual(PHONE.width);
    // the event's name wraps by words, not letter by letter: its column keeps a readable width
    const event = last.locator("thead th").filter({ hasText: "Evento" }).first();
    await expect.poll(async () => (await event.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(120);
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await page.keyboard.press("Escape");
  });
});

/** the statistics of every trip, consolidated by `by` */
async function openStatistics(by?: string) {
  await page.goto("/Home/statistics");
  const dates = page.locator("input").filter({ hasNot: page.locator("[type=search]") }).first();
  await dates.waitFor(POLL);
  await dates.fill("");
  await dates.pressSequentially("01012020-31122030");
  await page.locator("[data-testid=statistics-table] .ant-table-row").first().waitFor(POLL);
  if (by) {
    await page.locator(".ant-select").filter({ has: page.getByRole("combobox", { name: "Consolidar por" }) }).click();
    await page.locator(".ant-select-item-option").filter({ hasText: new RegExp(`^${by}$`) }).click();
  }
}

/** the strongest contrast between a pixel of the chart canvas's left `share` (the bar chart's names) and its background */
const axisLabelContrast = (share: number) =>
  page.evaluate((share) => {
    const canvas = document.querySelector<HTMLCanvasElement>("[data-testid=statistics-chart] canvas")!;
    const ctx = canvas.getContext("2d")!;
    const w = Math.floor(canvas.width * share);
    const data = ctx.getImageData(0, 0, w, canvas.height).data;
    const counts = new Map<string, number>();
    for (let i = 0; i < data.length; i += 4) {
      const key = `${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const background = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0].split(",").map(Number);
    const card = getComputedStyle(canvas.closest(".ant-card")!).backgroundColor.match(/[\d.]+/g)!.map(Number);
    // a transparent canvas shows the card behind it
    const over = (p: number[]) => p.slice(0, 3).map((v, i) => (v * p[3]) / 255 + card[i] * (1 - p[3] / 255));
    const lum = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const base = lum(over(background));
    let best = 1;
    for (let i = 0; i < data.length; i += 4) {
      const l = lum(over([data[i], data[i + 1], data[i + 2], data[i + 3]]));
      const [hi, lo] = [l, base].sort((x, y) => y - x);
      best = Math.max(best, (hi + 0.05) / (lo + 0.05));
    }
    return best;
  }, share);

describe("dark mode", () => {
  it("the statistics' highlighted Pareto rows keep a 4.5 contrast, the chart's axis labels 3", async () => {
    await session(DESKTOP, true);
    await openStatistics();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    const highlighted = page.locator("[data-testid=statistics-table] tr.statistics-row-highlight td");
    await expect.poll(() => highlighted.count(), POLL).toBeGreaterThan(0);
    for (const cell of await highlighted.all()) {
      const { color, background } = await cell.evaluate((el) => {
        const s = getComputedStyle(el);
        return { color: s.color, background: s.backgroundColor };
      });
      expect(contrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    // the horizontal bars' names on the left of the canvas
    const canvas = page.locator("[data-testid=statistics-chart] canvas").first();
    await canvas.waitFor(POLL);
    await expect.poll(() => axisLabelContrast(0.3), { ...POLL, interval: 500 }).toBeGreaterThanOrEqual(3);
  });

  it("'Conductor' + Pareto + 'Torta' draws at most 10 slices, the rest in 'Otros'", async () => {
    await openStatistics("Conductor");
    await page.getByRole("switch", { name: "Pareto (80 %)" }).click();
    await page.getByText("Torta", { exact: true }).click();
    const pie = page.getByTestId("statistics-pie");
    await pie.waitFor(POLL);
    // with more drivers than slices, Pareto alone would keep most of them
    expect(await page.locator("[data-testid=statistics-table] .ant-card-head-title").innerText()).toMatch(/registros$/);
    expect(Number(await pie.getAttribute("data-slices"))).toBe(PIE_MAX_SLICES);
  });

  it("the maps draw the dark basemap: the sea and Colombia's land in the dark colours", async () => {
    await page.goto("/playGround");
    const holder = page.getByTestId("offline-map");
    await holder.locator("canvas").first().waitFor({ timeout: 60_000 });
    const sea = () => holder.evaluate((el) => (el as HTMLElement & { mapProbe?: MapProbe }).mapProbe?.basemap()?.colors?.sea ?? null);
    await expect.poll(sea, MAP_POLL).toBe(MAP_COLORS_DARK.sea);
    const background = await holder.locator("div").first().evaluate((el: HTMLElement) => {
      let node: HTMLElement | null = el;
      while (node && getComputedStyle(node).backgroundColor === "rgba(0, 0, 0, 0)") node = node.parentElement;
      return node ? getComputedStyle(node).backgroundColor : "";
    });
    expect(close(background.match(/\d+/g)!.slice(0, 3).map(Number), MAP_COLORS_DARK.sea)).toBe(true);
    // Colombia's land (2.3 N 72.2 W) on the screen in the dark land colour
    const at = await holder.evaluate((el) => (el as HTMLElement & { mapProbe: MapProbe }).mapProbe.pixel(-72.2, 2.3));
    await expect.poll(async () => close((await screenColors(holder, [at], MAP_COLORS_DARK.colombia)).at[0], MAP_COLORS_DARK.colombia), MAP_POLL)
      .toBe(true);
    // the playground's link speaks Spanish
    await page.getByRole("link", { name: "Ir a la página principal" }).waitFor();
    expect(await page.getByText("notFound.home").count()).toBe(0);
  });
});
