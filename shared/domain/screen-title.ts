// The browser tab's title names the screen: 'Historial · Torre de Control'. Pure: the routes and their
// titles are passed in (the side menu's entries and the pages outside it).
import { normalizePath, pathMatchesRoute } from "./route-match";

export interface TitledRoute {
  route: string;
  title: string;
  /** only the route itself, not the paths under it (the trips list at /home) */
  exact?: boolean;
}

/** The name of the screen at `pathname`: the route that matches best (exact, else the longest prefix); null when none does. */
export function screenName(pathname: string, routes: readonly TitledRoute[]): string | null {
  const matching = routes.filter((r) => (r.exact ? normalizePath(pathname) === normalizePath(r.route) : pathMatchesRoute(pathname, r.route)));
  return matching.sort((a, b) => b.route.length - a.route.length)[0]?.title ?? null;
}

/** The browser tab's title: the screen's name and the app's ('Historial · Torre de Control'); `app` alone otherwise. */
export function screenTitle(pathname: string, routes: readonly TitledRoute[], app: string): string {
  const name = screenName(pathname, routes);
  return name ? `${name} · ${app}` : app;
}
