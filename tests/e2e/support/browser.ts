// Debian's Chromium driven by playwright-core (no browser download on this machine). A test file connects to the
// run's Chromium (browser-setup.ts) and works in contexts of its own; closing its Browser closes those contexts and
// leaves the run's Chromium to the other files. Outside the test runner (a script), a Chromium of its own is
// started instead.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Download } from "playwright-core";

/**
 * Debian's headless shell when installed (package chromium-headless-shell): the same engine without the desktop
 * browser around it, about a third of the full browser's processor time for the same screens; Debian's Chromium
 * otherwise. CHROMIUM_PATH names another.
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : "/usr/bin/chromium");

/** the plain browser's flags: no GPU, and none of Chromium's own connections (the machine's network is closed) */
export const PLAIN_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** WebGL through SwiftShader, for the maps (L7 draws with WebGL) */
export const WEBGL_ARGS = ["--headless", "--no-sandbox", "--use-gl=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist", "--no-first-run", "--disable-background-networking"];

function connectOrLaunch(endpoint: string | undefined, args: string[]): Promise<Browser> {
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
}

export function launchBrowser(): Promise<Browser> {
  return connectOrLaunch(process.env.TDC_BROWSER_WS, PLAIN_ARGS);
}

/** Chromium with WebGL through SwiftShader, for the maps. */
export function launchWebGLBrowser(): Promise<Browser> {
  return connectOrLaunch(process.env.TDC_WEBGL_BROWSER_WS, WEBGL_ARGS);
}

/**
 * A browser context as a controller's: Spanish, Bogotá's time, a desktop window. It asks for reduced motion, which
 * the app honours by drawing antd's components without animations: a test waits for the state a user sees, not for
 * the frames of a transition.
 */
export function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL, acceptDownloads: true, locale: "es-CO", timezoneId: "America/Bogota", viewport: { width: 1400, height: 900 }, reducedMotion: "reduce",
  });
}

/** where a download landed on this machine: saved to a file of its own (the run's Chromium is a remote one, whose
 * own download folder Playwright does not hand out) */
export async function savedDownload(download: Download): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "tdc-download-"));
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  return path;
}
