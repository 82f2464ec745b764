// Starts the browser app in the page's #root. The React 19 patch for antd 5 must load first.
// A signed-out browser on a screen that leads to the login gets the login screen alone (src/login-app.tsx);
// the app — Refine, the data layer, the router, the shell — loads once signed in, or at once with a session
// (the login route's JavaScript). `app` is what <App> is given (e.g. the entities it serves: the product's
// registry unless told otherwise).
import "@ant-design/v5-patch-for-react-19";
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { leadsToLogin } from "@/resources/login-route";
import { readSession } from "@/providers/session";
import { paths } from "@/resources/paths";
import type { AppProps } from "./App";

export function boot(app: AppProps = {}): void {
  const element = document.getElementById("root");
  if (!element) throw new Error("#root is missing from index.html");
  const root = createRoot(element);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

  async function startApp() {
    const { App } = await import("./App");
    render(<App {...app} />);
  }

  async function startLogin() {
    if (window.location.pathname !== paths.login) window.history.replaceState(null, "", paths.login);
    const { LoginApp } = await import("./login-app");
    render(
      <LoginApp
        onSignedIn={(redirectTo) => {
          window.history.replaceState(null, "", redirectTo);
          void startApp();
        }}
      />,
    );
  }

  void (!readSession() && leadsToLogin(window.location.pathname) ? startLogin() : startApp());
}
