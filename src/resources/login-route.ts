// Which addresses a signed-out browser is sent from to the login screen: the root, the login itself and every
// screen behind it (the app's routes: /Home and all under it, the password screens, the playground). Any other
// address is the app's "Página no encontrada", shown signed out too. Paths match case-insensitively.
import { paths } from "@/resources/paths";
import { pathMatchesRoute } from "@shared/domain/route-match";

const BEHIND_LOGIN = [paths.login, paths.home, paths.changePassword, paths.resetPassword, paths.playground];

export function leadsToLogin(pathname: string): boolean {
  if (pathname.replace(/\/+$/, "") === "") return true;
  return BEHIND_LOGIN.some((route) => pathMatchesRoute(pathname, route));
}
