// The trip plan in view mode: its control posts in order with duration and distance, the
// totals (h:mm, km), and the enable / disable action (habilitarPlanviajeV2).
import { useCustomMutation, useInvalidate, useNotification, type BaseRecord } from "@refinedev/core";
import { Button, Space, Table, Typography } from "antd";
import { formatHoursMinutes, planTotals, type PlanDetailRow } from "@shared/domain/plan-detail";
import { formatDistance, formatQuantity } from "@shared/domain/quantity-format";
import { failureMessage } from "@/resources/engine/resource-meta";
import type { ViewSectionProps } from "@/resources/engine/types";
import { ENABLE_PLAN } from "./queries";
import { RESOURCE_TEXTS } from "@shared/i18n/table";

export function PlanDetailView({ record, close }: ViewSectionProps) {
  const rows = ((record.detalles as (PlanDetailRow & BaseRecord)[] | undefined) ?? []).slice().sort((a, b) => a.orden - b.orden);
  const totals = planTotals(rows);
  const { mutate, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const { open: notify } = useNotification();
  const disabled = Boolean(record.indicadordeshabilitado);

  const toggle = () =>
    mutate(
      { url: "", method: "post", values: { id: record.id }, meta: { document: ENABLE_PLAN }, successNotification: false, errorNotification: false },
      {
        onSuccess: () => {
          notify?.({ type: "success", message: RESOURCE_TEXTS.saved });
          void invalidate({ resource: "planesviaje", invalidates: ["list", "detail"] });
          close();
        },
        onError: (error) => notify?.({ type: "error", message: failureMessage(error) }),
      },
    );

  return (
    <div style={{ marginTop: 12 }} data-testid="plan-detalles-vista">
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => String(r.id ?? r.orden)}
        dataSource={rows}
        columns={[
          { title: "Orden", dataIndex: "orden", width: 60 },
          { title: "Puesto de control", dataIndex: "puestocontrol" },
          { title: "Duración", dataIndex: "duracion", width: 90, render: (v: number) => formatHoursMinutes(v ?? 0) },
          { title: "Distancia (km)", dataIndex: "distancia", width: 110, render: (v: number) => formatQuantity(v) },
          { title: "Pernoctar", dataIndex: "indicadorpernoctar", width: 90, render: (v: boolean) => (v ? "Sí" : "No") },
        ]}
      />
      <Space style={{ width: "100%", justifyContent: "space-between", marginTop: 8 }}>
        <Space size="large" data-testid="plan-totales">
          <Typography.Text>{`Duración total: ${formatHoursMinutes(totals.minutes)}`}</Typography.Text>
          <Typography.Text>{`Distancia total: ${formatDistance(totals.km)}`}</Typography.Text>
        </Space>
        <Button loading={mutation.isPending} onClick={toggle}>
          {disabled ? "Habilitar" : "Deshabilitar"}
        </Button>
      </Space>
    </div>
  );
}
