// A company's webhook deliveries, newest first: event, the record it speaks of (its key `<entity>:<id>`, the one
// deliveries of a receiver go out in order by), state, attempts, the receiver's last answer, and "Reenviar" (the
// same body queued again as a new delivery). Filtered on the server by webhook, state and record (its key typed as
// the column shows it).
import { useTable } from "@refinedev/antd";
import { useApiUrl, useCustomMutation, useInvalidate, useList } from "@refinedev/core";
import { Button, Input, Select, Space, Table, Tag, Typography } from "antd";
import { formatDateTime } from "@/custom-pages/trip-detail/format";
import { REST_PROVIDER } from "@/providers/rest";
import { INTEGRATION_TEXTS } from "@shared/i18n/integrations";
import type { WebhookRow } from "./WebhooksTab";

const T = INTEGRATION_TEXTS.deliveries;
const STATE_COLORS: Record<string, string> = { pendiente: "gold", entregado: "green", fallido: "red" };

export interface DeliveryRow {
  id: number;
  idwebhook: number;
  entrega: string;
  evento: string;
  idviaje: number | null;
  clave: string | null;
  estado: string;
  intentos: number;
  proximointento: string | null;
  ultimostatus: number | null;
  ultimoerror: string | null;
  fechacreacion: string;
  fechaentrega: string | null;
}

export function DeliveriesTab({ webhook, onWebhookChange }: { webhook: number | null; onWebhookChange: (id: number | null) => void }) {
  const { tableProps, setFilters, filters } = useTable<DeliveryRow>({
    resource: "webhook-deliveries",
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    filters: { permanent: webhook === null ? [] : [{ field: "idwebhook", operator: "eq", value: webhook }] },
  });
  const hooks = useList<WebhookRow>({ resource: "webhooks", pagination: { pageSize: 100 } });
  const invalidate = useInvalidate();
  const apiUrl = useApiUrl(REST_PROVIDER);
  const { mutate: resend, mutation } = useCustomMutation();
  const filterValue = (field: string) => filters.find((f) => "field" in f && f.field === field)?.value as string | undefined;
  const state = filterValue("estado");
  // one filter changed, the others kept (useTable merges by field; an undefined value removes it)
  const setFilter = (field: string, value: string | undefined) => setFilters([{ field, operator: "eq", value: value || undefined }]);

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space wrap>
        <Select<number | null>
          style={{ minWidth: 280 }}
          value={webhook}
          onChange={(v) => onWebhookChange(v ?? null)}
          options={[{ value: null, label: INTEGRATION_TEXTS.deliveries.allWebhooks }, ...(hooks.result.data ?? []).map((h) => ({ value: h.id, label: h.descripcion || h.url }))]}
        />
        <Select<string | null>
          style={{ minWidth: 180 }}
          value={state ?? null}
          onChange={(v) => setFilter("estado", v ?? undefined)}
          options={[{ value: null, label: T.allStates }, ...Object.entries(T.states).map(([value, label]) => ({ value, label }))]}
        />
        <Input.Search
          style={{ width: 240 }}
          allowClear
          aria-label={T.record}
          placeholder={T.recordPlaceholder}
          defaultValue={filterValue("clave")}
          onSearch={(v) => setFilter("clave", v.trim())}
        />
      </Space>
      <Table<DeliveryRow> {...tableProps} rowKey="id" size="small">
        <Table.Column<DeliveryRow> dataIndex="fechacreacion" title={T.createdAt} render={(v: string) => formatDateTime(v)} />
        <Table.Column<DeliveryRow> dataIndex="evento" title={T.event} />
        <Table.Column<DeliveryRow> dataIndex="clave" title={T.record} />
        <Table.Column<DeliveryRow> dataIndex="estado" title={T.state} render={(v: string) => <Tag color={STATE_COLORS[v]}>{T.states[v] ?? v}</Tag>} />
        <Table.Column<DeliveryRow> dataIndex="intentos" title={T.attempts} align="right" />
        <Table.Column<DeliveryRow> dataIndex="ultimostatus" title={T.lastStatus} render={(v: number | null) => v ?? ""} />
        <Table.Column<DeliveryRow>
          dataIndex="ultimoerror"
          title={T.lastError}
          render={(v: string | null) => (v ? <Typography.Text type="danger" ellipsis style={{ maxWidth: 240 }}>{v}</Typography.Text> : "")}
        />
        <Table.Column<DeliveryRow>
          key="cuando"
          title={`${T.deliveredAt} / ${T.nextAttempt}`}
          render={(_, row) => (row.fechaentrega ? formatDateTime(row.fechaentrega) : row.estado === "pendiente" ? formatDateTime(row.proximointento) : "")}
        />
        <Table.Column<DeliveryRow>
          key="acciones"
          render={(_, row) => (
            <Button
              size="small"
              loading={mutation.isPending && mutation.variables?.url.endsWith(`/${row.id}/resend`)}
              onClick={() =>
                resend(
                  { url: `${apiUrl}/webhook-deliveries/${row.id}/resend`, method: "post", values: {}, dataProviderName: REST_PROVIDER, successNotification: { type: "success", message: T.resent } },
                  { onSuccess: () => void invalidate({ resource: "webhook-deliveries", invalidates: ["list"], dataProviderName: REST_PROVIDER }) },
                )
              }
            >
              {T.resend}
            </Button>
          )}
        />
      </Table>
    </Space>
  );
}
