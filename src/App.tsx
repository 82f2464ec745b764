// <Refine> wiring: providers, resource registry, routes (DESIGN §2). Nothing else lives here.
import { Authenticated, Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp } from "antd";
import { BrowserRouter, Navigate, Outlet, Route, Routes } from "react-router";
import { AppLayout, DocumentTitle } from "@/components/layout";
import { ArcSettingsPage } from "@/custom-pages/arc-settings";
import { DeleteTripPage } from "@/custom-pages/delete-trip";
import { DownloadManagerPage } from "@/custom-pages/download-manager";
import { FleetMapPage } from "@/custom-pages/fleet-map";
import { GalleryPage } from "@/custom-pages/gallery";
import { StatisticsPage } from "@/custom-pages/statistics";
import { HistoryPage } from "@/custom-pages/history";
import { TripDetailPage } from "@/custom-pages/trip-detail";
import { TripsListPage } from "@/custom-pages/trips-list";
import { LoginPage } from "@/custom-pages/login";
import { ConnectionErrorPage, NotFoundPage } from "@/custom-pages/not-found";
import { PasswordChangePage } from "@/custom-pages/password-change";
import { PlaygroundPage } from "@/custom-pages/playground";
import { antdComponentConfig, antdLocale } from "@/providers/antd-locale";
import { accessControlProvider } from "@/providers/access-control";
import { authProvider, endSessionAndReload } from "@/providers/auth-provider";
import { createDataProvider } from "@/providers/data";
import { configuredGraphqlUrls, createGraphqlClient } from "@/providers/graphql-client";
import { i18nProvider } from "@/providers/i18n-provider";
import { createLiveProvider } from "@/providers/live";
import { useToastNotificationProvider } from "@/providers/notification";
import { queryClient } from "@/providers/query-client";
import { readSession } from "@/providers/session";
import { ThemeModeProvider } from "@/providers/theme-mode";
import { resourceDefinitions } from "@/resources/definitions";
import { resourceRoutes } from "@/resources/engine";
import { paths, resources } from "@/resources/registry";

const urls = configuredGraphqlUrls();
const client = createGraphqlClient({ ...urls, getSession: readSession, onUnauthenticated: endSessionAndReload });
const dataProvider = createDataProvider(client, { apiUrl: urls.url });
const liveProvider = createLiveProvider(client, { getCompanyId: () => readSession()?.idcompany });

export function App() {
  return (
    <BrowserRouter>
      <ThemeModeProvider locale={antdLocale} {...antdComponentConfig}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            liveProvider={liveProvider}
            routerProvider={routerProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useToastNotificationProvider}
            resources={resources}
            // screens apply the spec's refetch rules themselves (spec 2 §4)
            // one query client the session code empties at logout, so no user sees the previous one's data
            options={{ liveMode: "manual", disableTelemetry: true, syncWithLocation: false, reactQuery: { clientConfig: queryClient } }}
          >
            <DocumentTitle />
            <Routes>
              {/* spec 3 §2 reading: "/" redirects to /Home; without a session that leads to /Login */}
              <Route path="/" element={<Navigate to={paths.home} replace />} />
              <Route
                element={
                  <Authenticated key="public" fallback={<Outlet />}>
                    <Navigate to={paths.home} replace />
                  </Authenticated>
                }
              >
                <Route path={paths.login} element={<LoginPage />} />
              </Route>
              <Route
                element={
                  <Authenticated key="protected" redirectOnFail={paths.login} appendCurrentPathToQuery={false}>
                    <Outlet />
                  </Authenticated>
                }
              >
                <Route path={paths.changePassword} element={<PasswordChangePage cancellable />} />
                <Route path={paths.resetPassword} element={<PasswordChangePage cancellable={false} />} />
                {/* spec 3 §2: "a test map", access not specified: protected like every screen with data */}
                <Route path={paths.playground} element={<PlaygroundPage />} />
                <Route path={paths.home} element={<AppLayout />}>
                  <Route index element={<TripsListPage />} />
                  <Route path="ctns" element={<TripsListPage variant="contenedorespendientes" />} />
                  <Route path="flota" element={<FleetMapPage />} />
                  <Route path="history" element={<HistoryPage />} />
                  <Route path="Settings-ARC" element={<ArcSettingsPage />} />
                  <Route path="Viaje/:id" element={<TripDetailPage />} />
                  <Route path="Gallery/:id" element={<GalleryPage />} />
                  <Route path="statistics" element={<StatisticsPage />} />
                  <Route path="downloadmanagment" element={<DownloadManagerPage />} />
                  <Route path="TrvlDelete" element={<DeleteTripPage />} />
                  {resourceRoutes(resourceDefinitions)}
                  <Route path="network-error" element={<ConnectionErrorPage />} />
                  <Route path="*" element={<NotFoundPage />} />
                </Route>
              </Route>
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Refine>
        </AntdApp>
      </ThemeModeProvider>
    </BrowserRouter>
  );
}
