// The frame of every inner screen under /Home: sidebar, header, content.
// It also starts the server clock and the 60 s time writer.
import { useCallback, useMemo, useState } from "react";
import { Outlet } from "react-router";
import { Layout } from "antd";
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_EXPANDED_WIDTH } from "@shared/config";
import { useServerTime } from "@/hooks/use-server-time";
import { useTimeWriter } from "@/hooks/use-time-writer";
import { CommandPalette } from "@/components/command-palette";
import { ShortcutsHelp } from "@/components/keyboard-shortcuts";
import { AccessGuard } from "./AccessGuard";
import { Header } from "./Header";
import { LayoutContext, type LayoutState } from "./layout-context";
import { Sidebar } from "./Sidebar";
import "./table-layers.css";

export function AppLayout() {
  const [pinned, setPinned] = useState(false);
  const [title, setTitle] = useState<HTMLDivElement | null>(null);
  const [center, setCenter] = useState<HTMLDivElement | null>(null);
  const [right, setRight] = useState<HTMLDivElement | null>(null);
  const toggleSidebar = useCallback(() => setPinned((p) => !p), []);
  const { now } = useServerTime();
  useTimeWriter(now);

  const state = useMemo<LayoutState>(
    () => ({ sidebarPinned: pinned, toggleSidebar, slots: { title, center, right } }),
    [pinned, toggleSidebar, title, center, right],
  );

  return (
    <LayoutContext.Provider value={state}>
      <Layout style={{ minHeight: "100vh" }}>
        <Sidebar pinned={pinned} />
        <Layout
          style={{
            marginLeft: pinned ? SIDEBAR_EXPANDED_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
            transition: "margin-left 0.2s",
          }}
        >
          <CommandPalette />
          <ShortcutsHelp />
          <Header onToggleSidebar={toggleSidebar} titleRef={setTitle} centerRef={setCenter} rightRef={setRight} />
          <Layout.Content style={{ padding: 16 }}>
            <AccessGuard>
              <Outlet />
            </AccessGuard>
          </Layout.Content>
        </Layout>
      </Layout>
    </LayoutContext.Provider>
  );
}
