// Naming the current view: its name and whether it opens by default.
import { Checkbox, Form, Input, Modal } from "antd";
import { VIEW_NAME_MAX } from "@shared/domain/field-limits";
import { SAVED_VIEW_TEXTS } from "@shared/i18n/saved-views";

export interface SaveViewModalProps {
  open: boolean;
  initialName?: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (nombre: string, predeterminada: boolean) => void;
}

export function SaveViewModal({ open, initialName, saving, onCancel, onSave }: SaveViewModalProps) {
  const [form] = Form.useForm<{ nombre: string; predeterminada: boolean }>();
  return (
    <Modal
      open={open} title={SAVED_VIEW_TEXTS.saveTitle} okText={SAVED_VIEW_TEXTS.accept} cancelText={SAVED_VIEW_TEXTS.cancel} destroyOnHidden
      confirmLoading={saving} onCancel={onCancel} onOk={() => form.submit()}
    >
      <Form
        form={form} layout="vertical" preserve={false} initialValues={{ nombre: initialName ?? "", predeterminada: false }}
        onFinish={(v) => onSave(v.nombre.trim(), Boolean(v.predeterminada))}
      >
        <Form.Item name="nombre" label={SAVED_VIEW_TEXTS.name} rules={[{ required: true, whitespace: true, message: SAVED_VIEW_TEXTS.nameRequired }, { max: VIEW_NAME_MAX }]}>
          <Input autoFocus maxLength={VIEW_NAME_MAX} aria-label={SAVED_VIEW_TEXTS.name} />
        </Form.Item>
        <Form.Item name="predeterminada" valuePropName="checked">
          <Checkbox>{SAVED_VIEW_TEXTS.makeDefault}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
