// API keys: the list (name, scope, entities, first characters, last use, requests, state), a key's creation in a
// modal whose answer shows the key once, and its revocation (the server keeps the revoked row: its name stays in
// the audit log's reading). Served by the REST API through the "rest" data provider.
import { DeleteButton, useModalForm, useTable } from "@refinedev/antd";
import { Button, Form, Input, Modal, Radio, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { formatDateTime } from "@/custom-pages/trip-detail/format";
import { INTEGRATION_TEXTS } from "@shared/i18n/integrations";
import { keyableEntities } from "./entity-names";
import { useShell } from "@/resources/shell-context";

const T = INTEGRATION_TEXTS.keys;

export interface ApiKeyRow {
  id: number;
  nombre: string;
  alcance: "lectura" | "escritura";
  entidades: string[] | null;
  prefijo: string;
  creadaen: string;
  revocadaen: string | null;
  ultimouso: string | null;
  usos: number;
}

interface NewKey { nombre: string; alcance: "lectura" | "escritura"; entidades?: string[] }

export function ApiKeysTab() {
  const { tableProps } = useTable<ApiKeyRow>({ resource: "api-keys", syncWithLocation: false, pagination: { pageSize: 20 } });
  const [shownKey, setShownKey] = useState<string | null>(null);
  const { entities } = useShell();
  const { modalProps, formProps, show } = useModalForm<ApiKeyRow & { clave?: string }, never, NewKey>({
    resource: "api-keys",
    action: "create",
    successNotification: false,
    onMutationSuccess: ({ data }) => setShownKey(data.clave ?? null),
  });

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space>
        <Button type="primary" onClick={() => show()}>{T.create}</Button>
        <Typography.Link href="/api/v1/docs" target="_blank" rel="noopener">{T.docs}</Typography.Link>
      </Space>
      <Table<ApiKeyRow> {...tableProps} rowKey="id" size="small">
        <Table.Column<ApiKeyRow> dataIndex="nombre" title={T.name} />
        <Table.Column<ApiKeyRow> dataIndex="alcance" title={T.scope} render={(v: ApiKeyRow["alcance"]) => (v === "escritura" ? T.write : T.read)} />
        <Table.Column<ApiKeyRow> dataIndex="entidades" title={T.entities} render={(v: string[] | null) => (v?.length ? v.join(", ") : T.allEntities)} />
        <Table.Column<ApiKeyRow> dataIndex="prefijo" title={T.prefix} render={(v: string) => <Typography.Text code>{v}…</Typography.Text>} />
        <Table.Column<ApiKeyRow> dataIndex="creadaen" title={T.createdAt} render={(v: string) => formatDateTime(v)} />
        <Table.Column<ApiKeyRow> dataIndex="ultimouso" title={T.lastUse} render={(v: string | null) => (v ? formatDateTime(v) : T.never)} />
        <Table.Column<ApiKeyRow> dataIndex="usos" title={T.uses} align="right" render={(v: number) => v.toLocaleString("es-CO")} />
        <Table.Column<ApiKeyRow>
          key="estado"
          title={T.state}
          render={(_, row) => (row.revocadaen ? <Tag>{T.revoked}</Tag> : <Tag color="green">{T.active}</Tag>)}
        />
        <Table.Column<ApiKeyRow>
          key="acciones"
          render={(_, row) =>
            row.revocadaen ? null : (
              <DeleteButton
                resource="api-keys"
                recordItemId={row.id}
                size="small"
                confirmTitle={T.revokeConfirm}
                successNotification={{ type: "success", message: T.revoked_ok }}
              >
                {T.revoke}
              </DeleteButton>
            )
          }
        />
      </Table>
      <Modal {...modalProps} title={T.createTitle} destroyOnHidden>
        <Form<NewKey> {...formProps} layout="vertical" initialValues={{ alcance: "lectura" }}>
          <Form.Item name="nombre" label={T.name} rules={[{ required: true, whitespace: true, message: T.nameRequired }]}>
            <Input maxLength={100} autoFocus />
          </Form.Item>
          <Form.Item name="alcance" label={T.scope}>
            <Radio.Group options={[{ value: "lectura", label: T.read }, { value: "escritura", label: T.write }]} />
          </Form.Item>
          <Form.Item name="entidades" label={T.entities} extra={T.entitiesHint}>
            <Select mode="multiple" allowClear options={keyableEntities(entities).map((name) => ({ value: name, label: name }))} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={shownKey !== null} destroyOnHidden title={T.shownOnceTitle} onOk={() => setShownKey(null)} onCancel={() => setShownKey(null)} cancelButtonProps={{ style: { display: "none" } }}>
        <Typography.Paragraph>{T.shownOnce}</Typography.Paragraph>
        <Typography.Paragraph code copyable data-testid="api-key-once">{shownKey}</Typography.Paragraph>
      </Modal>
    </Space>
  );
}
