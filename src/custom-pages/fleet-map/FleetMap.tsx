// The fleet on L7's own map (no basemap, nothing from the internet): a faint dot for every municipality of the
// catalogue as the background, and one dot per trip in its trips-list colour, clustered by L7 when zoomed out
// (a cluster takes its worst trip's colour, grows with its size and shows its count); a click on a trip
// selects it, on a cluster zooms in. Loaded only through React.lazy (the maps library's chunk).
import { DotMap } from "@ant-design/maps";
import { DotLayer, type Dot } from "@antv/l7plot";
import { useEffect, useMemo, useRef, useState } from "react";
import { OFFLINE_MAP as MAP } from "@/components/offline-map/map-view";
import type { TimerSettings } from "@/domain/timers";
import { clusterColor, type FleetPoint } from "./fleet-points";
import { fleetMapProbe, PROBE_KEY } from "./map-probe";
import { useMunicipalities, type Municipality } from "./use-municipalities";

const BACKGROUND_COLOR = "#8c8c8c";

interface Feature {
  viaje?: number;
  point_count?: number;
  coordinates?: [number, number];
}

interface ClickEvent {
  feature?: Feature;
  lngLat?: { lng: number; lat: number };
}

export interface FleetMapProps {
  points: FleetPoint[];
  /** the company's timer settings (a cluster's colour) */
  settings: TimerSettings;
  onSelect: (viaje: number) => void;
  height?: number;
}

const dotSize = (count: unknown) => {
  const n = Number(count) || 1;
  return n > 1 ? Math.min(28, 10 + Math.log2(n) * 4) : 8;
};

const isCluster = (d: Record<string, unknown>) => Number(d.point_count) > 1;

function backgroundLayer(municipalities: Municipality[]): DotLayer {
  return new DotLayer({
    name: "municipiosLayer",
    zIndex: 0,
    source: { data: municipalities.map((m) => ({ lng: m.longitud, lat: m.latitud })), parser: { type: "json", x: "lng", y: "lat" } },
    shape: "circle",
    color: BACKGROUND_COLOR,
    size: 3,
    style: { opacity: 0.6 },
  });
}

/** Binds the clicks on the plot's current layers and puts the background under them (again after an update,
 * which rebuilds the plot's own layers). */
function attach(plot: Dot, background: DotLayer | null, onClick: (e: ClickEvent) => void) {
  for (const layer of [plot.dotLayer, plot.labelLayer]) {
    if (!layer) continue;
    layer.off("click", onClick);
    layer.on("click", onClick);
  }
  if (background && !plot.getLayers().includes(background)) plot.addLayer(background);
}

export default function FleetMap({ points, settings, onSelect, height = 560 }: FleetMapProps) {
  const select = useRef(onSelect);
  select.current = onSelect;
  // read by the colour callback, so the map's options never change (a change rebuilds the plot's layers)
  const company = useRef(settings);
  company.current = settings;
  const container = useRef<HTMLDivElement>(null);
  const [plot, setPlot] = useState<Dot | null>(null);
  const background = useRef<DotLayer | null>(null);
  const municipalities = useMunicipalities();

  const onClick = useMemo(
    () => (e: ClickEvent) => {
      const f = e.feature ?? {};
      if (Number(f.point_count) > 1) {
        const at = f.coordinates ?? (e.lngLat ? [e.lngLat.lng, e.lngLat.lat] : null);
        if (at && plot) plot.scene.setZoomAndCenter(plot.scene.getZoom() + 2, at as [number, number]);
      } else if (f.viaje != null) {
        select.current(Number(f.viaje));
      }
    },
    [plot],
  );

  useEffect(() => {
    if (!plot) return;
    if (municipalities && !background.current) background.current = backgroundLayer(municipalities);
    const rebind = () => attach(plot, background.current, onClick);
    rebind();
    plot.on("update", rebind);
    return () => {
      plot.off("update", rebind);
    };
  }, [plot, municipalities, onClick]);

  useEffect(() => {
    const el = container.current as (HTMLDivElement & { [PROBE_KEY]?: unknown }) | null;
    if (!plot || !el) return;
    el[PROBE_KEY] = fleetMapProbe(plot, () => background.current);
    return () => {
      delete el[PROBE_KEY];
    };
  }, [plot]);

  const source = useMemo(
    () => ({
      data: points.map((p) => ({ viaje: p.viaje, lat: p.lat, lng: p.lng, severidad: p.severidad, color: p.color })),
      parser: { type: "json" as const, x: "lng", y: "lat" },
      cluster: true,
      clusterOptions: { radius: 40, field: "severidad", method: "max" as const },
    }),
    [points],
  );
  const options = useMemo(
    () => ({
      color: {
        field: "color*stat*point_count",
        value: (d: Record<string, unknown>) => (isCluster(d) ? clusterColor(d.stat, company.current) : String(d.color)),
      },
      size: { field: "point_count", value: (d: Record<string, unknown>) => dotSize(d.point_count) },
      style: { opacity: 1, stroke: "#ffffff", strokeWidth: 1 },
      // the plot hands `visible` to its label layer, which stays hidden without it
      visible: true,
      label: {
        field: "point_count",
        style: {
          fill: "#ffffff",
          // a cluster shows its count; a single trip no text
          fontSize: { field: "point_count", value: (d: Record<string, unknown>) => (isCluster(d) ? 11 : 0) },
          fontWeight: "bold",
          stroke: "#000000",
          strokeWidth: 1,
          textAllowOverlap: true,
        },
      },
    }),
    [],
  );
  return (
    <div data-testid="fleet-map" ref={container}>
      <DotMap
        map={MAP}
        logo={false}
        source={source}
        zIndex={1}
        {...options}
        onReady={(ready: unknown) => setPlot(ready as Dot)}
        containerStyle={{ height, width: "100%", background: "#f7f9fc" }}
      />
    </div>
  );
}
