// Mounting definitions from the registry (DESIGN §4): Refine resource items (with the provider meta) and
// react-router routes for their generated list pages.
import type { BaseRecord, ResourceProps } from "@refinedev/core";
import type { ReactElement } from "react";
import { Route } from "react-router";
import { providerMeta } from "./resource-meta";
import { ResourceListPage } from "./ResourceListPage";
import { ResourceTabsPage } from "./ResourceTabsPage";
import type { ResourceDefinition } from "./types";

/** Resource items: `list` is the page's path, `meta.parent` the menu group, `meta.label` the menu text. */
export function resourceMenuItems(definitions: readonly ResourceDefinition[]): ResourceProps[] {
  return definitions.map((d) => ({
    name: d.name,
    list: d.route,
    meta: {
      label: d.labels.plural,
      ...(d.menuGroup ? { parent: d.menuGroup } : {}),
      ...(d.icon ? { icon: d.icon } : {}),
      ...providerMeta(d),
    },
  }));
}

/**
 * A definition's route relative to the parent route it is mounted under ('/home/Rutas' under '/Home' →
 * 'Rutas'); paths match case-insensitively, but react-router wants nested paths relative.
 */
export function relativeRoute(route: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, "");
  if (base && route.toLowerCase().startsWith(`${base.toLowerCase()}/`)) return route.slice(base.length + 1);
  return route;
}

/** One route per definition, for the children of the `basePath` route (default /Home). */
export function resourceRoutes(definitions: readonly ResourceDefinition[], basePath = "/Home"): ReactElement[] {
  return definitions.map((d) => (
    <Route
      key={d.name}
      path={relativeRoute(d.route, basePath)}
      element={d.tabs?.length ? <ResourceTabsPage definition={d} /> : <ResourceListPage<BaseRecord> definition={d} />}
    />
  ));
}
