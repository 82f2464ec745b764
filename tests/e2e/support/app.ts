// One real server (built UI + API) on a fresh seeded embedded database, and a browser, per test file.
import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import { startTestServer, type StartOptions, type TestServer } from "../../integration/helpers/server";
import { launchBrowser } from "./browser";

export interface E2E {
  server: TestServer;
  browser: Browser;
  close(): Promise<void>;
}

/** The built UI served to the browser: `dist`, or E2E_UI_DIR (a build made while dist is in use). */
export const E2E_UI_DIR = resolve(process.env.E2E_UI_DIR ?? "dist");

export async function startE2E(options: StartOptions = {}): Promise<E2E> {
  const server = await startTestServer({ uiDir: E2E_UI_DIR, ...options });
  const browser = await launchBrowser();
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
