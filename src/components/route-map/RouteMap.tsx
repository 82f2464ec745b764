// The route map (spec 2 §2 Maps): the planned route and the traced path (all the trip's positions, sampled
// to about 25 waypoints by the server) on a PathMap, the plan's posts and the last known point on a DotMap. L7's own map (`type: 'map'`, no
// basemap) so nothing needs the internet; centre 3.713739, -73.091899 and zoom 6 by default. This module
// is only loaded lazily (its chunk carries the maps library).
import { useEffect, useState } from "react";
import { DotMap, PathMap } from "@ant-design/maps";
import { Tabs } from "antd";
import { OFFLINE_MAP as MAP } from "@/components/offline-map/map-view";
import { ROUTE_MAP_SIZE } from "@/config";
import { fetchPlannedRoute, type PlannedRoute } from "./planned-route";
import type { LatLng } from "./polyline";

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

export function RouteMap({ tripId, lastPoint, labels, height = ROUTE_MAP_SIZE.height }: RouteMapProps) {
  const [planned, setPlanned] = useState<PlannedRoute | null>(null);
  useEffect(() => {
    let live = true;
    void fetchPlannedRoute(tripId).then((route) => live && setPlanned(route));
    return () => {
      live = false;
    };
  }, [tripId]);

  const traced = planned?.traced ?? [];
  const paths = [
    ...(planned && planned.path.length > 1 ? [{ tipo: "planeada", path: planned.path.map(lngLat) }] : []),
    ...(traced.length > 1 ? [{ tipo: "recorrida", path: traced.map(lngLat) }] : []),
  ];
  const dots = [
    ...(planned?.puntos ?? []).map((p) => ({ lng: p.longitud, lat: p.latitud, tipo: p.tipo, nombre: p.nombre })),
    ...(lastPoint?.latitud != null && lastPoint.longitud != null
      ? [{ lng: lastPoint.longitud, lat: lastPoint.latitud, tipo: "ultimo", nombre: "" }]
      : []),
  ];
  const style = { height, width: "100%" };

  return (
    <Tabs
      items={[
        {
          key: "path",
          label: labels.path,
          children: (
            <div data-testid="route-path-map" data-traced-points={traced.length}>
              <PathMap
                map={MAP}
                logo={false}
                source={{ data: paths, parser: { type: "json", coordinates: "path" } }}
                color={{ field: "tipo", value: (d: Record<string, unknown>) => (d.tipo === "planeada" ? "#1677ff" : "#fa541c") }}
                size={3}
                containerStyle={style}
              />
            </div>
          ),
        },
        {
          key: "position",
          label: labels.position,
          children: (
            <div data-testid="route-dot-map">
              <DotMap
                map={MAP}
                logo={false}
                source={{ data: dots, parser: { type: "json", x: "lng", y: "lat" } }}
                color={{ field: "tipo", value: (d: Record<string, unknown>) => (d.tipo === "ultimo" ? "#f5222d" : "#1677ff") }}
                size={{ field: "tipo", value: (d: Record<string, unknown>) => (d.tipo === "ultimo" ? 12 : 6) }}
                containerStyle={style}
              />
            </div>
          ),
        },
      ]}
    />
  );
}
