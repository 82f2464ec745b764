// /playGround (a top-level route, "a test map"; who may open it is not given, so it is protected): the offline
// map at its default view, with the view it shows written under it. The map's chunk loads lazily.
import { Link } from "react-router";
import { Space, Spin, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { MAP_CENTER } from "@shared/config";
import { viewText, type MapView } from "@/components/offline-map";
import { paths } from "@/resources/registry";
import { ERROR_PAGE_TEXTS, PAGE_TITLES } from "@shared/i18n/shell";

const OfflineMap = lazy(() => import("@/components/offline-map/OfflineMap"));

const CENTER_POINT = [{ latitud: MAP_CENTER.latitud, longitud: MAP_CENTER.longitud }];

export function PlaygroundPage() {
  const [view, setView] = useState<MapView | null>(null);
  return (
    <div style={{ padding: 16 }}>
      <Space style={{ width: "100%", justifyContent: "space-between", marginBottom: 8 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>{PAGE_TITLES.playground}</Typography.Title>
        <Link to={paths.home}>{ERROR_PAGE_TEXTS.home}</Link>
      </Space>
      <div data-testid="playground-map">
        <Suspense fallback={<Spin />}>
          <OfflineMap points={CENTER_POINT} height="calc(100vh - 120px)" onViewChange={setView} />
        </Suspense>
      </div>
      <Typography.Text type="secondary" data-testid="playground-view">{view ? viewText(view) : ""}</Typography.Text>
    </div>
  );
}
