// <Refine> wiring: providers, the shell's resources and menu (from the entities the app serves), routes. Nothing
// else lives here.
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { Authenticated, Refine, type ResourceProps } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp } from "antd";
import { BrowserRouter, Navigate, Outlet, Route, Routes } from "react-router";
import { DocumentTitle } from "@/components/layout/DocumentTitle";
import { MissingContextBoundary } from "@/components/missing-context-boundary";
import { PageLoading } from "@/components/page-loading";
import { LoginPage } from "@/custom-pages/login";
import { PasswordChangePage } from "@/custom-pages/password-change";
import { antdComponentConfig, antdLocale } from "@/providers/antd-locale";
import { createAccessControlProvider } from "@/providers/access-control";
import { authProvider, endSessionAndReload } from "@/providers/auth-provider";
import { createDataProvider } from "@/providers/data";
import { createRestDataProvider, REST_PROVIDER, restApiUrl } from "@/providers/rest";
import { configuredGraphqlUrls, createGraphqlClient, createGraphqlWsClient } from "@/providers/graphql-client";
import { i18nProvider } from "@/providers/i18n-provider";
import { createLiveProvider } from "@/providers/live";
import { createFeedStatus } from "@/providers/live/feed-status";
import { FeedStatusContext } from "@/providers/live/use-feed-status";
import { useToastNotificationProvider } from "@/providers/notification";
import { queryClient } from "@/providers/query-client";
import { readSession } from "@/providers/session";
import { RoutedThemeModeProvider } from "@/providers/routed-theme-mode";
import { paths } from "@/resources/paths";
import { EMPTY_SHELL, ShellContext, type ShellState } from "@/resources/shell-context";
import type { EntityDefinition } from "@shared/entities/types";
import type { ShellRegistry } from "./home-routes";
import type { GivenScreens } from "@/resources/entity-screens";

// the signed-in shell and the playground's map load after sign-in, not with the login screen
const HomeRoutes = lazy(() => import("./home-routes"));
// the error page's illustrations are large and rarely seen
const NotFoundPage = lazy(async () => ({ default: (await import("@/custom-pages/not-found")).NotFoundPage }));
const PlaygroundPage = lazy(async () => ({ default: (await import("@/custom-pages/playground")).PlaygroundPage }));

const urls = configuredGraphqlUrls();
const clientOptions = { ...urls, getSession: readSession, onUnauthenticated: endSessionAndReload };
const socket = createGraphqlWsClient(clientOptions);
const client = createGraphqlClient(clientOptions, socket);
const dataProvider = createDataProvider(client, { apiUrl: urls.url });
// the REST API's resources (the integration screens) use simple-rest: meta.dataProviderName "rest"
const dataProviders = { default: dataProvider, [REST_PROVIDER]: createRestDataProvider(restApiUrl((import.meta as { env?: Record<string, string | undefined> }).env?.VITE_API_URL), readSession) };
const liveProvider = createLiveProvider(client, { getCompanyId: () => readSession()?.idcompany });
// the header's 'En vivo' / 'Reconectando…' / 'Sin conexión'; back after a drop, the screens refetch
const feedStatus = createFeedStatus(socket, { onResync: () => liveProvider.resync() });

export interface AppProps {
  /**
   * the master entities the app serves: their pages, routes and menu entries (default: the product's registry,
   * loaded with the signed-in shell)
   */
  entities?: readonly EntityDefinition[];
  /**
   * the screen parts of entities kept outside entities/ (a test's entity and its screen file), by entity name: what
   * an entity folder's screen.tsx is to the registry's
   */
  screens?: GivenScreens;
}

export function App({ entities, screens }: AppProps) {
  // the shell (resources, menu, entities) arrives with the signed-in screens (home-routes.tsx), which hand it over
  // when they mount
  const [resources, setResources] = useState<ResourceProps[]>([]);
  const [shell, setShell] = useState<ShellState>(EMPTY_SHELL);
  // the access checks read the shell as it is when Refine asks
  const current = useRef<ShellState>(EMPTY_SHELL);
  const accessControlProvider = useMemo(() => createAccessControlProvider(() => current.current), []);
  const registerShell = ({ resources, menuEntries, entities }: ShellRegistry) => {
    current.current = { menuEntries, entities };
    setResources(resources);
    setShell(current.current);
  };
  const menuEntries = shell.menuEntries;
  return (
    <FeedStatusContext.Provider value={feedStatus}>
      <ShellContext.Provider value={shell}>
        <BrowserRouter>
          <RoutedThemeModeProvider locale={antdLocale} {...antdComponentConfig}>
            <AntdApp>
              <Refine
                dataProvider={dataProviders}
                liveProvider={liveProvider}
                routerProvider={routerProvider}
                authProvider={authProvider}
                accessControlProvider={accessControlProvider}
                i18nProvider={i18nProvider}
                notificationProvider={useToastNotificationProvider}
                resources={resources}
                // screens apply their own refetch rules
                // one query client the session code empties at logout, so no user sees the previous one's data;
                // no loading-overtime timer: nothing shows how long a query has been loading, and its ticks would
                // redraw every screen holding a data hook while a query loads
                options={{
                  liveMode: "manual", disableTelemetry: true, syncWithLocation: false, reactQuery: { clientConfig: queryClient },
                  overtime: { enabled: false, interval: 1000 },
                }}
              >
                <DocumentTitle menuEntries={menuEntries} />
                <MissingContextBoundary>
                  <Routes>
                    {/* "/" redirects to /Home; without a session that leads to /Login */}
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
                      {/* the test map: protected like every screen with data */}
                      <Route path={paths.playground} element={<Suspense fallback={<PageLoading />}><PlaygroundPage /></Suspense>} />
                      <Route path={`${paths.home}/*`} element={<Suspense fallback={<PageLoading />}><HomeRoutes entities={entities} screens={screens} registered={resources.length > 0} register={registerShell} /></Suspense>} />
                    </Route>
                    <Route path="*" element={<Suspense fallback={<PageLoading />}><NotFoundPage /></Suspense>} />
                  </Routes>
                </MissingContextBoundary>
              </Refine>
            </AntdApp>
          </RoutedThemeModeProvider>
        </BrowserRouter>
      </ShellContext.Provider>
    </FeedStatusContext.Provider>
  );
}
