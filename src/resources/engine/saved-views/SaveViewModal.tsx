// Naming the current view: its name and whether it opens by default.
import { Checkbox, Form, Input, Modal } from "antd";
import { VIEW_TEXTS } from "./texts";

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
      open={open} title={VIEW_TEXTS.saveTitle} okText={VIEW_TEXTS.accept} cancelText={VIEW_TEXTS.cancel} destroyOnHidden
      confirmLoading={saving} onCancel={onCancel} onOk={() => form.submit()}
    >
      <Form
        form={form} layout="vertical" preserve={false} initialValues={{ nombre: initialName ?? "", predeterminada: false }}
        onFinish={(v) => onSave(v.nombre.trim(), Boolean(v.predeterminada))}
      >
        <Form.Item name="nombre" label={VIEW_TEXTS.name} rules={[{ required: true, whitespace: true, message: VIEW_TEXTS.nameRequired }, { max: 60 }]}>
          <Input autoFocus maxLength={60} aria-label={VIEW_TEXTS.name} />
        </Form.Item>
        <Form.Item name="predeterminada" valuePropName="checked">
          <Checkbox>{VIEW_TEXTS.makeDefault}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
