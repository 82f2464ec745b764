// The server's configuration for the browser (GET /api/config, server/rest/client-config): asked once per
// page load and shared; a failed request counts as "nothing configured" (the maps keep the offline basemap).
import { API_BASE_URL } from "@/providers/session";

export interface ClientConfig {
  /** a raster tile URL template (MAP_TILES_URL) drawn instead of the offline basemap; null without one */
  mapTilesUrl: string | null;
}

const NONE: ClientConfig = { mapTilesUrl: null };
let pending: Promise<ClientConfig> | null = null;

export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= fetch(`${API_BASE_URL}/api/config`, { credentials: "same-origin" })
    .then(async (res) => (res.ok ? ((await res.json()) as Partial<ClientConfig>) : NONE))
    .then((config) => ({ mapTilesUrl: typeof config.mapTilesUrl === "string" && config.mapTilesUrl ? config.mapTilesUrl : null }))
    .catch(() => NONE);
  return pending;
}
