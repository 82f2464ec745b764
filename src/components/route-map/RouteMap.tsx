// The route map: the planned route and the traced path (all the trip's positions, sampled
// to about 25 waypoints by the server) on a PathMap, the plan's posts and the last known point on a DotMap. L7's
// own map (`type: 'map'`) over the offline basemap (or the configured tiles), so nothing needs the
// internet; it starts at centre 3.713739, -73.091899, zoom 6 and fits the view to the route (plan, traced path
// and last point) once they are known. This module is only loaded lazily (its chunk carries the maps library).
import { useEffect, useMemo, useRef, useState } from "react";
import { DotMap, PathMap } from "@ant-design/maps";
import { Tabs } from "antd";
import { OFFLINE_MAP as MAP } from "@/components/offline-map/map-view";
import { fitTo, useMapContainerStyle, useMapPlot } from "@/components/offline-map/use-map";
import type { PlotLike } from "@/components/offline-map/basemap";
import type { LngLat } from "@/components/offline-map/bounds";
import { ROUTE_MAP_SIZE } from "@shared/config";
import { fetchPlannedRoute, type PlannedRoute } from "./planned-route";
import type { LatLng } from "@shared/domain/polyline";

export interface RouteMapLabels {
  path: string;
  position: string;
}

export interface RouteMapProps {
  tripId: number;
  lastPoint: { latitud?: number | null; longitud?: number | null } | null | undefined;
  labels: RouteMapLabels;
  height?: number;
}

const lngLat = (p: LatLng): [number, number] => [p.longitud, p.latitud];

const PLANNED_COLOR = "#1677ff";
const TRACED_COLOR = "#fa541c";
const LAST_COLOR = "#f5222d";

/** The options of the two maps, fixed (a changed option rebuilds a plot's layers). The plan is drawn wider,
 * under the traced path, so both show where the truck kept to the plan. */
const PATH_OPTIONS = {
  color: { field: "tipo", value: (d: Record<string, unknown>) => (d.tipo === "planeada" ? PLANNED_COLOR : TRACED_COLOR) },
  size: { field: "tipo", value: (d: Record<string, unknown>) => (d.tipo === "planeada" ? 7 : 3) },
  zIndex: 1,
};
const DOT_OPTIONS = {
  color: { field: "tipo", value: (d: Record<string, unknown>) => (d.tipo === "ultimo" ? LAST_COLOR : PLANNED_COLOR) },
  size: { field: "tipo", value: (d: Record<string, unknown>) => (d.tipo === "ultimo" ? 12 : 6) },
  style: { stroke: "#ffffff", strokeWidth: 1 },
  zIndex: 1,
};

/** One map of the route: fits its view to `fit` once the plot is ready and whenever the points change. */
function FittedMap({ testId, fit, traced, children }: {
  testId: string;
  fit: LngLat[];
  traced?: number;
  children: (onReady: (ready: unknown) => void) => React.ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { plot, onReady } = useMapPlot<PlotLike>(container);
  const key = JSON.stringify(fit);
  useEffect(() => {
    if (plot) fitTo(plot.scene, JSON.parse(key) as LngLat[]);
  }, [plot, key]);
  return (
    <div data-testid={testId} data-traced-points={traced} ref={container}>
      {children(onReady)}
    </div>
  );
}

export function RouteMap({ tripId, lastPoint, labels, height = ROUTE_MAP_SIZE.height }: RouteMapProps) {
  const [planned, setPlanned] = useState<PlannedRoute | null>(null);
  useEffect(() => {
    let live = true;
    void fetchPlannedRoute(tripId).then((route) => live && setPlanned(route));
    return () => {
      live = false;
    };
  }, [tripId]);

  const traced = useMemo(() => planned?.traced ?? [], [planned]);
  const lastLat = lastPoint?.latitud;
  const lastLng = lastPoint?.longitud;
  const paths = useMemo(
    () => [
      ...(planned && planned.path.length > 1 ? [{ tipo: "planeada", path: planned.path.map(lngLat) }] : []),
      ...(traced.length > 1 ? [{ tipo: "recorrida", path: traced.map(lngLat) }] : []),
    ],
    [planned, traced],
  );
  const dots = useMemo(
    () => [
      ...(planned?.puntos ?? []).map((p) => ({ lng: p.longitud, lat: p.latitud, tipo: p.tipo, nombre: p.nombre })),
      ...(lastLat != null && lastLng != null ? [{ lng: lastLng, lat: lastLat, tipo: "ultimo", nombre: "" }] : []),
    ],
    [planned, lastLat, lastLng],
  );
  // the view holds the plan, the traced path and the last point, on both tabs
  const fit = useMemo<LngLat[]>(
    () => [...paths.flatMap((p) => p.path), ...dots.map((d) => [d.lng, d.lat] as LngLat)],
    [paths, dots],
  );
  const pathSource = useMemo(() => ({ data: paths, parser: { type: "json" as const, coordinates: "path" } }), [paths]);
  const dotSource = useMemo(() => ({ data: dots, parser: { type: "json" as const, x: "lng", y: "lat" } }), [dots]);
  const style = useMapContainerStyle(height);

  return (
    <Tabs
      items={[
        {
          key: "path",
          label: labels.path,
          children: (
            <FittedMap testId="route-path-map" fit={fit} traced={traced.length}>
              {(onReady) => <PathMap map={MAP} logo={false} source={pathSource} {...PATH_OPTIONS} containerStyle={style} onReady={onReady} />}
            </FittedMap>
          ),
        },
        {
          key: "position",
          label: labels.position,
          children: (
            <FittedMap testId="route-dot-map" fit={fit}>
              {(onReady) => <DotMap map={MAP} logo={false} source={dotSource} {...DOT_OPTIONS} containerStyle={style} onReady={onReady} />}
            </FittedMap>
          ),
        },
      ]}
    />
  );
}
