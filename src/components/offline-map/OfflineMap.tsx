// A plain offline map (L7's own map over the offline basemap, or the configured tiles): dots at the given
// points, and the view it shows reported on every move or zoom. Import it only through React.lazy: its chunk
// carries the maps library.
import { DotMap } from "@ant-design/maps";
import { useRef } from "react";
import { OFFLINE_MAP, type MapView } from "./map-view";
import { useMapContainerStyle, useMapPlot } from "./use-map";

export interface OfflineMapPoint {
  latitud: number;
  longitud: number;
}

export interface OfflineMapProps {
  points?: OfflineMapPoint[];
  height?: number | string;
  /** the view once the map is drawn, then after every move or zoom */
  onViewChange?: (view: MapView) => void;
}

interface SceneLike {
  getCenter: () => { lng: number; lat: number };
  getZoom: () => number;
  on: (name: string, callback: () => void) => void;
}

export default function OfflineMap({ points = [], height = 480, onViewChange }: OfflineMapProps) {
  const report = useRef(onViewChange);
  report.current = onViewChange;
  const container = useRef<HTMLDivElement>(null);
  const { onReady } = useMapPlot(container);
  const containerStyle = useMapContainerStyle(height);
  return (
    <div ref={container} data-testid="offline-map">
      <DotMap
        map={OFFLINE_MAP}
        logo={false}
        source={{ data: points.map((p) => ({ lng: p.longitud, lat: p.latitud })), parser: { type: "json", x: "lng", y: "lat" } }}
        color="#1677ff"
        size={8}
        containerStyle={containerStyle}
        onReady={(plot: unknown) => {
          onReady(plot);
          const scene = (plot as { scene: SceneLike }).scene;
          const send = () => {
            const { lng, lat } = scene.getCenter();
            report.current?.({ latitud: lat, longitud: lng, zoom: scene.getZoom() });
          };
          scene.on("mapmove", send);
          scene.on("zoomchange", send);
          send();
        }}
      />
    </div>
  );
}
