// Add or edit a commercial instruction (spec 2 §5: the observation is required, 'Requerido').
import { useEffect } from "react";
import { Form, Input, Modal } from "antd";
import { TEXTS } from "./texts";
import { LONG_TEXT_MAX } from "@/domain/field-limits";

export interface InstructionFormProps {
  open: boolean;
  initial: string | null;
  saving: boolean;
  onSubmit: (observacion: string) => void;
  onCancel: () => void;
}

export function InstructionForm({ open, initial, saving, onSubmit, onCancel }: InstructionFormProps) {
  const [form] = Form.useForm<{ observacion: string }>();
  const t = TEXTS.instructions;
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
      onOk={() => form.submit()}
      onCancel={onCancel}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={({ observacion }) => onSubmit(observacion.trim())}>
        <Form.Item
          name="observacion"
          label={t.observation}
          rules={[{ required: true, whitespace: true, message: TEXTS.required }]}
        >
          <Input.TextArea rows={4} maxLength={LONG_TEXT_MAX} aria-label={t.observation} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
