// The side-menu as data (no pages here). The custom pages list their entries below; each master's entry comes from
// its definition (`menu`), so the menu of an app is these and its entities' (src/resources/shell.ts).
import type { ComponentType } from "react";
import { createElement } from "react";
import type { ResourceProps } from "@refinedev/core";
import {
  ApiOutlined, BarChartOutlined, ContainerOutlined, ControlOutlined, DatabaseOutlined, DeleteOutlined, DesktopOutlined, DownloadOutlined,
  GlobalOutlined, HistoryOutlined, SettingOutlined, ToolOutlined,
} from "@ant-design/icons";
import type { MenuEntryRule, MenuGroupRule } from "@shared/domain/menu";
import { MENU_TEXTS } from "@shared/i18n/menu";
import { resourceItems, resourceMenuEntries, type ResourceDefinition } from "@/resources/engine";

export interface MenuGroup extends MenuGroupRule {
  /** the group's title */
  label: string;
  icon: ComponentType;
}

export interface MenuEntry extends MenuEntryRule {
  /** the entry's text */
  label: string;
  icon: ComponentType;
  /** Data resource behind the screen when it differs from `name` (Refine identifier = name). */
  resource?: string;
}

export { paths } from "./paths";

// Gestion and Configuración carry an add rule: role 3 only. Maestras: every user (no rule
// restricts it; the entries are listed "all" and the server enforces write rights).
export const menuGroups: readonly MenuGroup[] = [
  { key: "gestion", label: MENU_TEXTS.gestion, icon: ToolOutlined, rules: ["adminRole"] },
  { key: "maestras", label: MENU_TEXTS.maestras, icon: DatabaseOutlined, rules: [] },
  { key: "configuracion", label: MENU_TEXTS.configuracion, icon: SettingOutlined, rules: ["adminRole"] },
];

/** The custom pages' entries; within a group they come before the masters' (Eliminar viaje, ARC settings). */
export const pageMenuEntries: readonly MenuEntry[] = [
  { name: "viajes", route: "/home", label: MENU_TEXTS.seguimiento, icon: DesktopOutlined, rules: [] },
  { name: "flota", resource: "flotaviajes", route: "/home/flota", label: MENU_TEXTS.flota, icon: GlobalOutlined, rules: [] },
  {
    name: "contenedorespendientes", resource: "viajes", route: "/home/ctns",
    label: MENU_TEXTS.contenedores, icon: ContainerOutlined, rules: [],
  },
  { name: "historial", route: "/home/history", label: MENU_TEXTS.historial, icon: HistoryOutlined, rules: [] },
  { name: "estadisticas", route: "/home/statistics", label: MENU_TEXTS.estadisticas, icon: BarChartOutlined, rules: [] },
  // the route is one of the ordinary /Home routes and no menu group names it: every role opens it, from a
  // top-level entry after Estadisticas (only the Gestion and Configuración groups are role 3's)
  {
    name: "gestordescargas", route: "/home/downloadmanagment",
    label: MENU_TEXTS.gestorDescargas, icon: DownloadOutlined, rules: [],
  },
  {
    name: "eliminarviaje", route: "/home/TrvlDelete", group: "gestion",
    label: MENU_TEXTS.eliminarViaje, icon: DeleteOutlined, rules: ["tripDeletionAllowed"],
  },
  {
    name: "configuracionarc", route: "/home/Settings-ARC", group: "configuracion",
    label: MENU_TEXTS.configuracionArc, icon: ControlOutlined, rules: [],
  },
  {
    name: "integraciones", route: "/home/Integraciones", group: "configuracion",
    label: MENU_TEXTS.integraciones, icon: ApiOutlined, rules: [],
  },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition is typed by its own record
type AnyDefinition = ResourceDefinition<any, any>;

/** Every entry: the pages', then the masters' from their definitions (in the order given). */
export const menuEntriesOf = (definitions: readonly AnyDefinition[]): readonly MenuEntry[] => [...pageMenuEntries, ...resourceMenuEntries(definitions)];

/** Data-only resources with no menu entry: the REST API's, read and written through simple-rest (the integration screen). */
export const extraResources: ResourceProps[] = ["api-keys", "webhooks", "webhook-deliveries"].map((name) => ({
  name,
  meta: { dataProviderName: "rest", parent: "configuracion", hide: true },
}));

/** The menu in Refine's shape, with these definitions: groups are parent resources, entries their children. */
export const resourcesOf = (definitions: readonly AnyDefinition[]): ResourceProps[] => [
  ...menuGroups.map((group) => ({
    name: group.key,
    meta: { label: group.label, icon: createElement(group.icon) },
  })),
  ...pageMenuEntries.map((entry) => ({
    name: entry.resource ?? entry.name,
    identifier: entry.name,
    list: entry.route,
    meta: {
      label: entry.label,
      icon: createElement(entry.icon),
      ...(entry.group ? { parent: entry.group } : {}),
    },
  })),
  ...resourceItems(definitions),
  ...extraResources,
];
