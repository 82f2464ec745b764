// The fleet on L7's own map (no basemap, nothing from the internet): one dot per trip in its timer colour,
// clustered by L7 when zoomed out (a cluster takes its worst trip's colour and grows with its size); a click
// on a trip selects it, on a cluster zooms in. Loaded only through React.lazy (the maps library's chunk).
import { DotMap } from "@ant-design/maps";
import { useMemo, useRef } from "react";
import { OFFLINE_MAP as MAP } from "@/components/offline-map/map-view";
import { severityColor, type FleetPoint } from "./fleet-points";

interface Feature {
  viaje?: number;
  point_count?: number;
  coordinates?: [number, number];
}

interface ClickEvent {
  feature?: Feature;
  lngLat?: { lng: number; lat: number };
}

interface PlotLike {
  on: (name: string, callback: (e: ClickEvent) => void) => void;
  scene: { getZoom: () => number; setZoomAndCenter: (zoom: number, center: [number, number]) => void };
}

export interface FleetMapProps {
  points: FleetPoint[];
  onSelect: (viaje: number) => void;
  height?: number;
}

const dotSize = (count: unknown) => {
  const n = Number(count) || 1;
  return n > 1 ? Math.min(28, 10 + Math.log2(n) * 4) : 8;
};

export default function FleetMap({ points, onSelect, height = 560 }: FleetMapProps) {
  const select = useRef(onSelect);
  select.current = onSelect;
  const source = useMemo(
    () => ({
      data: points.map((p) => ({ viaje: p.viaje, lat: p.lat, lng: p.lng, severidad: p.severidad })),
      parser: { type: "json" as const, x: "lng", y: "lat" },
      cluster: true,
      clusterOptions: { radius: 40, field: "severidad", method: "max" as const },
    }),
    [points],
  );
  return (
    <div data-testid="fleet-map">
      <DotMap
        map={MAP}
        logo={false}
        source={source}
        color={{
          field: "severidad*stat*point_count",
          value: (d: Record<string, unknown>) => severityColor(Number(d.point_count) > 1 ? d.stat : d.severidad),
        }}
        size={{ field: "point_count", value: (d: Record<string, unknown>) => dotSize(d.point_count) }}
        style={{ opacity: 0.9, stroke: "#ffffff", strokeWidth: 1 }}
        onReady={(plot: unknown) => {
          const p = plot as PlotLike;
          p.on("dotLayer:click", (e) => {
            const f = e.feature ?? {};
            if (Number(f.point_count) > 1) {
              const at = f.coordinates ?? (e.lngLat ? [e.lngLat.lng, e.lngLat.lat] : null);
              if (at) p.scene.setZoomAndCenter(p.scene.getZoom() + 2, at as [number, number]);
            } else if (f.viaje != null) {
              select.current(Number(f.viaje));
            }
          });
        }}
        containerStyle={{ height, width: "100%" }}
      />
    </div>
  );
}
