// GET /api/config: what the browser needs to know of the server's configuration, public (the sign-in page may
// draw a map too): `mapTilesUrl`, the raster tile URL of MAP_TILES_URL, or null. With it the maps draw those
// tiles; without it (the default, and always with no internet) they draw the offline basemap shipped in the
// UI (docs/adr/0030-maps-and-fleet.md).
import { sendJson, type Route } from "../http";
import { logger } from "../../log/logger";

export const CLIENT_CONFIG_PATH = "/api/config";

export interface ClientConfig {
  mapTilesUrl: string | null;
}

export interface MapTiles {
  /** the template, e.g. https://tiles.example.com/{z}/{x}/{y}.png */
  url: string;
  /** its origin, allowed by the content security policy */
  origin: string;
}

/**
 * MAP_TILES_URL when it is a usable tile template: http(s), with {z}, {x} and {y} (or {-y}); anything else is
 * ignored with a warning (the maps keep the offline basemap).
 */
export function mapTilesFromEnv(env: NodeJS.ProcessEnv = process.env, warn: (text: string) => void = (text) => logger.warn(text)): MapTiles | null {
  const raw = (env.MAP_TILES_URL ?? "").trim();
  if (!raw) return null;
  let origin: string | null = null;
  try {
    // the placeholders are no valid host or path characters everywhere: parse a copy without them
    const parsed = new URL(raw.replace(/\{-?[xyz]\}/g, "0"));
    if (parsed.protocol === "http:" || parsed.protocol === "https:") origin = parsed.origin;
  } catch {
    origin = null;
  }
  const placeholders = raw.includes("{z}") && raw.includes("{x}") && (raw.includes("{y}") || raw.includes("{-y}"));
  if (!origin || !placeholders) {
    warn("MAP_TILES_URL no es una plantilla http(s) con {z}, {x} y {y}: los mapas usan el mapa base sin conexión");
    return null;
  }
  return { url: raw, origin };
}

export function clientConfigRoutes(tiles: MapTiles | null): Route[] {
  const config: ClientConfig = { mapTilesUrl: tiles?.url ?? null };
  return [
    {
      method: "GET",
      path: CLIENT_CONFIG_PATH,
      handler: async (_req, res) => {
        res.setHeader("cache-control", "no-cache");
        sendJson(res, 200, config);
      },
    },
  ];
}
