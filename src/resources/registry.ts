// The resource registry: the side-menu entries of spec 1 §2.2 / spec 3 §2 as data (no pages here).
// A new master adds its definition file and, when it has a menu entry, one line below.
import type { ComponentType } from "react";
import { createElement } from "react";
import type { ResourceProps } from "@refinedev/core";
import {
  AlertOutlined, BarChartOutlined, ContainerOutlined, ControlOutlined, DatabaseOutlined,
  DeleteOutlined, DesktopOutlined, EnvironmentOutlined, GlobalOutlined, HistoryOutlined, NodeIndexOutlined,
  AuditOutlined, ScheduleOutlined, SettingOutlined, TeamOutlined, ToolOutlined, UserOutlined,
} from "@ant-design/icons";
import type { MenuEntryRule, MenuGroupRule } from "@/domain/menu";
import { translate } from "@/providers/i18n-provider";

export interface MenuGroup extends MenuGroupRule {
  /** i18n key of the group title. */
  label: string;
  icon: ComponentType;
}

export interface MenuEntry extends MenuEntryRule {
  /** i18n key of the entry text. */
  label: string;
  icon: ComponentType;
  /** Data resource behind the screen when it differs from `name` (Refine identifier = name). */
  resource?: string;
}

/** Top-level routes (spec 1 §2.1, spec 3 §2). Paths match case-insensitively. */
export const paths = {
  login: "/Login",
  changePassword: "/changePassword",
  resetPassword: "/resetPass",
  home: "/Home",
  networkError: "/Home/network-error",
  playground: "/playGround",
} as const;

// Gestion and Configuración carry an add rule: role 3 only. Maestras: every user (spec 1 §2.2
// leaves it open; the entries are listed "all" and the server enforces write rights, DESIGN §3).
export const menuGroups: readonly MenuGroup[] = [
  { key: "gestion", label: "menu.gestion", icon: ToolOutlined, rules: ["adminRole"] },
  { key: "maestras", label: "menu.maestras", icon: DatabaseOutlined, rules: [] },
  { key: "configuracion", label: "menu.configuracion", icon: SettingOutlined, rules: ["adminRole"] },
];

export const menuEntries: readonly MenuEntry[] = [
  { name: "viajes", route: "/home", label: "menu.seguimiento", icon: DesktopOutlined, rules: [] },
  { name: "flota", resource: "flotaviajes", route: "/home/flota", label: "menu.flota", icon: GlobalOutlined, rules: [] },
  {
    name: "contenedorespendientes", resource: "viajes", route: "/home/ctns",
    label: "menu.contenedores", icon: ContainerOutlined, rules: [],
  },
  { name: "historial", route: "/home/history", label: "menu.historial", icon: HistoryOutlined, rules: [] },
  { name: "estadisticas", route: "/home/statistics", label: "menu.estadisticas", icon: BarChartOutlined, rules: [] },
  {
    name: "eliminarviaje", route: "/home/TrvlDelete", group: "gestion",
    label: "menu.eliminarViaje", icon: DeleteOutlined, rules: ["tripDeletionAllowed"],
  },
  { name: "clientes", route: "/home/Client", group: "gestion", label: "menu.clientes", icon: TeamOutlined, rules: [] },
  {
    name: "puestoscontrol", route: "/home/PuestoControl", group: "maestras",
    label: "menu.puestosControl", icon: EnvironmentOutlined, rules: [],
  },
  {
    name: "planesviaje", route: "/home/PlanViaje", group: "maestras",
    label: "menu.planViajes", icon: ScheduleOutlined, rules: [],
  },
  { name: "rutas", route: "/home/Rutas", group: "maestras", label: "menu.rutas", icon: NodeIndexOutlined, rules: [] },
  { name: "usuarios", route: "/home/Usuarios", group: "maestras", label: "menu.usuarios", icon: UserOutlined, rules: [] },
  { name: "eventos", route: "/home/Eventos", group: "maestras", label: "menu.eventos", icon: AlertOutlined, rules: [] },
  // the container list has a path of its own (docs/decisions.md): spec 3 puts it on /home/ctns too
  {
    name: "contenedores", route: "/home/contenedores-lista", group: "maestras",
    label: "menu.listaContenedores", icon: ContainerOutlined, rules: [],
  },
  {
    name: "configuracionarc", route: "/home/Settings-ARC", group: "configuracion",
    label: "menu.configuracionArc", icon: ControlOutlined, rules: [],
  },
  { name: "auditoria", route: "/home/Auditoria", group: "configuracion", label: "menu.auditoria", icon: AuditOutlined, rules: [] },
];

/** Data-only resources with no menu entry (other screens add theirs here). */
export const extraResources: ResourceProps[] = [];

/** The registry in Refine's shape: groups are parent resources, entries their children. */
export const resources: ResourceProps[] = [
  ...menuGroups.map((group) => ({
    name: group.key,
    meta: { label: translate(group.label), icon: createElement(group.icon) },
  })),
  ...menuEntries.map((entry) => ({
    name: entry.resource ?? entry.name,
    identifier: entry.name,
    list: entry.route,
    meta: {
      label: translate(entry.label),
      icon: createElement(entry.icon),
      ...(entry.group ? { parent: entry.group } : {}),
    },
  })),
  ...extraResources,
];
