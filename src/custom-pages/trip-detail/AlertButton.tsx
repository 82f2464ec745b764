// The trip's alert: the button is red while an alert text is present; saving answers
// 'Proceso exitoso' or 'Ocurrio un error'. The text area refuses the apostrophe; OK ignores a repeated click
// within 500 ms.
import { useState } from "react";
import { App, Button, Form, Modal } from "antd";
import { AlertOutlined } from "@ant-design/icons";
import { UPDATE_ALERT } from "./queries";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { useGqlMutation } from "./use-gql";
import { LONG_TEXT_MAX } from "@shared/domain/field-limits";
import { useClickGuard } from "@/components/click-guard";
import { NoApostropheTextArea, noApostrophe } from "@/components/no-apostrophe";

export interface AlertButtonProps {
  tripId: number;
  alerta: string | null | undefined;
  onSaved: () => void;
}

export function AlertButton({ tripId, alerta, onSaved }: AlertButtonProps) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ alerta: string }>();
  const save = useGqlMutation(UPDATE_ALERT);
  const active = Boolean(alerta?.trim());
  const t = TRIP_DETAIL_TEXTS.alert;
  const ok = useClickGuard(() => form.submit());

  const submit = async ({ alerta: text }: { alerta?: string }) => {
    try {
      await save.run({ id: tripId, alerta: text ?? "" });
      message.success(TRIP_DETAIL_TEXTS.success);
      setOpen(false);
      onSaved();
    } catch (error) {
      console.error("[alerta]", error);
      message.error(TRIP_DETAIL_TEXTS.error);
    }
  };

  return (
    <>
      <Button
        type={active ? "primary" : "default"}
        danger={active}
        icon={<AlertOutlined />}
        data-testid="alert-button"
        data-active={active ? "true" : "false"}
        onClick={() => {
          form.setFieldsValue({ alerta: alerta ?? "" });
          setOpen(true);
        }}
      >
        {t.button}
      </Button>
      <Modal
        open={open}
        title={t.title}
        okText={t.save}
        cancelText={t.cancel}
        confirmLoading={save.isPending}
        onOk={ok}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item name="alerta" label={t.field} {...noApostrophe}>
            <NoApostropheTextArea rows={4} maxLength={LONG_TEXT_MAX} aria-label={t.field} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
