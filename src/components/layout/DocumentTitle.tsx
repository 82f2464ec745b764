// Keeps the browser tab's title on the screen shown ('Historial · Torre de Control'), so a controller with
// several tabs open tells them apart.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { screenName, screenTitle, type TitledRoute } from "@shared/domain/screen-title";
import { paths } from "@/resources/paths";
import type { MenuEntry } from "@/resources/registry";
import { useShell } from "@/resources/shell-context";
import { APP_TEXTS, PAGE_TITLES } from "@shared/i18n/shell";

function titledRoutes(menuEntries: readonly MenuEntry[]): TitledRoute[] {
  return [
    ...menuEntries.map((e) => ({ route: e.route, title: e.label, exact: e.route.toLowerCase() === "/home" })),
    { route: paths.login, title: PAGE_TITLES.login },
    { route: paths.changePassword, title: PAGE_TITLES.changePassword },
    { route: paths.resetPassword, title: PAGE_TITLES.changePassword },
    { route: paths.playground, title: PAGE_TITLES.playground },
    { route: `${paths.home}/Viaje`, title: PAGE_TITLES.trip },
    { route: `${paths.home}/Gallery`, title: PAGE_TITLES.gallery },
  ];
}

/** `menuEntries`: the signed-in shell's menu, once it has loaded (none on the login screen) */
export function DocumentTitle({ menuEntries = [] }: { menuEntries?: readonly MenuEntry[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = screenTitle(pathname, titledRoutes(menuEntries), APP_TEXTS.title);
  }, [pathname, menuEntries]);
  return null;
}

/** The name of the screen shown, from the side menu's entries (the shell's) and the pages outside it (null for none). */
export function useScreenName(): string | null {
  const { pathname } = useLocation();
  const { menuEntries } = useShell();
  return screenName(pathname, titledRoutes(menuEntries));
}
