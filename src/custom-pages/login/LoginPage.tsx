// /Login (spec 1 §2.4, §4.1): a 409 answer leads to /changePassword, a failure shows
// 'No se pudo autenticar' for 1.5 s (authProvider + notification provider). Too many failed attempts
// (429, issue 9 §3) also leave the server's 'Demasiados intentos…' on the card until the next try.
import { useLogin, type AuthActionResponse } from "@refinedev/core";
import { Alert } from "antd";
import { TOO_MANY_ATTEMPTS } from "@/providers/auth-provider";
import { AuthCard } from "./AuthCard";
import { LoginForm, type LoginValues } from "./LoginForm";

/** The text of a 429 login answer, or null. */
export function blockedMessage(result: AuthActionResponse | undefined): string | null {
  const error = result && !result.success ? result.error : undefined;
  return error && "statusCode" in error && error.statusCode === TOO_MANY_ATTEMPTS ? error.message : null;
}

export function LoginPage() {
  const { mutate: login, isPending, data } = useLogin<LoginValues>();
  const blocked = isPending ? null : blockedMessage(data);
  return (
    <AuthCard>
      {blocked && <Alert type="error" showIcon message={blocked} style={{ marginBottom: 16 }} data-testid="login-blocked" />}
      <LoginForm onSubmit={(values) => login(values)} loading={isPending} />
    </AuthCard>
  );
}
