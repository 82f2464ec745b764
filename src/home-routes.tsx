// The signed-in application under /Home: the layout (menu, header) and its screens. App.tsx loads this
// module only once a protected route opens, so the login screen does not download the Refine shell;
// each screen other than the trips list (the first one shown after sign-in) is its own chunk.
import { Suspense, useEffect, type ReactNode } from "react";
import type { ResourceProps } from "@refinedev/core";
import { Route, Routes } from "react-router";
import { AppLayout } from "@/components/layout";
import { lazyNamed as lazyPage } from "@/components/lazy-named";
import { PageLoading } from "@/components/page-loading";
import { TripsListPage } from "@/custom-pages/trips-list";
import { resourceRoutes } from "@/resources/engine";
import type { MenuEntry } from "@/resources/registry";
import { shellOf } from "@/resources/shell";
import { entities as registry } from "@entities";
import type { EntityDefinition } from "@shared/entities/types";
import type { GivenScreens } from "@/resources/entity-screens";

const ArcSettingsPage = lazyPage(() => import("@/custom-pages/arc-settings"), (m) => m.ArcSettingsPage);
const DeleteTripPage = lazyPage(() => import("@/custom-pages/delete-trip"), (m) => m.DeleteTripPage);
const DownloadManagerPage = lazyPage(() => import("@/custom-pages/download-manager"), (m) => m.DownloadManagerPage);
const FleetMapPage = lazyPage(() => import("@/custom-pages/fleet-map"), (m) => m.FleetMapPage);
const GalleryPage = lazyPage(() => import("@/custom-pages/gallery"), (m) => m.GalleryPage);
const IntegrationsPage = lazyPage(() => import("@/custom-pages/integrations"), (m) => m.IntegrationsPage);
const HistoryPage = lazyPage(() => import("@/custom-pages/history"), (m) => m.HistoryPage);
const StatisticsPage = lazyPage(() => import("@/custom-pages/statistics"), (m) => m.StatisticsPage);
const TripDetailPage = lazyPage(() => import("@/custom-pages/trip-detail"), (m) => m.TripDetailPage);
// the error pages (antd's Result and its pictures) load when one is shown
const ConnectionErrorPage = lazyPage(() => import("@/custom-pages/not-found"), (m) => m.ConnectionErrorPage);
const NotFoundPage = lazyPage(() => import("@/custom-pages/not-found"), (m) => m.NotFoundPage);

const suspended = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

export interface ShellRegistry {
  resources: ResourceProps[];
  menuEntries: readonly MenuEntry[];
  entities: readonly EntityDefinition[];
}

export interface HomeRoutesProps {
  /** the master entities the app serves (default: the product's registry) */
  entities?: readonly EntityDefinition[];
  /** the screen parts of entities kept outside entities/ (a test's), by entity name */
  screens?: GivenScreens;
  /** whether <Refine> already holds the shell's resources */
  registered: boolean;
  register: (registry: ShellRegistry) => void;
}

export default function HomeRoutes({ entities = registry, screens, registered, register }: HomeRoutesProps) {
  const shell = shellOf(entities, screens);
  useEffect(() => {
    if (!registered) register({ resources: shell.resources, menuEntries: shell.menuEntries, entities: shell.entities });
  }, [registered, register, shell]);
  // the screens read Refine's resources (menu, access, breadcrumbs): they wait the one render it takes
  if (!registered) return <PageLoading />;
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<TripsListPage />} />
        <Route path="ctns" element={<TripsListPage variant="contenedorespendientes" />} />
        <Route path="flota" element={suspended(<FleetMapPage />)} />
        <Route path="history" element={suspended(<HistoryPage />)} />
        <Route path="Settings-ARC" element={suspended(<ArcSettingsPage />)} />
        <Route path="Integraciones" element={suspended(<IntegrationsPage />)} />
        <Route path="Viaje/:id" element={suspended(<TripDetailPage />)} />
        <Route path="Gallery/:id" element={suspended(<GalleryPage />)} />
        <Route path="statistics" element={suspended(<StatisticsPage />)} />
        <Route path="downloadmanagment" element={suspended(<DownloadManagerPage />)} />
        <Route path="TrvlDelete" element={suspended(<DeleteTripPage />)} />
        {resourceRoutes(shell.definitions)}
        <Route path="network-error" element={suspended(<ConnectionErrorPage />)} />
        <Route path="*" element={suspended(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
