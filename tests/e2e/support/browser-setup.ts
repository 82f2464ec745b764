// The run's browsers (vitest globalSetup of the end-to-end project): Debian's Chromium started once, as a server
// every test file connects to and opens contexts of its own on, instead of a Chromium per file. Two of them, for
// their different flags: the plain one, and one drawing WebGL through SwiftShader for the maps. Their addresses
// reach the workers through the environment (TDC_BROWSER_WS, TDC_WEBGL_BROWSER_WS), and every project of the run shares
// them.
import { chromium, type BrowserServer } from "playwright-core";
import { CHROMIUM_PATH, PLAIN_ARGS, WEBGL_ARGS } from "./browser";

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // another project of the same run started them already
  if (process.env.TDC_BROWSER_WS) return undefined;
  const servers: BrowserServer[] = [];
  const start = async (args: string[]) => {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args });
    servers.push(server);
    return server.wsEndpoint();
  };
  const [plain, webgl] = await Promise.all([start(PLAIN_ARGS), start(WEBGL_ARGS)]);
  process.env.TDC_BROWSER_WS = plain;
  process.env.TDC_WEBGL_BROWSER_WS = webgl;
  return async () => {
    delete process.env.TDC_BROWSER_WS;
    delete process.env.TDC_WEBGL_BROWSER_WS;
    await Promise.all(servers.map((server) => server.close()));
  };
}
