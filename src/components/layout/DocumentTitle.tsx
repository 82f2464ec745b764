// Keeps the browser tab's title on the screen shown ('Historial · Torre de Control'), so a controller with
// several tabs open tells them apart.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { screenName, screenTitle, type TitledRoute } from "@shared/domain/screen-title";
import { translate } from "@/providers/i18n-provider";
import { paths } from "@/resources/paths";
import type { MenuEntry } from "@/resources/registry";
import { useShell } from "@/resources/shell-context";

function titledRoutes(menuEntries: readonly MenuEntry[]): TitledRoute[] {
  return [
    ...menuEntries.map((e) => ({ route: e.route, title: translate(e.label), exact: e.route.toLowerCase() === "/home" })),
    { route: paths.login, title: translate("titles.login") },
    { route: paths.changePassword, title: translate("titles.changePassword") },
    { route: paths.resetPassword, title: translate("titles.changePassword") },
    { route: paths.playground, title: translate("playground.title") },
    { route: `${paths.home}/Viaje`, title: translate("titles.trip") },
    { route: `${paths.home}/Gallery`, title: translate("titles.gallery") },
  ];
}

/** `menuEntries`: the signed-in shell's menu, once it has loaded (none on the login screen) */
export function DocumentTitle({ menuEntries = [] }: { menuEntries?: readonly MenuEntry[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = screenTitle(pathname, titledRoutes(menuEntries), translate("app.title"));
  }, [pathname, menuEntries]);
  return null;
}

/** The name of the screen shown, from the side menu's entries (the shell's) and the pages outside it (null for none). */
export function useScreenName(): string | null {
  const { pathname } = useLocation();
  const { menuEntries } = useShell();
  return screenName(pathname, titledRoutes(menuEntries));
}
