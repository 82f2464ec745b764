// `npm run screens` makes the README's screenshots from the running product: run here into a throw-away
// folder, it must write every screen as a PNG of the browser's viewport (a screen it cannot reach, such as
// a map that never draws, fails the script).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { E2E_UI_DIR } from "./support/app";

const out = mkdtempSync(join(tmpdir(), "screens-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** width and height from a PNG's IHDR chunk */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("npm run screens", () => {
  it("writes the trips list, a trip with its route map, the fleet map and the statistics", { timeout: 240_000 }, () => {
    const run = spawnSync("npx", ["tsx", "scripts/screens.ts"], {
      env: { ...process.env, SCREENS_DIR: out, UI_DIR: E2E_UI_DIR },
      encoding: "utf8",
      timeout: 230_000,
    });
    expect(run.status, run.stderr).toBe(0);
    for (const name of ["trips-list", "trip-detail", "trip-route-map", "fleet-map", "statistics"]) {
      expect(pngSize(join(out, `${name}.png`))).toEqual({ width: 1400, height: 860 });
    }
  });
});
