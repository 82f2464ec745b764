// The login screen downloads only its own scripts (speed issue, item 6): Refine's app (providers, router, data
// layer) and the signed-in shell (layout, menu, trips list, resource registry) are chunks loaded after sign-in. Checked on the build's manifest
// and in Chromium, where scripts arrive precompressed.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkOfSource, readManifest, staticClosure } from "../../bench/route-chunks";
import { newContext } from "./support/browser";
import { E2E_UI_DIR, startE2E, type E2E } from "./support/app";
import { LoginPage } from "./support/pages";

/** a string only the signed-in shell's code holds (the side menu's test id, Sidebar.tsx), in any quotes */
const SHELL_MARKER = /["'`]sidebar["'`]/;
/** a string only the entity definitions hold (entities/rutas/definition.ts: its unique constraint's name) */
const ENTITIES_MARKER = /["'`]rutas_unica_uq["'`]/;

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe("bundle split", () => {
  const manifest = readManifest(E2E_UI_DIR);
  const loginKey = chunkOfSource(manifest, "src/login-app.tsx");
  const appKey = chunkOfSource(manifest, "src/App.tsx");
  // a signed-out browser on /Login runs the entry, which loads the login screen's chunk alone
  const loginKeys = [...new Set([...staticClosure(manifest, "index.html"), ...(loginKey ? staticClosure(manifest, loginKey) : [])])];
  const loginFiles = loginKeys.map((k) => manifest[k]!.file);
  const shellKey = chunkOfSource(manifest, "src/home-routes.tsx");
  const read = (file: string) => readFileSync(join(E2E_UI_DIR, file), "utf8");

  it("keeps Refine's app and the shell out of what the login screen loads", () => {
    expect(loginKey).toBeDefined();
    expect(appKey).toBeDefined();
    expect(shellKey).toBeDefined();
    // the entry's code (its chunk and what that imports) loads the login screen and the app when each is needed
    const entryLoads = staticClosure(manifest, "index.html").flatMap((k) => manifest[k]!.dynamicImports ?? []);
    expect(entryLoads).toEqual(expect.arrayContaining([loginKey, appKey]));
    expect(loginKeys).not.toContain(appKey);
    expect(loginFiles).not.toContain(manifest[shellKey!]!.file);
    expect(manifest[appKey!]!.dynamicImports).toContain(shellKey);
    expect(loginFiles.filter((f) => SHELL_MARKER.test(read(f)))).toEqual([]);
    // the marker does find the shell where it is
    expect(staticClosure(manifest, shellKey!).some((k) => SHELL_MARKER.test(read(manifest[k]!.file)))).toBe(true);
    // nor the entity definitions: the registry is the shell's default list (<App entities>), which Refine's app
    // does not load either
    expect(loginFiles.filter((f) => ENTITIES_MARKER.test(read(f)))).toEqual([]);
    const appOnly = staticClosure(manifest, appKey!).filter((k) => !loginKeys.includes(k));
    expect(appOnly.filter((k) => ENTITIES_MARKER.test(read(manifest[k]!.file)))).toEqual([]);
    expect(staticClosure(manifest, shellKey!).some((k) => ENTITIES_MARKER.test(read(manifest[k]!.file)))).toBe(true);
  });

  it("loads on /Login only the entry's scripts, brotli-compressed; the shell arrives after sign-in", async () => {
    const context = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(r);
    });
    const login = new LoginPage(page);
    await login.open();
    await page.waitForLoadState("networkidle");
    const onLogin = scripts.splice(0);
    const path = (r: Response) => new URL(r.url()).pathname.slice(1);
    expect(onLogin.map(path).sort()).toEqual([...loginFiles].sort());
    for (const r of onLogin) {
      const headers = await r.allHeaders();
      if (Number(headers["content-length"] ?? 0) > 0 && readFileSync(join(E2E_UI_DIR, path(r))).length >= 1024) {
        expect(headers["content-encoding"], path(r)).toBe("br");
      }
      expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }

    await login.login("admin", "admin123");
    await page.getByTestId("sidebar").waitFor();
    expect(scripts.map(path)).toEqual(expect.arrayContaining([manifest[appKey!]!.file, manifest[shellKey!]!.file]));
    await context.close();
  });

  it("the trips list loads without what its first render does not show; each part arrives with its interaction", async () => {
    // lazy parts, by source: the column chooser (antd's Tree), the calendar of the date range input (rc-picker),
    // the master pages with the record modal, the definitions' modal plug-ins, the error pages
    const deferred = {
      chooser: "src/resources/engine/column-chooser/ColumnChooser.tsx",
      calendar: "src/components/date-range-input/RangeCalendar.tsx",
      masterPage: "src/resources/engine/ResourceListPage.tsx",
      userSections: "entities/usuarios/screen/UserSections.tsx",
      errorPages: "src/custom-pages/not-found/index.ts",
    };
    const fileOf = Object.fromEntries(
      Object.entries(deferred).map(([part, src]) => {
        const key = chunkOfSource(manifest, src);
        expect(key, src).toBeDefined();
        return [part, manifest[key!]!.file];
      }),
    ) as Record<keyof typeof deferred, string>;
    // not among the static imports of the shell (the trips list's code) either
    const shellFiles = staticClosure(manifest, shellKey!).map((k) => manifest[k]!.file);
    expect(shellFiles.filter((f) => Object.values(fileOf).includes(f))).toEqual([]);

    const context = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") loaded.push(new URL(r.url()).pathname.slice(1));
    });
    const login = new LoginPage(page);
    await login.open();
    await login.login("admin", "admin123");
    await page.locator(".ant-table-row").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(loaded.filter((f) => Object.values(fileOf).includes(f))).toEqual([]);

    await page.getByRole("button", { name: "Columnas" }).click();
    await page.getByRole("dialog").getByPlaceholder("Buscar...").waitFor();
    expect(loaded).toContain(fileOf.chooser);
    expect(loaded).not.toContain(fileOf.masterPage);
    await context.close();
  });

  it("what a first visit of a map or of the statistics loads carries no third-party map engine and no html2canvas", () => {
    // markers, by library: a class name each map engine's CSS and code use; html2canvas's own error text
    const markers = {
      mapboxGl: /mapboxgl-canvas/,
      maplibreGl: /maplibregl-canvas/,
      html2canvas: /Unable to find element in cloned iframe/,
    };
    const screens = [
      "src/custom-pages/fleet-map/FleetMap.tsx",
      "src/components/route-map/index.ts",
      "src/components/offline-map/OfflineMap.tsx",
      "entities/puestoscontrol/screen/PuestoMap.tsx",
      "src/custom-pages/statistics/StatisticsChart.tsx",
    ];
    const files = new Set<string>();
    for (const src of screens) {
      const key = chunkOfSource(manifest, src);
      expect(key, src).toBeDefined();
      for (const k of staticClosure(manifest, key!)) files.add(manifest[k]!.file);
    }
    const found = [...files].flatMap((f) => Object.entries(markers).filter(([, re]) => re.test(read(f))).map(([name]) => `${name} in ${f}`));
    expect(found).toEqual([]);
    // the map's own code is there (L7's map class name)
    expect([...files].some((f) => read(f).includes("l7-marker"))).toBe(true);
  });

  it("holds no SQL: the entities' relations are read from their server parts, which the browser never imports", () => {
    // a SELECT reading a quoted relation, or a JOIN of a quoted table, as the entities' SQL is written
    const sql = /\bSELECT\s[^`]{0,300}?\sFROM\s+\(?"|\b(?:LEFT\s+)?JOIN\s+"[a-z_]+"/;
    const scripts = readdirSync(join(E2E_UI_DIR, "assets")).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((f) => sql.test(read(join("assets", f))))).toEqual([]);
  });
});
