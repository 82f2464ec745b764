// /Login: a 409 answer leads to /changePassword, a failure shows
// 'No se pudo autenticar' for 1.5 s (authProvider + notification provider). Too many failed attempts
// (429) also leave the server's 'Demasiados intentos…' on the card until the next try.
// The same screen is what a signed-out browser loads first, without Refine (src/login-app.tsx).
import { useLogin } from "@refinedev/core";
import type { SignInResult } from "@/providers/sign-in";
import type { LoginValues } from "./LoginForm";
import { LoginView } from "./LoginView";

/** The login inside the signed-in app's router (after Cerrar sesión). */
export function LoginPage() {
  const { mutate: login, isPending, data } = useLogin<LoginValues>();
  return <LoginView onSubmit={(values) => login(values)} loading={isPending} result={data as SignInResult | undefined} />;
}
