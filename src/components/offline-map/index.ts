// Import OfflineMap only through React.lazy: the maps library is a chunk of its own.
export { OFFLINE_MAP, viewText, type MapView } from "./map-view";
export type { OfflineMapPoint, OfflineMapProps } from "./OfflineMap";
