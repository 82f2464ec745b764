// Import RouteMap only through React.lazy: the maps library is a chunk of its own.
export { RouteMap, type RouteMapLabels, type RouteMapProps } from "./RouteMap";
