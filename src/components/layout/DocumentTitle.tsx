// Keeps the browser tab's title on the screen shown ('Historial · Torre de Control'), so a controller with
// several tabs open tells them apart.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { screenTitle, type TitledRoute } from "@/domain/screen-title";
import { translate } from "@/providers/i18n-provider";
import { menuEntries, paths } from "@/resources/registry";

function titledRoutes(): TitledRoute[] {
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

export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = screenTitle(pathname, titledRoutes(), translate("app.title"));
  }, [pathname]);
  return null;
}
