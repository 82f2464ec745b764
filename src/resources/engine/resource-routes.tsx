// Mounting definitions from the registry: their side-menu entries, Refine resource items (with the
// provider meta) and react-router routes for their generated list pages.
import type { BaseRecord, ResourceProps } from "@refinedev/core";
import { createElement, Suspense, type ComponentType, type ReactElement } from "react";
import { Route } from "react-router";
import { lazyNamed } from "@/components/lazy-named";
import { PageLoading } from "@/components/page-loading";
import type { MenuEntryRule } from "@shared/domain/menu";
import { providerMeta } from "./resource-meta";
import type { ResourceDefinition } from "./types";

// the generated pages (list, record modal, forms) load with the first master opened, not with the menu
const ResourceListPage = lazyNamed(() => import("./ResourceListPage"), (m) => m.ResourceListPage);
const ResourceTabsPage = lazyNamed(() => import("./ResourceTabsPage"), (m) => m.ResourceTabsPage);

/** A side-menu entry as the registry keeps it: Refine identifier, path, group, i18n key or text, icon, rules. */
export interface ResourceMenuEntry extends MenuEntryRule {
  label: string;
  icon: ComponentType;
}

/** The menu entries of the definitions that declare one, in the definitions' order. */
export function resourceMenuEntries(definitions: readonly ResourceDefinition[]): ResourceMenuEntry[] {
  return definitions.flatMap((d) =>
    d.menu
      ? [{
          name: d.name,
          route: d.route,
          label: d.menu.label ?? d.labels.title,
          icon: d.menu.icon,
          rules: d.menu.rules ?? [],
          ...(d.menu.group ? { group: d.menu.group } : {}),
        }]
      : [],
  );
}

/**
 * Refine resource items, one per definition: `list` is the page's path, `meta` the menu text, icon and group
 * (when it has an entry) and the provider meta (operations and fields).
 */
export function resourceItems(definitions: readonly ResourceDefinition[]): ResourceProps[] {
  return definitions.map((d) => ({
    name: d.name,
    list: d.route,
    meta: {
      label: d.menu?.label ?? d.labels.title,
      ...(d.menu ? { icon: createElement(d.menu.icon) } : {}),
      ...(d.menu?.group ? { parent: d.menu.group } : {}),
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

/**
 * One route per definition, for the children of the `basePath` route (default /Home). Each page is keyed by
 * its resource: going from one list to another (e.g. Rutas → Eventos in the menu) mounts a new page instead
 * of handing the first one's state (filters shown, selection, kept state) to the second.
 */
export function resourceRoutes(definitions: readonly ResourceDefinition[], basePath = "/Home"): ReactElement[] {
  return definitions.map((d) => (
    <Route
      key={d.name}
      path={relativeRoute(d.route, basePath)}
      element={
        <Suspense key={d.name} fallback={<PageLoading />}>
          {d.tabs?.length ? <ResourceTabsPage definition={d} /> : <ResourceListPage definition={d as ResourceDefinition<BaseRecord>} />}
        </Suspense>
      }
    />
  ));
}
