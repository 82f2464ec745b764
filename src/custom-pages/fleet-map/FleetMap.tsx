// The fleet on L7's own map over the offline basemap (or the configured tiles; nothing from the internet
// without them): a faint dot for every municipality of the catalogue, and one dot per trip in its
// trips-list colour, clustered by L7 when zoomed out (a cluster takes its worst trip's colour, grows with its
// size and shows its count); a click on a trip selects it, on a cluster zooms in. The view fits every trip
// once they are first drawn, and flies to a trip picked in the list (`focus`). Loaded only through
// React.lazy (the maps library's chunk).
import { DotMap } from "@ant-design/maps";
import { DotLayer, type Dot } from "@antv/l7plot";
import { useEffect, useMemo, useRef } from "react";
import { OFFLINE_MAP as MAP } from "@/components/offline-map/map-view";
import { fitTo, useMapContainerStyle, useMapPlot } from "@/components/offline-map/use-map";
import type { TimerSettings } from "@shared/domain/timers";
import { clusterColor, FOCUS_ZOOM, type FleetPoint } from "./fleet-points";
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
  /** a trip to fly to (picked in the list); a new object flies again */
  focus?: FleetFocus | null;
  height?: number;
}

export interface FleetFocus {
  viaje: number;
  lng: number;
  lat: number;
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

export default function FleetMap({ points, settings, onSelect, focus = null, height = 560 }: FleetMapProps) {
  const select = useRef(onSelect);
  select.current = onSelect;
  // read by the colour callback, so the map's options never change (a change rebuilds the plot's layers)
  const company = useRef(settings);
  company.current = settings;
  const container = useRef<HTMLDivElement>(null);
  const { plot, onReady } = useMapPlot<Dot>(container);
  const containerStyle = useMapContainerStyle(height);
  const fitted = useRef(false);
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

  // every trip in view once they are first drawn (later data — live moves, filters — keeps the user's view)
  useEffect(() => {
    if (!plot || fitted.current || points.length === 0) return;
    fitted.current = fitTo(plot.scene, points.map((p) => [p.lng, p.lat]));
  }, [plot, points]);

  useEffect(() => {
    if (!plot || !focus) return;
    plot.scene.setZoomAndCenter(Math.max(plot.scene.getZoom(), FOCUS_ZOOM), [focus.lng, focus.lat]);
  }, [plot, focus]);

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
        onReady={onReady}
        containerStyle={containerStyle}
      />
    </div>
  );
}
