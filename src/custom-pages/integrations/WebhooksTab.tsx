// Webhooks: the company's registrations (URL, events, client filter, active), created and edited in a modal
// (the secret that signs deliveries is shown once, after the creation) and deleted with their deliveries.
// Served by the REST API through the "rest" data provider.
import { DeleteButton, EditButton, useModalForm, useTable } from "@refinedev/antd";
import { Button, Form, Input, Modal, Select, Space, Switch, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { SearchSelect } from "@/components/search-select/SearchSelect";
import { formatDateTime } from "@/custom-pages/trip-detail/format";
import { webhookEvents } from "./entity-names";
import { useShell } from "@/resources/shell-context";
import { INTEGRATION_TEXTS } from "@shared/i18n/integrations";

const T = INTEGRATION_TEXTS.webhooks;

export interface WebhookRow {
  id: number;
  url: string;
  descripcion: string | null;
  eventos: string[];
  idcliente: number | null;
  activo: boolean;
  fechacreacion: string;
}

type WebhookValues = Pick<WebhookRow, "url" | "descripcion" | "eventos" | "idcliente" | "activo">;

function WebhookForm({ formProps }: { formProps: ReturnType<typeof useModalForm<WebhookRow, never, WebhookValues>>["formProps"] }) {
  const { entities } = useShell();
  return (
    <Form<WebhookValues> {...formProps} layout="vertical">
      <Form.Item name="url" label={T.url} rules={[{ required: true, whitespace: true, message: T.urlRequired }]}>
        <Input placeholder="https://" maxLength={2000} />
      </Form.Item>
      <Form.Item name="descripcion" label={T.description}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="eventos" label={T.events} rules={[{ required: true, message: T.eventsRequired }]}>
        <Select mode="multiple" options={webhookEvents(entities).map((name) => ({ value: name, label: name }))} />
      </Form.Item>
      <Form.Item name="idcliente" label={T.client}>
        <SearchSelect operation="clientesempresastransportadoras" labelField="nombrecliente" placeholder={T.anyClient} />
      </Form.Item>
      <Form.Item name="activo" label={T.active} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  );
}

export function WebhooksTab({ onShowDeliveries }: { onShowDeliveries: (id: number) => void }) {
  const { tableProps } = useTable<WebhookRow>({ resource: "webhooks", syncWithLocation: false, pagination: { pageSize: 20 } });
  const [secret, setSecret] = useState<string | null>(null);
  const create = useModalForm<WebhookRow & { secreto?: string }, never, WebhookValues>({
    resource: "webhooks",
    action: "create",
    successNotification: false,
    onMutationSuccess: ({ data }) => setSecret(data.secreto ?? null),
  });
  const edit = useModalForm<WebhookRow, never, WebhookValues>({ resource: "webhooks", action: "edit" });

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Button type="primary" onClick={() => create.show()}>{T.create}</Button>
      <Table<WebhookRow> {...tableProps} rowKey="id" size="small">
        <Table.Column<WebhookRow> dataIndex="url" title={T.url} render={(v: string) => <Typography.Text ellipsis style={{ maxWidth: 320 }}>{v}</Typography.Text>} />
        <Table.Column<WebhookRow> dataIndex="descripcion" title={T.description} render={(v: string | null) => v ?? ""} />
        <Table.Column<WebhookRow> dataIndex="eventos" title={T.events} render={(v: string[]) => v.map((e) => <Tag key={e}>{e}</Tag>)} />
        <Table.Column<WebhookRow> dataIndex="activo" title={T.active} render={(v: boolean) => (v ? <Tag color="green">{T.yes}</Tag> : <Tag>{T.no}</Tag>)} />
        <Table.Column<WebhookRow> dataIndex="fechacreacion" title={T.createdAt} render={(v: string) => formatDateTime(v)} />
        <Table.Column<WebhookRow>
          key="acciones"
          render={(_, row) => (
            <Space size="small">
              <Button size="small" onClick={() => onShowDeliveries(row.id)}>{T.deliveries}</Button>
              <EditButton size="small" resource="webhooks" recordItemId={row.id} onClick={() => edit.show(row.id)}>{T.edit}</EditButton>
              <DeleteButton size="small" resource="webhooks" recordItemId={row.id} confirmTitle={T.deleteConfirm}>{T.delete}</DeleteButton>
            </Space>
          )}
        />
      </Table>
      <Modal {...create.modalProps} title={T.createTitle} destroyOnHidden>
        <WebhookForm formProps={{ ...create.formProps, initialValues: { activo: true, eventos: ["reporte.creado"] } }} />
      </Modal>
      <Modal {...edit.modalProps} title={T.editTitle} destroyOnHidden>
        <WebhookForm formProps={edit.formProps} />
      </Modal>
      <Modal open={secret !== null} destroyOnHidden title={T.secretTitle} onOk={() => setSecret(null)} onCancel={() => setSecret(null)} cancelButtonProps={{ style: { display: "none" } }}>
        <Typography.Paragraph>{T.secret}</Typography.Paragraph>
        <Typography.Paragraph code copyable data-testid="webhook-secret-once">{secret}</Typography.Paragraph>
      </Modal>
    </Space>
  );
}
