// Progress bar, distance and the route map button: travelled / total distance in percent,
// clamped 0 to 100. Hidden by the page for the closed states 4 and 7.
import { lazy, Suspense, useState } from "react";
import { Button, Descriptions, Modal, Progress, Spin } from "antd";
import { NodeIndexOutlined } from "@ant-design/icons";
import { formatDistance } from "@shared/domain/quantity-format";
import { progressPercent, totalDistance, tripTravelled } from "@shared/domain/trip-progress";
import { ROUTE_MAP_SIZE } from "@shared/config";
import type { TripInfo, TripPlan } from "./queries";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";

const RouteMap = lazy(() => import("@/components/route-map").then((m) => ({ default: m.RouteMap })));

export interface TripProgressProps {
  trip: TripInfo;
  plan: TripPlan | null | undefined;
}

export function TripProgress({ trip, plan }: TripProgressProps) {
  const [open, setOpen] = useState(false);
  const legs = plan?.planviajedetalles ?? [];
  const total = totalDistance(legs);
  // the furthest of the reported posts and the last known position (a trip reporting only GPS moves too)
  const travelled = tripTravelled(legs, plan?.puestosreportados ?? [], trip.geolocalizacion);
  const percent = progressPercent(travelled, total);
  const g = TRIP_DETAIL_TEXTS.general;
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} data-testid="trip-progress">
        <Descriptions.Item label={g.progress}>
          <Progress percent={Math.round(percent)} size="small" style={{ minWidth: 160 }} />
        </Descriptions.Item>
        <Descriptions.Item label={g.distance}>{g.distanceValue(formatDistance(travelled), formatDistance(total))}</Descriptions.Item>
        <Descriptions.Item label={g.routeMap}>
          <Button size="small" icon={<NodeIndexOutlined />} onClick={() => setOpen(true)}>
            {g.routeMap}
          </Button>
        </Descriptions.Item>
      </Descriptions>
      <Modal open={open} title={g.routeMap} width={ROUTE_MAP_SIZE.width} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Suspense fallback={<Spin />}>
          {open && (
            <RouteMap tripId={trip.id} lastPoint={trip.geolocalizacion} height={ROUTE_MAP_SIZE.height}
              labels={{ path: g.mapPath, position: g.mapPosition }} />
          )}
        </Suspense>
      </Modal>
    </>
  );
}
