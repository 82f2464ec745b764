// Page header: sidebar button, optional title / centre / right slots, the live feed's status,
// the user's name and company logo, and the user menu (Cambiar contraseña → /resetPass, Cerrar sesión).
import type { Ref } from "react";
import { useNavigate } from "react-router";
import { useGetIdentity, useLogout } from "@refinedev/core";
import { Avatar, Button, Dropdown, Flex, Grid, Layout, Space, Typography, theme } from "antd";
import { BgColorsOutlined, CheckOutlined, KeyOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from "@ant-design/icons";
import { useClickGuard } from "@/components/click-guard";
import { paths } from "@/resources/registry";
import { THEME_PREFERENCES, type ThemePreference } from "@shared/domain/theme-mode";
import { useThemeMode } from "@/providers/theme-mode";
import { useScreenName } from "./DocumentTitle";
import { FeedStatusIndicator } from "./FeedStatusIndicator";
import "./header.css";
import { HEADER_TEXTS } from "@shared/i18n/shell";


export interface Identity {
  id: number;
  name: string;
  logo: string | null;
}

export interface HeaderProps {
  onToggleSidebar: () => void;
  titleRef: Ref<HTMLDivElement>;
  centerRef: Ref<HTMLDivElement>;
  rightRef: Ref<HTMLDivElement>;
}

export function Header({ onToggleSidebar, titleRef, centerRef, rightRef }: HeaderProps) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const { data: identity } = useGetIdentity<Identity | null>();
  const { mutate: logout } = useLogout();
  const themeMode = useThemeMode();
  const screenName = useScreenName();
  const toggle = useClickGuard(onToggleSidebar);
  const onMenu = useClickGuard((key: string) => {
    if (key === "logout") logout();
    else if (key.startsWith("theme:")) themeMode.setPreference(key.slice("theme:".length) as ThemePreference);
    else navigate(paths.resetPassword);
  }, undefined, (key) => key);

  return (
    <Layout.Header
      style={{
        position: "sticky", top: 0, zIndex: 10, height: 56, lineHeight: "56px", paddingInline: 12,
        background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={12} style={{ height: "100%" }}>
        <Button type="text" icon={<MenuOutlined />} aria-label={HEADER_TEXTS.openSidebar} onClick={() => toggle()} />
        <div ref={titleRef} className="header-title-slot" style={{ minWidth: 0, display: "flex", alignItems: "center" }} />
        {/* every screen has a title: the one its page puts in the slot, else the menu's name of the screen */}
        {screenName ? (
          <Typography.Title level={4} className="header-title-fallback" style={{ margin: 0, minWidth: 0 }} ellipsis>
            {screenName}
          </Typography.Title>
        ) : null}
        <div ref={centerRef} style={{ flex: 1, display: "flex", justifyContent: "center", alignItems: "center" }} />
        <div ref={rightRef} style={{ display: "flex", alignItems: "center", gap: 8 }} />
        <FeedStatusIndicator />
        <Dropdown
          trigger={["click"]}
          menu={{
            items: [
              { key: "password", icon: <KeyOutlined />, label: HEADER_TEXTS.changePassword },
              {
                key: "theme", icon: <BgColorsOutlined />, label: HEADER_TEXTS.theme,
                children: THEME_PREFERENCES.map((p) => ({
                  key: `theme:${p}`, label: HEADER_TEXTS.themes[p],
                  icon: themeMode.preference === p ? <CheckOutlined /> : <span style={{ display: "inline-block", width: 14 }} />,
                  "data-testid": `theme-${p}`,
                })),
              },
              { key: "logout", icon: <LogoutOutlined />, label: HEADER_TEXTS.logout },
            ],
            onClick: ({ key }) => onMenu(key),
          }}
        >
          <Button type="text" data-testid="user-menu" aria-label={HEADER_TEXTS.userMenu} style={{ height: 48, minWidth: 0, flexShrink: 1 }}>
            <Space>
              {/* on a phone the name gives its room to the screen's title; the menu still opens from the logo */}
              {screens.sm ? <Typography.Text strong ellipsis style={{ maxWidth: screens.lg ? 360 : 180 }}>{identity?.name ?? ""}</Typography.Text> : null}
              {identity?.logo ? (
                // company logos are wide (e.g. 120×40): keep their proportions at the header's height
                <img src={identity.logo} alt="" style={{ height: 32, width: "auto", maxWidth: screens.sm ? 160 : 72, objectFit: "contain", display: "block" }} />
              ) : (
                <Avatar shape="square" icon={<UserOutlined />} />
              )}
            </Space>
          </Button>
        </Dropdown>
      </Flex>
    </Layout.Header>
  );
}
