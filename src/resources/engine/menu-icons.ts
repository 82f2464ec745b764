// The icons an entity's menu entry may name, by name (shared/entities/menu-icon-names.ts: a definition is plain
// data, so an icon is named, not imported).
// Each is imported on its own, so the bundle carries these and no others.
import type { ComponentType } from "react";
import type { MenuIconName } from "@shared/entities/menu-icon-names";
import {
  AlertOutlined, AppstoreOutlined, AuditOutlined, BookOutlined, CarOutlined, ContainerOutlined, EnvironmentOutlined, FileTextOutlined,
  FlagOutlined, NodeIndexOutlined, SafetyCertificateOutlined, ScheduleOutlined, ShopOutlined, TagsOutlined, TeamOutlined,
  ToolOutlined, UserOutlined,
} from "@ant-design/icons";

export const MENU_ICONS = {
  AlertOutlined, AppstoreOutlined, AuditOutlined, BookOutlined, CarOutlined, ContainerOutlined, EnvironmentOutlined, FileTextOutlined,
  FlagOutlined, NodeIndexOutlined, SafetyCertificateOutlined, ScheduleOutlined, ShopOutlined, TagsOutlined, TeamOutlined,
  ToolOutlined, UserOutlined,
} satisfies Record<MenuIconName, ComponentType>;

export type { MenuIconName };
