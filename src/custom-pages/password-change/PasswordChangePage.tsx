// /changePassword and /resetPass: Contraseña actual, Nueva contraseña,
// Confirmacion Contraseña, all 'Requerido'; a mismatch says 'La contraseña es diferente'; success
// says 'Se cambio la contraseña' and logs out after 1 s; failure says 'Ocurrio un error' for 1.5 s. The new
// password's rules are listed under its field before anything is sent; the form checks the ones it can know,
// and a rule only the server knows (the user name, the common passwords) is shown under the field when the
// server refuses the password with it.
import { useEffect, useRef, useState } from "react";
import { useLogout } from "@refinedev/core";
import { App, Button, Flex, Form } from "antd";
import { PASSWORD_CHANGE_LOGOUT_MS, TOAST_SHORT_MS } from "@shared/config";
import { useClickGuard } from "@/components/click-guard";
import { NoApostrophePassword, noApostrophe } from "@/components/no-apostrophe";
import { AuthCard } from "@/custom-pages/login";
import { changePassword, type PasswordChange } from "@/providers/auth-provider";
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_HINTS, passwordProblem } from "@shared/domain/password-rules";
import { PASSWORD_CHANGE_TEXTS, PASSWORD_RULES_LABEL, PASSWORD_RULE_TEXTS } from "@shared/i18n/login";
import { MESSAGES } from "@shared/i18n/messages";

const RULE_TEXTS: readonly string[] = Object.values(PASSWORD_RULE_TEXTS).map((text) => (typeof text === "string" ? text : text(PASSWORD_MIN_LENGTH)));

export interface PasswordChangePageProps {
  /** Cancelar is offered on the forced change (/changePassword) only. */
  cancellable: boolean;
}

export function PasswordChangePage({ cancellable }: PasswordChangePageProps) {
  const { message } = App.useApp();
  const { mutate: logout } = useLogout();
  const [form] = Form.useForm<PasswordChange>();
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const required = { required: true, message: MESSAGES.required };

  const submit = useClickGuard(async (values: PasswordChange) => {
    setBusy(true);
    const result = await changePassword(values);
    if (result.ok) {
      message.success({ content: PASSWORD_CHANGE_TEXTS.success, duration: TOAST_SHORT_MS / 1000 });
      timer.current = window.setTimeout(() => logout(), PASSWORD_CHANGE_LOGOUT_MS);
      return;
    }
    setBusy(false);
    // a rule the server applies and the screen could not: its text under the new password
    if (result.message && RULE_TEXTS.includes(result.message)) form.setFields([{ name: "clavenueva", errors: [result.message] }]);
    message.error({ content: PASSWORD_CHANGE_TEXTS.failed, duration: TOAST_SHORT_MS / 1000 });
  });
  // Leaving the forced change drops its must-change session and goes back to the login screen.
  const cancel = useClickGuard(() => logout());

  return (
    <AuthCard title={PASSWORD_CHANGE_TEXTS.title}>
      <Form<PasswordChange> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item label={PASSWORD_CHANGE_TEXTS.current} name="claveactual" rules={[required]} {...noApostrophe}>
          <NoApostrophePassword autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item
          label={PASSWORD_CHANGE_TEXTS.next}
          name="clavenueva"
          dependencies={["claveactual"]}
          extra={
            <ul aria-label={PASSWORD_RULES_LABEL} style={{ margin: "4px 0 0", paddingInlineStart: 18 }}>
              {PASSWORD_RULE_HINTS.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          }
          {...noApostrophe}
          rules={[
            required,
            // the rules the screen can know (the server also refuses the user name and the common passwords)
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => {
                const problem = value ? passwordProblem(value, { current: getFieldValue("claveactual") }) : null;
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            }),
          ]}
        >
          <NoApostrophePassword autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={PASSWORD_CHANGE_TEXTS.confirm}
          name="claveconfirmacion"
          dependencies={["clavenueva"]}
          {...noApostrophe}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue("clavenueva") === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(PASSWORD_CHANGE_TEXTS.mismatch)),
            }),
          ]}
        >
          <NoApostrophePassword autoComplete="new-password" />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          {cancellable && (
            <Button onClick={() => cancel()} disabled={busy}>
              {PASSWORD_CHANGE_TEXTS.cancel}
            </Button>
          )}
          <Button type="primary" htmlType="submit" loading={busy}>
            {PASSWORD_CHANGE_TEXTS.submit}
          </Button>
        </Flex>
      </Form>
    </AuthCard>
  );
}
