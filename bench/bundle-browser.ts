// JavaScript the browser receives, compressed as sent (Content-Encoding), for the login route, for the
// trips list right after sign-in, and then for the first visit of the fleet map and of the statistics with
// its chart (what each of those screens adds to what the browser already has): a real Chromium against a
// real server process on a fresh demo database.
// Bytes are CDP's encodedDataLength of every script response (headers included), summed per step.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { launchBrowser } from "../tests/e2e/support/browser";
import { freePort } from "./startup";

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function waitForServer(base: string, deadline: number) {
  for (;;) {
    try {
      const res = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{ getDate }"}' });
      await res.text();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error("server did not answer within 180 s");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function benchBundleInBrowser(uiDir: string) {
  const dir = mkdtempSync(join(tmpdir(), "tdc-bench-ui-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: join(dir, "data"), DATABASE_URL: "", REDIS_URL: "", UI_DIR: resolve(uiDir) },
    stdio: "ignore",
    detached: true,
  });
  const browser = await launchBrowser();
  try {
    await waitForServer(base, Date.now() + 180_000);
    const context = await browser.newContext({ baseURL: base, locale: "es-CO", viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const scripts = new Map<string, { url: string; encoding: string }>();
    const transferred: { url: string; bytes: number; encoding: string }[] = [];
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Script") {
        const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
        scripts.set(e.requestId, { url: e.response.url, encoding: headers["content-encoding"] ?? "identity" });
      }
    });
    cdp.on("Network.loadingFinished", (e) => {
      const script = scripts.get(e.requestId);
      if (script) transferred.push({ ...script, bytes: e.encodedDataLength });
    });
    const step = () => {
      const list = transferred.splice(0);
      return { scripts: list.length, transferKB: kb(list.reduce((a, s) => a + s.bytes, 0)), encodings: [...new Set(list.map((s) => s.encoding))] };
    };

    await page.goto("/Login", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Iniciar" }).waitFor();
    const loginRoute = step();

    await page.getByLabel("Usuario").fill("admin");
    await page.getByLabel("Contraseña").fill("admin123");
    await page.getByRole("button", { name: "Iniciar" }).click();
    await page.locator(".ant-table-row").first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState("networkidle");
    const afterSignIn = step();

    // moves within the app, as a menu click does, so only what the screen adds is fetched
    const navigate = (path: string) =>
      page.evaluate((to) => {
        history.pushState({}, "", to);
        dispatchEvent(new PopStateEvent("popstate"));
      }, path);
    await navigate("/Home/flota");
    await page.locator("canvas").first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState("networkidle");
    const fleetMapFirstVisit = step();

    await navigate("/Home/statistics");
    const dates = page.locator("input").filter({ hasNot: page.locator("[type=search]") }).first();
    await dates.waitFor();
    await dates.fill("");
    await dates.pressSequentially("01012020-31122030");
    await page.locator("[data-testid=statistics-chart] canvas").first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState("networkidle");
    const statisticsFirstVisit = step();
    return {
      loginRoute,
      tripsListAfterSignIn: afterSignIn,
      fleetMapFirstVisit,
      statisticsFirstVisit,
      // what the trips list costs on a first visit that starts at the login screen
      tripsListRouteTotalKB: Math.round((loginRoute.transferKB + afterSignIn.transferKB) * 10) / 10,
    };
  } finally {
    await browser.close();
    process.kill(-child.pid!, "SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dir, { recursive: true, force: true });
  }
}
