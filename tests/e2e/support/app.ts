// One real server (built UI + API) on a copy of the seeded database, and a browser, per test file. The copy is on
// PostgreSQL when the machine has one (a copy and a statement cost far less there), on PGlite otherwise: what a
// screen shows does not depend on the engine, and the integration suite covers both.
import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import { ONE_ENGINE, startTestServer, type StartOptions, type TestServer } from "../../integration/helpers/server";
import { launchBrowser } from "./browser";

export interface E2E {
  server: TestServer;
  browser: Browser;
  close(): Promise<void>;
}

/** The built UI served to the browser: `dist`, or E2E_UI_DIR (a build made while dist is in use). */
export const E2E_UI_DIR = resolve(process.env.E2E_UI_DIR ?? "dist");

/** The server of a browser test: the built UI and the API, on its copy of the seeded database. */
export function startE2EServer(options: StartOptions = {}): Promise<TestServer> {
  return startTestServer({ uiDir: E2E_UI_DIR, engine: ONE_ENGINE, ...options });
}

export async function startE2E(options: StartOptions = {}): Promise<E2E> {
  const server = await startE2EServer(options);
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
