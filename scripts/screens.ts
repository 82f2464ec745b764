// `npm run screens`: screenshots of the product for readers of the repository (docs/screens/*.png).
// Starts the real server on a fresh embedded database with the demo data and the built UI (built first when
// missing), drives Debian's Chromium (WebGL through SwiftShader, for the maps) with the end-to-end tests'
// page objects, and writes: the trips list, a trip's detail with its route map, the fleet map and the
// statistics. Run it again after a change to the screens; the files are replaced.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { chromium, type Page } from "playwright-core";
import { createApp } from "@server/app";
import { openDatabase } from "@server/db/client";
import { seed } from "@server/db/seed";
import { createLiveBus } from "@server/live/bus";
import { featureRoutes } from "@server/rest/routes";
import { signInAs } from "../tests/e2e/support/pages";
import { entities } from "@entities";

const OUT = resolve(process.env.SCREENS_DIR ?? "docs/screens");
const UI_DIR = resolve(process.env.UI_DIR ?? "dist");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const VIEWPORT = { width: 1400, height: 860 };

if (!existsSync(resolve(UI_DIR, "index.html")) || process.argv.includes("--build")) {
  console.log("Construyendo la interfaz...");
  const built = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", UI_DIR, "--emptyOutDir"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const database = await openDatabase({ dataDir: "memory://" });
await database.migrate();
await seed(database, { size: "demo" });
const live = createLiveBus(undefined);
const app = createApp({ database, live, entities, uiDir: UI_DIR, routes: featureRoutes({ database, live, entities }) });
await new Promise<void>((done) => app.server.listen(0, "127.0.0.1", done));
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ["--headless", "--no-sandbox", "--use-gl=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist", "--no-first-run", "--disable-background-networking"],
});
mkdirSync(OUT, { recursive: true });

/** waits for the network and the maps' canvases to settle, then writes docs/screens/<name>.png */
async function shoot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  // the pointer off the menu (it opens under a hovering pointer) and off the tables' rows
  await page.mouse.move(VIEWPORT.width - 5, VIEWPORT.height - 5);
  await page.waitForTimeout(1500);
  const file = resolve(OUT, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

try {
  const context = await browser.newContext({ baseURL: base, locale: "es-CO", timezoneId: "America/Bogota", viewport: VIEWPORT });
  const page = await context.newPage();
  await signInAs(page, "admin", "admin123");
  await page.locator(".ant-table-row").first().waitFor();
  await shoot(page, "trips-list");

  // an open trip of company 1 with reports that carry a position: its route map shows plan and path
  const [trip] = await database.query<{ id: number }>(
    `SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND v.idsysestado NOT IN (4, 7)
      AND EXISTS (SELECT 1 FROM reportes r WHERE r.idviaje = v.id AND r.latitud IS NOT NULL)
      ORDER BY (SELECT count(*) FROM reportes r WHERE r.idviaje = v.id) DESC, v.id LIMIT 1`,
  );
  await page.goto(`/Home/Viaje/${trip.id}`);
  await page.locator("[data-testid=trip-progress]").waitFor();
  await shoot(page, "trip-detail");
  await page.getByRole("button", { name: "Mapa de ruta" }).click();
  await page.locator("[data-testid=route-path-map] canvas").first().waitFor();
  await shoot(page, "trip-route-map");
  await page.keyboard.press("Escape");

  await page.getByTestId("sidebar").getByText("Flota en vivo").click();
  await page.locator("canvas").first().waitFor({ timeout: 60_000 });
  await shoot(page, "fleet-map");

  await page.goto("/Home/statistics");
  const dates = page.locator("input").filter({ hasNot: page.locator("[type=search]") }).first();
  await dates.waitFor();
  await dates.fill("");
  await dates.pressSequentially("01012020-31122030");
  await page.locator("[data-testid=statistics-table] .ant-table-row").first().waitFor();
  await page.locator("[data-testid=statistics-table]").locator("xpath=following::canvas").first().waitFor().catch(() => undefined);
  await shoot(page, "statistics");
  await context.close();
} finally {
  await browser.close();
  await app.close();
  await live.close();
  await database.close();
}
