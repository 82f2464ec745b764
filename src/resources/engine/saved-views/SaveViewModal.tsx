// Naming the current view: its name and whether it opens by default.
import { useTranslate } from "@refinedev/core";
import { Checkbox, Form, Input, Modal } from "antd";
import { VIEW_NAME_MAX } from "@shared/domain/field-limits";

export interface SaveViewModalProps {
  open: boolean;
  initialName?: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (nombre: string, predeterminada: boolean) => void;
}

export function SaveViewModal({ open, initialName, saving, onCancel, onSave }: SaveViewModalProps) {
  const t = useTranslate();
  const [form] = Form.useForm<{ nombre: string; predeterminada: boolean }>();
  return (
    <Modal
      open={open} title={t("savedViews.saveTitle")} okText={t("savedViews.accept")} cancelText={t("savedViews.cancel")} destroyOnHidden
      confirmLoading={saving} onCancel={onCancel} onOk={() => form.submit()}
    >
      <Form
        form={form} layout="vertical" preserve={false} initialValues={{ nombre: initialName ?? "", predeterminada: false }}
        onFinish={(v) => onSave(v.nombre.trim(), Boolean(v.predeterminada))}
      >
        <Form.Item name="nombre" label={t("savedViews.name")} rules={[{ required: true, whitespace: true, message: t("savedViews.nameRequired") }, { max: VIEW_NAME_MAX }]}>
          <Input autoFocus maxLength={VIEW_NAME_MAX} aria-label={t("savedViews.name")} />
        </Form.Item>
        <Form.Item name="predeterminada" valuePropName="checked">
          <Checkbox>{t("savedViews.makeDefault")}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
