// The login screen's body: the form, and the server's 'Demasiados intentos…' of a 429 answer on
// the card until the next try. Free of Refine: the app's /Login (LoginPage) and the screen a signed-out
// browser loads first (src/login-app.tsx) both draw it.
import { Alert } from "antd";
import { TOO_MANY_ATTEMPTS, type SignInResult } from "@/providers/sign-in";
import { AuthCard } from "./AuthCard";
import { LoginForm, type LoginValues } from "./LoginForm";

/** The text of a 429 login answer, or null. */
export function blockedMessage(result: SignInResult | undefined): string | null {
  const error = result && !result.success ? result.error : undefined;
  return error && "statusCode" in error && error.statusCode === TOO_MANY_ATTEMPTS ? error.message : null;
}

export interface LoginViewProps {
  onSubmit: (values: LoginValues) => void;
  loading: boolean;
  /** the last answer, for its 429 text */
  result: SignInResult | undefined;
}

export function LoginView({ onSubmit, loading, result }: LoginViewProps) {
  const blocked = loading ? null : blockedMessage(result);
  return (
    <AuthCard>
      {blocked && <Alert type="error" showIcon message={blocked} style={{ marginBottom: 16 }} data-testid="login-blocked" />}
      <LoginForm onSubmit={onSubmit} loading={loading} />
    </AuthCard>
  );
}
