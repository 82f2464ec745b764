// Delete trip (/home/TrvlDelete): the administrator-only warning, the trip number
// (non-zero) and manifest (non-empty) inputs and Eliminar, which opens the confirmation that loads the trip.
// Company 3 never gets here (the shell's access guard) and the server refuses it anyway.
import { DeleteOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { Alert, Button, Card, Form, InputNumber } from "antd";
import { useState } from "react";
import { PageHeader } from "@/components/layout";
import { NoApostropheInput, noApostrophe } from "@/components/no-apostrophe";
import { ConfirmDeleteModal, type DeleteRequest } from "./ConfirmDeleteModal";
import { isValidTripNumber } from "./delete-rules";
import { DELETE_TRIP_TEXTS as T } from "@shared/i18n/delete-trip";

interface Values {
  id?: number | null;
  numero?: string;
}

export function DeleteTripPage() {
  const [form] = Form.useForm<Values>();
  const { open } = useNotification();
  const [request, setRequest] = useState<DeleteRequest | null>(null);

  const submit = (values: Values) => setRequest({ id: Number(values.id), numero: String(values.numero ?? "").trim() });

  return (
    <div style={{ maxWidth: 560 }}>
      <PageHeader title={T.title} />
      <Alert type="warning" showIcon message={T.warningTitle} description={T.warning} style={{ marginBottom: 16 }} />
      <Card>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark>
          <Form.Item
            name="id"
            label={T.trip}
            rules={[
              { required: true, message: T.required },
              { validator: (_, v) => (v == null || v === "" || isValidTripNumber(v) ? Promise.resolve() : Promise.reject(new Error(T.nonZero))) },
            ]}
          >
            <InputNumber style={{ width: "100%" }} precision={0} controls={false} />
          </Form.Item>
          <Form.Item name="numero" label={T.manifest} rules={[{ required: true, whitespace: true, message: T.required }]} {...noApostrophe}>
            <NoApostropheInput maxLength={50} />
          </Form.Item>
          <Button type="primary" danger htmlType="submit" icon={<DeleteOutlined />}>
            {T.delete}
          </Button>
        </Form>
      </Card>
      <ConfirmDeleteModal
        request={request}
        onClose={() => setRequest(null)}
        onDeleted={() => {
          setRequest(null);
          form.resetFields();
          open?.({ type: "success", message: T.deleted, key: "delete-trip" });
        }}
        onError={(message) => {
          setRequest(null);
          open?.({ type: "error", message, key: "delete-trip" });
        }}
      />
    </div>
  );
}
