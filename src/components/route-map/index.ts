// Import RouteMap only through React.lazy: the maps library is a chunk of its own (DESIGN §8).
export { RouteMap, type RouteMapLabels, type RouteMapProps } from "./RouteMap";
