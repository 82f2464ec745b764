// What the app takes from L7's maps package: L7's own map only. Every map of the app draws its own basemap
// (offline tiles or the configured tile server) on `type: 'map'`, so the third-party map engines that the
// package's index bundles (Mapbox GL, MapLibre GL, AMap, Baidu, Google, Tencent, Tianditu, Earth: about half
// of the map code) are never constructed. The build resolves `@antv/l7-maps` to this module; the engines
// that L7's plot layer names are kept as classes that refuse to start, with a message saying why.
export { Map } from "@antv/l7-maps/simple";
export * from "@antv/l7-maps/utils";

/** The error a third-party map engine gives when asked for: only L7's own map is in the build. */
export const UNBUNDLED_MAP_MESSAGE = "Este mapa solo dibuja el mapa propio de la aplicación (type: 'map').";

class UnbundledMap {
  constructor() {
    throw new Error(UNBUNDLED_MAP_MESSAGE);
  }
}

export const GaodeMap = UnbundledMap;
export const GaodeMapV1 = UnbundledMap;
export const GaodeMapV2 = UnbundledMap;
export const Mapbox = UnbundledMap;
export const MapLibre = UnbundledMap;
export const BaiduMap = UnbundledMap;
export const GoogleMap = UnbundledMap;
export const TencentMap = UnbundledMap;
export const TMap = UnbundledMap;
export const Earth = UnbundledMap;
