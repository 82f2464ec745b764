// 'Silenciar alarma': how many minutes and why (both required; the server checks them again and audits the snooze).
import { useCustomMutation } from "@refinedev/core";
import { App, Form, Input, Modal, Select } from "antd";
import { SNOOZE_CHOICES, SNOOZE_REASON_MAX, snoozeProblem } from "@shared/domain/snooze";
import { SILENCIAR_VIAJE } from "./queries";
import { SNOOZE_FORM_TEXTS, SNOOZE_TEXTS } from "@shared/i18n/trips-list";

interface Values {
  minutos: number;
  motivo: string;
}

export function SnoozeDialog({ tripId, onClose, onSnoozed }: { tripId: number | null; onClose: () => void; onSnoozed: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { mutateAsync, mutation } = useCustomMutation();
  const submit = async ({ minutos, motivo }: Values) => {
    const problem = snoozeProblem(minutos, motivo);
    if (problem) return void message.error(problem);
    try {
      await mutateAsync({
        url: "", method: "post", values: { id: tripId, minutos, motivo: motivo.trim() }, meta: { document: SILENCIAR_VIAJE },
        errorNotification: false, successNotification: false,
      });
      form.resetFields();
      onClose();
      onSnoozed();
    } catch (error) {
      void message.error(error instanceof Error && error.message ? error.message : SNOOZE_FORM_TEXTS.failed);
    }
  };
  return (
    <Modal
      open={tripId !== null} title={SNOOZE_TEXTS.action} okText={SNOOZE_FORM_TEXTS.ok} cancelText={SNOOZE_FORM_TEXTS.cancel}
      onOk={() => form.submit()} onCancel={onClose} confirmLoading={mutation.isPending} destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ minutos: SNOOZE_CHOICES[1], motivo: "" }} onFinish={(v) => void submit(v)}>
        <Form.Item name="minutos" label={SNOOZE_FORM_TEXTS.minutes} rules={[{ required: true }]}>
          <Select options={SNOOZE_CHOICES.map((m) => ({ value: m, label: `${m} min` }))} />
        </Form.Item>
        <Form.Item
          name="motivo" label={SNOOZE_FORM_TEXTS.reason}
          rules={[{ validator: (_r, v: string) => (snoozeProblem(SNOOZE_CHOICES[0], v) ? Promise.reject(new Error(snoozeProblem(SNOOZE_CHOICES[0], v)!)) : Promise.resolve()) }]}
        >
          <Input.TextArea maxLength={SNOOZE_REASON_MAX} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
