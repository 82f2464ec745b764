// The control post's map: L7's own map (`type: 'map'`) over the offline basemap (or the configured
// tiles), the post's point, and a click that reports the clicked coordinates. Loaded lazily (its chunk carries
// the maps library).
import { DotMap } from "@ant-design/maps";
import { useRef } from "react";
import { OFFLINE_MAP as MAP } from "@/components/offline-map/map-view";
import { useMapContainerStyle, useMapPlot } from "@/components/offline-map/use-map";
import type { LatLng } from "./geo-text";

export interface PuestoMapProps {
  value: LatLng | null;
  onPick: (point: LatLng) => void;
}

export default function PuestoMap({ value, onPick }: PuestoMapProps) {
  const data = value ? [{ lng: value.longitud, lat: value.latitud }] : [];
  const container = useRef<HTMLDivElement>(null);
  const { onReady } = useMapPlot(container);
  const containerStyle = useMapContainerStyle(400);
  return (
    <div data-testid="puesto-map" ref={container}>
      <DotMap
        map={MAP}
        logo={false}
        source={{ data, parser: { type: "json", x: "lng", y: "lat" } }}
        color="#f5222d"
        size={10}
        containerStyle={containerStyle}
        onReady={(plot) => {
          onReady(plot);
          plot.on("click", (e: { lngLat?: { lng: number; lat: number } }) => {
            if (e?.lngLat) onPick({ latitud: Number(e.lngLat.lat.toFixed(6)), longitud: Number(e.lngLat.lng.toFixed(6)) });
          });
        }}
      />
    </div>
  );
}
