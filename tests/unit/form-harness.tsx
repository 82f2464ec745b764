// Form inputs rendered inside an antd Form (with Refine's i18n), for the tests of the engine's form parts: the
// form instance is handed back to read and check its values.
import { Refine } from "@refinedev/core";
import { render } from "@testing-library/react";
import { Form, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { i18nProvider } from "@/providers/i18n-provider";

export function renderInForm(children: ReactNode, initial: Record<string, unknown> = {}) {
  let form: FormInstance | undefined;
  function Harness() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={initial}>
        {children}
      </Form>
    );
  }
  const view = render(
    <Refine i18nProvider={i18nProvider}>
      <Harness />
    </Refine>,
  );
  return { ...view, form: () => form! };
}
