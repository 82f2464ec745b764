// Whether an address lies under a route (paths are case-insensitive). Pure, and with no imports: the
// login screen's code uses it (src/resources/login-route.ts, shared/domain/screen-title.ts), and the menu's rules would
// bring every entity definition into it (docs/adr/0032-bundles-per-route.md).

/** A path compared as the routes are: lower case, no trailing slash ("/" for the root). */
export const normalizePath = (path: string) => path.toLowerCase().replace(/\/+$/, "") || "/";

/** Whether `pathname` is the route or lies under it; paths are case-insensitive. */
export function pathMatchesRoute(pathname: string, route: string): boolean {
  const path = normalizePath(pathname);
  const base = normalizePath(route);
  return path === base || path.startsWith(`${base}/`);
}
