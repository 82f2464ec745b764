// Every map's basemap (docs/adr/0030-maps-and-fleet.md), drawn under
// the map's own layers: with a tile URL configured on the server (MAP_TILES_URL, /api/config) its raster tiles;
// otherwise the offline basemap shipped in the UI — Natural Earth's country borders around Colombia (cut at
// build time, scripts/basemap.ts) with the sea as the container's colour, and the names of the main cities.
// Nothing is fetched from the internet without a tile URL. Only the maps' lazy chunks import this module.
import { RasterLayer, type ILayer, type Scene } from "@antv/l7";
import { AreaLayer, TextLayer, type IPlotLayer } from "@antv/l7plot";
import basemapData from "virtual:basemap";
import { loadClientConfig } from "./client-config";
import type { MapPalette } from "./map-colors";

export type BasemapKind = "vector" | "tiles";

export interface BasemapInfo {
  kind: BasemapKind;
  /** names of the basemap's layers on the map */
  layers: string[];
  /** the countries drawn (vector), 0 with tiles */
  countries: number;
  /** the colours of the vector basemap now (the light or the dark set); null with tiles */
  colors: MapPalette | null;
}

/** What a plot of @ant-design/maps offers for its layers. */
export interface PlotLike {
  scene: Scene;
  addLayer(layer: IPlotLayer): void;
  getLayers(): IPlotLayer[];
  on(name: string, callback: () => void): unknown;
}

/** Main cities, for orientation on the offline basemap (labels only). */
export const CITIES: ReadonlyArray<{ nombre: string; lng: number; lat: number }> = [
  { nombre: "Bogotá", lng: -74.072, lat: 4.711 },
  { nombre: "Medellín", lng: -75.581, lat: 6.244 },
  { nombre: "Cali", lng: -76.532, lat: 3.452 },
  { nombre: "Barranquilla", lng: -74.796, lat: 10.964 },
  { nombre: "Cartagena", lng: -75.479, lat: 10.391 },
  { nombre: "Santa Marta", lng: -74.199, lat: 11.24 },
  { nombre: "Cúcuta", lng: -72.508, lat: 7.894 },
  { nombre: "Bucaramanga", lng: -73.123, lat: 7.119 },
  { nombre: "Pereira", lng: -75.696, lat: 4.813 },
  { nombre: "Ibagué", lng: -75.232, lat: 4.438 },
  { nombre: "Villavicencio", lng: -73.627, lat: 4.142 },
  { nombre: "Neiva", lng: -75.281, lat: 2.927 },
  { nombre: "Pasto", lng: -77.281, lat: 1.214 },
  { nombre: "Buenaventura", lng: -77.031, lat: 3.882 },
  { nombre: "Montería", lng: -75.881, lat: 8.748 },
  { nombre: "Yopal", lng: -72.395, lat: 5.337 },
  { nombre: "Riohacha", lng: -72.907, lat: 11.544 },
  { nombre: "Leticia", lng: -69.94, lat: -4.215 },
];

const LAND_LAYER = "basemapLand";
const CITIES_LAYER = "basemapCities";
const TILES_LAYER = "basemapTiles";

const landOptions = (colors: MapPalette) => ({
  color: { field: "pais", value: (d: Record<string, unknown>) => (d.pais === "colombia" ? colors.colombia : colors.neighbour) },
  style: { opacity: 1, stroke: colors.border, lineWidth: 1, lineOpacity: 1 },
});
const cityOptions = (colors: MapPalette) => ({
  style: { fill: colors.label, fontSize: 11, stroke: colors.halo, strokeWidth: 2, textAllowOverlap: false, padding: [2, 2] as [number, number] },
});

function vectorLayers(colors: MapPalette): [AreaLayer, TextLayer] {
  const land = new AreaLayer({
    name: LAND_LAYER,
    zIndex: -10,
    source: { data: basemapData, parser: { type: "geojson" } },
    ...landOptions(colors),
    state: { active: false, select: false },
  });
  const cities = new TextLayer({
    name: CITIES_LAYER,
    zIndex: -9,
    source: { data: CITIES, parser: { type: "json", x: "lng", y: "lat" } },
    field: "nombre",
    ...cityOptions(colors),
  });
  return [land, cities];
}

function tileLayer(url: string): ILayer {
  return new RasterLayer({ name: TILES_LAYER, zIndex: -10 }).source(url, { parser: { type: "rasterTile", tileSize: 256, zoomOffset: 0 } }) as ILayer;
}

export interface Basemap {
  /** what was drawn (null until the server's configuration is known) */
  info: () => BasemapInfo | null;
  /** repaints the vector basemap in other colours (dark mode switched on or off); tiles stay as served */
  recolor: (colors: MapPalette) => void;
}

/**
 * Draws the basemap under the plot's layers in `colors`, once the server's configuration is known. Layers
 * added to the plot stay through its updates.
 */
export function addBasemap(plot: PlotLike, colors: MapPalette): Basemap {
  let info: BasemapInfo | null = null;
  let current = colors;
  let vector: [AreaLayer, TextLayer] | null = null;
  let gone = false;
  plot.on("destroy", () => (gone = true));
  void loadClientConfig().then(({ mapTilesUrl }) => {
    if (gone) return;
    if (mapTilesUrl) {
      plot.scene.addLayer(tileLayer(mapTilesUrl));
      info = { kind: "tiles", layers: [TILES_LAYER], countries: 0, colors: null };
      return;
    }
    const layers = vectorLayers(current);
    vector = layers;
    const keep = () => {
      for (const layer of layers) if (!plot.getLayers().includes(layer)) plot.addLayer(layer);
    };
    keep();
    plot.on("update", keep);
    info = { kind: "vector", layers: [LAND_LAYER, CITIES_LAYER], countries: basemapData.features.length, colors: current };
  });
  const recolor = (next: MapPalette) => {
    if (gone || next === current) return;
    current = next;
    if (!vector || !info) return;
    const [land, cities] = vector;
    land.update(landOptions(next));
    cities.update(cityOptions(next));
    info = { ...info, colors: next };
  };
  return { info: () => info, recolor };
}
