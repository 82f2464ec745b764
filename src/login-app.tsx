// The login screen as a signed-out browser first loads it: antd and the form, without Refine, the data layer
// and the router (the login route's JavaScript). The screen is the app's own (LoginView); a
// failure toasts for 1.5 s as the app's notification provider does (key 'login-error'). Once signed in, the
// caller loads the app at the address the login leads to.
import { useState, type ReactNode } from "react";
import { message as antdMessage, theme } from "antd";
import { TOAST_SHORT_MS } from "@shared/config";
import { LoginView } from "@/custom-pages/login/LoginView";
import type { LoginValues } from "@/custom-pages/login/LoginForm";
import { screenTitle } from "@shared/domain/screen-title";
import { antdComponentConfig, antdLocale } from "@/providers/antd-locale";
import { signIn, type SignInResult } from "@/providers/sign-in";
import { ThemeModeProvider } from "@/providers/theme-mode";
import { paths } from "@/resources/paths";
import { APP_TEXTS, PAGE_TITLES } from "@shared/i18n/shell";

/** The page's font and colour, as antd's <App> gives the signed-in app. */
function PageText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ fontFamily: token.fontFamily, color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{children}</div>;
}

function LoginScreen({ onSignedIn }: { onSignedIn: (redirectTo: string) => void }) {
  // antd's message hook alone: its <App> would bring modals and notifications along (12 KB compressed)
  const [message, holder] = antdMessage.useMessage();
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<SignInResult>();
  const submit = async (values: LoginValues) => {
    setLoading(true);
    const answer = await signIn(values);
    setResult(answer);
    setLoading(false);
    if (answer.success) onSignedIn(answer.redirectTo ?? paths.home);
    else if (answer.error) message.open({ key: "login-error", type: "error", content: answer.error.name, duration: TOAST_SHORT_MS / 1000 });
  };
  return (
    <>
      {holder}
      <LoginView onSubmit={(values) => void submit(values)} loading={loading} result={result} />
    </>
  );
}

export function LoginApp({ onSignedIn }: { onSignedIn: (redirectTo: string) => void }) {
  document.body.style.margin = "0";
  document.title = screenTitle(paths.login, [{ route: paths.login, title: PAGE_TITLES.login }], APP_TEXTS.title);
  return (
    <ThemeModeProvider locale={antdLocale} {...antdComponentConfig}>
      <PageText>
        <LoginScreen onSignedIn={onSignedIn} />
      </PageText>
    </ThemeModeProvider>
  );
}
