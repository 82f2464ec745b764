// A small read-out of a map for end-to-end tests, hung on the map's container element as `mapProbe` (like the
// fleet map's `fleetMapProbe`): the view (centre, zoom, bounds as L7's scene reads them), a coordinate's pixel,
// and what the basemap drew. Built on L7's public scene API only.
import type { Scene } from "@antv/l7";
import type { BasemapInfo } from "./basemap";
import type { Bounds } from "./bounds";

export const MAP_PROBE_KEY = "mapProbe";

export interface MapProbe {
  center(): { lng: number; lat: number };
  zoom(): number;
  bounds(): Bounds;
  pixel(lng: number, lat: number): { x: number; y: number };
  basemap(): BasemapInfo | null;
}

export type MapProbeHost = HTMLElement & { [MAP_PROBE_KEY]?: MapProbe };

export function mapProbe(scene: Scene, basemap: () => BasemapInfo | null): MapProbe {
  return {
    center: () => {
      const { lng, lat } = scene.getCenter();
      return { lng, lat };
    },
    zoom: () => scene.getZoom(),
    bounds: () => scene.getBounds() as unknown as Bounds,
    pixel: (lng, lat) => {
      const p = scene.lngLatToContainer([lng, lat]);
      return { x: p.x, y: p.y };
    },
    basemap,
  };
}

/** Hangs the probe on `el`; returns the function that takes it off. */
export function exposeMap(el: HTMLElement | null, probe: MapProbe): () => void {
  if (!el) return () => undefined;
  (el as MapProbeHost)[MAP_PROBE_KEY] = probe;
  return () => {
    delete (el as MapProbeHost)[MAP_PROBE_KEY];
  };
}
