// A small read-out of what the fleet map draws, hung on the map's container element (`fleetMapProbe`) so an
// end-to-end test can check the map itself: the point layer's features as drawn at the current zoom (a trip,
// or a cluster with its count), the trips under them, the background's municipalities, and where a
// coordinate lands in the container. Built on L7's public API only (layer source, cluster leaves, scene).
import type { Dot, DotLayer } from "@antv/l7plot";

export const PROBE_KEY = "fleetMapProbe";

export interface DrawnFeature {
  /** the trip of a single point; null for a cluster */
  viaje: number | null;
  /** trips under the feature (1 for a single point) */
  count: number;
  /** the cluster's id (to read its trips); null for a single point */
  cluster: number | null;
  lng: number;
  lat: number;
}

export interface DrawnTrip {
  viaje: number;
  lng: number;
  lat: number;
  /** the cluster it is drawn in; null when drawn as its own point */
  cluster: number | null;
}

export interface FleetMapProbe {
  features(): DrawnFeature[];
  trips(): DrawnTrip[];
  /** municipalities drawn as the background */
  background(): number;
  /** a coordinate's pixel in the map's canvas */
  pixel(lng: number, lat: number): { x: number; y: number };
  zoom(): number;
  zoomTo(zoom: number, lng: number, lat: number): void;
}

interface Item {
  coordinates?: [number, number];
  viaje?: number;
  point_count?: number;
  cluster_id?: number;
}

interface Leaf {
  geometry: { coordinates: [number, number] };
  properties: Item;
}

interface ClusteredSource {
  data: { dataArray: Item[] };
  getClustersLeaves(id: number): Leaf[];
}

export function fleetMapProbe(plot: Dot, background: () => DotLayer | null): FleetMapProbe {
  const source = () => plot.dotLayer.layer.getSource() as unknown as ClusteredSource;
  const features = (): DrawnFeature[] =>
    source().data.dataArray.map((d) => {
      const count = Number(d.point_count) || 1;
      const [lng, lat] = d.coordinates ?? [NaN, NaN];
      const isCluster = count > 1 && d.cluster_id != null;
      return { viaje: isCluster ? null : Number(d.viaje), count, cluster: isCluster ? Number(d.cluster_id) : null, lng, lat };
    });
  return {
    features,
    trips: () =>
      features().flatMap((f) =>
        f.cluster === null
          ? [{ viaje: Number(f.viaje), lng: f.lng, lat: f.lat, cluster: null }]
          : source().getClustersLeaves(f.cluster).map((leaf) => ({
              viaje: Number(leaf.properties.viaje),
              lng: leaf.geometry.coordinates[0],
              lat: leaf.geometry.coordinates[1],
              cluster: f.cluster,
            })),
      ),
    background: () => (background()?.layer.getSource() as unknown as ClusteredSource | undefined)?.data.dataArray.length ?? 0,
    pixel: (lng, lat) => {
      const p = plot.scene.lngLatToContainer([lng, lat]);
      return { x: p.x, y: p.y };
    },
    zoom: () => plot.scene.getZoom(),
    zoomTo: (zoom, lng, lat) => plot.scene.setZoomAndCenter(zoom, [lng, lat]),
  };
}
