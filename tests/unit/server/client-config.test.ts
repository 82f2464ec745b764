// MAP_TILES_URL: a usable tile template is told to the browser and its origin allowed by the CSP;
// anything else is ignored with a warning (the maps keep the offline basemap).
import { describe, expect, it } from "vitest";
import { mapTilesFromEnv } from "@server/rest/client-config/route";
import { contentSecurityPolicy } from "@server/security/http-headers";

describe("MAP_TILES_URL", () => {
  it("is a tile template with its origin", () => {
    expect(mapTilesFromEnv({ MAP_TILES_URL: " https://tiles.example.com/osm/{z}/{x}/{y}.png " })).toEqual({
      url: "https://tiles.example.com/osm/{z}/{x}/{y}.png",
      origin: "https://tiles.example.com",
    });
    expect(mapTilesFromEnv({ MAP_TILES_URL: "http://10.0.0.5:8080/{z}/{x}/{-y}.png" })?.origin).toBe("http://10.0.0.5:8080");
  });
  it("is nothing when unset, and ignored with a warning without placeholders or http(s)", () => {
    expect(mapTilesFromEnv({})).toBeNull();
    for (const bad of ["https://tiles.example.com/tile.png", "ftp://tiles.example.com/{z}/{x}/{y}.png", "{z}/{x}/{y}", "javascript:{z}{x}{y}"]) {
      const warnings: string[] = [];
      expect(mapTilesFromEnv({ MAP_TILES_URL: bad }, (text) => warnings.push(text))).toBeNull();
      expect(warnings).toHaveLength(1);
    }
  });
  it("allows the tile origin for images and connections only when configured", () => {
    expect(contentSecurityPolicy()).toContain("img-src 'self' data: blob:;");
    const csp = contentSecurityPolicy([], ["https://tiles.example.com"]);
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.com;");
    expect(csp).toContain("connect-src 'self' ws: wss: https://tiles.example.com;");
  });
});
