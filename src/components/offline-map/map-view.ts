// The offline map's default view: L7's own map (`type: 'map'`, no basemap, nothing from
// the internet), centre 3.713739, -73.091899, zoom 6. Every map of the app starts here.
import { MAP_CENTER, MAP_ZOOM } from "@shared/config";

export const OFFLINE_MAP = {
  type: "map" as const,
  center: [MAP_CENTER.longitud, MAP_CENTER.latitud] as [number, number],
  zoom: MAP_ZOOM,
};

export interface MapView {
  latitud: number;
  longitud: number;
  zoom: number;
}

/** The view as a person reads it: 6-decimal coordinates, zoom with at most one decimal. */
export function viewText(view: MapView): string {
  return `Centro ${view.latitud.toFixed(6)}, ${view.longitud.toFixed(6)} · zoom ${Number(view.zoom.toFixed(1))}`;
}
