// Password reset of a user: resetPassword(id, idapp: 15); the button reads 'Enviando ....'
// while it runs; success shows 'Se restablecio la contraseña' and the temporary password, returned once
// for the administrator to hand over (docs/adr/0006-sessions-cookies-and-login-limits.md).
import { useCustomMutation, useNotification } from "@refinedev/core";
import { Alert, Button, Typography } from "antd";
import { useState } from "react";
import { RESET_PASSWORD_APP_ID } from "@shared/config";
import type { ResetPasswordMutation } from "@/graphql/operations.types";
import { failureMessage } from "@/resources/engine/resource-meta";
import { RESET_PASSWORD } from "./queries";
import { RESET_PASSWORD_TEXTS } from "@shared/i18n/users";

export function ResetPasswordButton({ userId, label = RESET_PASSWORD_TEXTS.label }: { userId: number | null | undefined; label?: string }) {
  const { mutate, mutation } = useCustomMutation<ResetPasswordMutation>();
  const { open: notify } = useNotification();
  const [password, setPassword] = useState<string | null>(null);
  const sending = mutation.isPending;

  const reset = () => {
    if (!userId || sending) return;
    mutate(
      { url: "", method: "post", values: { id: userId, idapp: RESET_PASSWORD_APP_ID }, meta: { document: RESET_PASSWORD }, successNotification: false, errorNotification: false },
      {
        onSuccess: ({ data }) => {
          if (!data.resetPassword?.succesful) return notify?.({ type: "error", message: failureMessage(null) });
          notify?.({ type: "success", message: RESET_PASSWORD_TEXTS.done });
          setPassword(data.resetPassword.clavetemporal);
        },
        onError: (error) => notify?.({ type: "error", message: failureMessage(error) }),
      },
    );
  };

  return (
    <div>
      <Button onClick={reset} disabled={!userId} loading={sending} data-testid="reset-password">
        {sending ? RESET_PASSWORD_TEXTS.sending : label}
      </Button>
      {password ? (
        <Alert
          style={{ marginTop: 8 }}
          type="success"
          message={RESET_PASSWORD_TEXTS.done}
          description={
            <span>
              {RESET_PASSWORD_TEXTS.temporary} <Typography.Text code copyable data-testid="clave-temporal">{password}</Typography.Text>
            </span>
          }
        />
      ) : null}
    </div>
  );
}
