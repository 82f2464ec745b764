// Login fields: Usuario and Contraseña, both 'Requerido' until filled, no
// apostrophe, and a button Iniciar that ignores repeated clicks within 500 ms.
import { Button, Form } from "antd";
import { useClickGuard } from "@/components/click-guard";
import { NoApostropheInput, NoApostrophePassword, noApostrophe } from "@/components/no-apostrophe";
import { LOGIN_TEXTS } from "@shared/i18n/login";
import { MESSAGES } from "@shared/i18n/messages";

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  loading?: boolean;
}

export function LoginForm({ onSubmit, loading = false }: LoginFormProps) {
  const required = [{ required: true, message: MESSAGES.required }];
  const submit = useClickGuard(onSubmit);
  return (
    <Form<LoginValues> layout="vertical" requiredMark={false} onFinish={submit} autoComplete="on">
      <Form.Item label={LOGIN_TEXTS.username} name="username" rules={required} {...noApostrophe}>
        <NoApostropheInput autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label={LOGIN_TEXTS.password} name="password" rules={required} {...noApostrophe}>
        <NoApostrophePassword autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading}>
        {LOGIN_TEXTS.submit}
      </Button>
    </Form>
  );
}
