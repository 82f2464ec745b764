// The app's theme provider: the signed-in user is read again on every navigation, so a login switches to that
// user's theme choice. Apart from theme-mode.tsx so that the login screen loads without the router.
import { useLocation } from "react-router";
import { ThemeModeProvider, type ThemeModeProps } from "./theme-mode";

export function RoutedThemeModeProvider(props: ThemeModeProps) {
  useLocation();
  return <ThemeModeProvider {...props} />;
}
