// The browser tab's title names the screen: 'Historial · Torre de Control'. Pure: the routes and their
// titles are passed in (the side menu's entries and the pages outside it).
import { normalizePath, pathMatchesRoute } from "./route-match";

export interface TitledRoute {
  route: string;
  title: string;
  /** only the route itself, not the paths under it (the trips list at /home) */
  exact?: boolean;
}

/** The title of the route that matches `pathname` best (exact, else the longest prefix); `app` alone otherwise. */
export function screenTitle(pathname: string, routes: readonly TitledRoute[], app: string): string {
  const matching = routes.filter((r) => (r.exact ? normalizePath(pathname) === normalizePath(r.route) : pathMatchesRoute(pathname, r.route)));
  const best = matching.sort((a, b) => b.route.length - a.route.length)[0];
  return best ? `${best.title} · ${app}` : app;
}
