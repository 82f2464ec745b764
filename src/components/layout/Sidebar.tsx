// Side menu: 50 px collapsed, 200 px while hovered (or pinned from the header), groups
// open as an accordion on hover. Entries come from the registry, filtered by the access rules.
import { createElement, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { usePermissions } from "@refinedev/core";
import { Layout, Menu, type MenuProps } from "antd";
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_EXPANDED_WIDTH } from "@shared/config";
import { findEntryForPath, visibleMenu, type MenuPermissions } from "@shared/domain/menu";
import { menuGroups, type MenuEntry } from "@/resources/registry";
import { useShell } from "@/resources/shell-context";

type Items = NonNullable<MenuProps["items"]>;

export interface SidebarProps {
  pinned: boolean;
}

export function Sidebar({ pinned }: SidebarProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: permissions } = usePermissions<MenuPermissions | null>({});
  const { menuEntries } = useShell();
  const [hovered, setHovered] = useState(false);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const expanded = pinned || hovered;

  const menu = permissions ? visibleMenu(menuEntries, menuGroups, permissions) : { items: [], groups: [] };
  const toItem = (entry: MenuEntry) => ({ key: entry.name, icon: createElement(entry.icon), label: entry.label });
  const items: Items = [
    ...menu.items.map(toItem),
    ...menu.groups.flatMap(({ group, entries }) => {
      const def = menuGroups.find((g) => g.key === group);
      if (!def) return [];
      return [{
        key: group,
        icon: createElement(def.icon),
        label: def.label,
        children: entries.map(toItem),
        onTitleMouseEnter: () => setOpenKeys([group]),
      }];
    }),
  ];
  const selected = findEntryForPath(pathname, menuEntries)?.name;

  return (
    <Layout.Sider
      data-testid="sidebar"
      collapsible
      trigger={null}
      collapsed={!expanded}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      width={SIDEBAR_EXPANDED_WIDTH}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setOpenKeys([]);
      }}
      style={{ position: "fixed", insetBlock: 0, left: 0, zIndex: 20, overflowY: "auto", overflowX: "hidden" }}
    >
      <Menu
        theme="dark"
        mode="inline"
        inlineIndent={14}
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={expanded ? openKeys : []}
        // accordion: one group open at a time
        onOpenChange={(keys) => setOpenKeys(keys.filter((k) => !openKeys.includes(k)).slice(-1))}
        onClick={({ key }) => {
          const entry = menuEntries.find((e) => e.name === key);
          if (entry) navigate(entry.route);
        }}
      />
    </Layout.Sider>
  );
}
