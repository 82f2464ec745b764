// Add or edit a commercial instruction (the observation is required, 'Requerido'; the text area
// refuses the apostrophe, and OK ignores a repeated click within 500 ms).
import { useEffect } from "react";
import { Form, Modal } from "antd";
import { useClickGuard } from "@/components/click-guard";
import { NoApostropheTextArea, noApostrophe } from "@/components/no-apostrophe";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { LONG_TEXT_MAX } from "@shared/domain/field-limits";

export interface InstructionFormProps {
  open: boolean;
  initial: string | null;
  saving: boolean;
  onSubmit: (observacion: string) => void;
  onCancel: () => void;
}

export function InstructionForm({ open, initial, saving, onSubmit, onCancel }: InstructionFormProps) {
  const [form] = Form.useForm<{ observacion: string }>();
  const t = TRIP_DETAIL_TEXTS.instructions;
  const submit = useClickGuard(() => form.submit());
  useEffect(() => {
    if (open) form.setFieldsValue({ observacion: initial ?? "" });
  }, [open, initial, form]);
  return (
    <Modal
      open={open}
      title={initial === null ? t.add : t.edit}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onCancel}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={({ observacion }) => onSubmit(observacion.trim())}>
        <Form.Item
          name="observacion"
          label={t.observation}
          {...noApostrophe}
          rules={[{ required: true, whitespace: true, message: TRIP_DETAIL_TEXTS.required }]}
        >
          <NoApostropheTextArea rows={4} maxLength={LONG_TEXT_MAX} aria-label={t.observation} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
