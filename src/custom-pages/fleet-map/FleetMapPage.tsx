// Flota en vivo (/home/flota): every open trip of the company at its last known point, coloured by
// its most urgent trips-list timer, with the map's filters; it follows the live feed without a reload. The map chunk loads lazily;
// the list beside it shows the same points, and a row picked there flies the map to its trip. The
// legend under the map explains the colours.
import { Alert, Col, Row, Space, Spin, Typography } from "antd";
import { lazy, Suspense, useMemo, useState } from "react";
import { PageHeader } from "@/components/layout";
import { useMinuteTicker } from "@/components/trip-timers/MinuteClock";
import { FleetFilters } from "./FleetFilters";
import { FleetTable } from "./FleetTable";
import { FleetLegend } from "./FleetLegend";
import type { FleetFocus } from "./FleetMap";
import { fleetPoints, fleetSettings } from "./fleet-points";
import { PointCard } from "./PointCard";
import { useFleet, type FleetFilterValues } from "./use-fleet";
import { FLEET_LIST_TEXTS, FLEET_TITLE } from "@shared/i18n/fleet";

const FleetMap = lazy(() => import("./FleetMap"));

export function FleetMapPage() {
  const [filters, setFilters] = useState<FleetFilterValues>({});
  const [selected, setSelected] = useState<number | null>(null);
  const [focus, setFocus] = useState<FleetFocus | null>(null);
  const { trips, loading } = useFleet(filters);
  const now = useMinuteTicker();
  const points = useMemo(() => fleetPoints(trips, now), [trips, now]);
  const settings = useMemo(() => fleetSettings(trips), [trips]);
  const point = points.find((p) => p.viaje === selected) ?? null;
  // a row of the list selects its trip and flies the map to it (a new object each time: flies again)
  const pickFromList = (viaje: number) => {
    setSelected(viaje);
    const picked = points.find((p) => p.viaje === viaje);
    if (picked) setFocus({ viaje, lng: picked.lng, lat: picked.lat });
  };

  return (
    <div>
      <PageHeader title={FLEET_TITLE} />
      <Space style={{ width: "100%", justifyContent: "space-between", marginBottom: 8 }} wrap>
        <Space align="baseline" wrap>
          <Typography.Text type="secondary" data-testid="fleet-total">{`Viajes en el mapa: ${points.length}`}</Typography.Text>
          {loading ? <Spin size="small" /> : null}
        </Space>
        <FleetFilters value={filters} onChange={setFilters} />
      </Space>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Suspense fallback={<Spin />}>
            <FleetMap points={points} settings={settings} onSelect={setSelected} focus={focus} />
          </Suspense>
          <FleetLegend settings={settings} />
        </Col>
        <Col xs={24} xl={10}>
          <Space direction="vertical" style={{ width: "100%" }}>
            {point ? <PointCard point={point} onClose={() => setSelected(null)} /> : (
              <Alert type="info" showIcon message={FLEET_LIST_TEXTS.choose} />
            )}
            <FleetTable points={points} selected={selected} onSelect={pickFromList} />
          </Space>
        </Col>
      </Row>
    </div>
  );
}
