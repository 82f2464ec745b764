// Plan de viajes tab: the timeline Cita cargue, Salida de cargue, Cita descargue, Llegada
// descargue; the bar 'Plan de viajes {trip id}'; the plan's posts with address, duration, distance and
// estimated time (first report + cumulative minutes), each row editable.
import { useState } from "react";
import { App, Checkbox, Empty, InputNumber, Table, Timeline, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { estimatedTimes, formatPlanDate, planMilestones } from "@shared/domain/plan-timeline";
import { formatQuantity } from "@shared/domain/quantity-format";
import { PlanRowActions } from "./PlanRowActions";
import { DELETE_PLAN_ROW, MOVE_PLAN_ROW, UPDATE_PLAN_ROW, type Shipment, type TripPlan } from "./queries";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { useGqlMutation } from "./use-gql";

type Detail = TripPlan["planviajedetalles"][number];
interface Draft {
  duracion: number;
  distancia: number;
  indicadorpernoctar: boolean;
}

export interface PlanTabProps {
  tripId: number;
  plan: TripPlan | null | undefined;
  shipments: Shipment[];
  loading: boolean;
  onChanged: () => void;
}

export function PlanTab({ tripId, plan, shipments, loading, onChanged }: PlanTabProps) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const update = useGqlMutation(UPDATE_PLAN_ROW);
  const remove = useGqlMutation(DELETE_PLAN_ROW);
  const move = useGqlMutation(MOVE_PLAN_ROW);
  const busy = update.isPending || remove.isPending || move.isPending;
  const details = plan?.planviajedetalles ?? [];
  const estimates = estimatedTimes(plan?.primerreporte, details);
  const t = TRIP_DETAIL_TEXTS.plan;

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      message.success(TRIP_DETAIL_TEXTS.success);
      setEditing(null);
      setDraft(null);
    } catch (error) {
      console.error("[plan]", error);
      message.error(TRIP_DETAIL_TEXTS.error);
    } finally {
      onChanged();
    }
  };

  const isEditing = (row: Detail) => editing === row.id && draft !== null;
  const columns: ColumnsType<Detail> = [
    { title: t.order, dataIndex: "orden", width: 70 },
    { title: t.post, dataIndex: "puestocontrol" },
    { title: t.address, dataIndex: "direccion", render: (v: string | null) => v || "NA" },
    {
      title: t.duration,
      dataIndex: "duracion",
      width: 130,
      render: (v: number, row) =>
        isEditing(row) ? (
          <InputNumber aria-label={t.duration} min={0} precision={0} value={draft!.duracion}
            onChange={(n) => setDraft({ ...draft!, duracion: Number(n ?? 0) })} />
        ) : v,
    },
    {
      title: t.distance,
      dataIndex: "distancia",
      width: 130,
      render: (v: number, row) =>
        isEditing(row) ? (
          <InputNumber aria-label={t.distance} min={0} value={draft!.distancia}
            onChange={(n) => setDraft({ ...draft!, distancia: Number(n ?? 0) })} />
        ) : formatQuantity(v),
    },
    {
      title: t.overnight,
      dataIndex: "indicadorpernoctar",
      width: 90,
      render: (v: boolean, row) => (
        <Checkbox aria-label={t.overnight} checked={isEditing(row) ? draft!.indicadorpernoctar : v} disabled={!isEditing(row)}
          onChange={(e) => setDraft({ ...draft!, indicadorpernoctar: e.target.checked })} />
      ),
    },
    { title: t.estimated, key: "estimado", width: 150, render: (_: unknown, _row, i) => formatPlanDate(estimates[i]) },
    {
      title: t.actions,
      key: "acciones",
      width: 190,
      fixed: "right",
      render: (_: unknown, row, i) => (
        <PlanRowActions
          editing={isEditing(row)}
          busy={busy}
          first={i === 0}
          last={i === details.length - 1}
          onEdit={() => {
            setEditing(row.id);
            setDraft({ duracion: row.duracion, distancia: row.distancia, indicadorpernoctar: row.indicadorpernoctar });
          }}
          onCancel={() => {
            setEditing(null);
            setDraft(null);
          }}
          onSave={() => void run(() => update.run({ idviaje: tripId, id: row.id, detalle: draft }))}
          onDelete={() => void run(() => remove.run({ idviaje: tripId, id: row.id }))}
          onMove={(direccion) => void run(() => move.run({ idviaje: tripId, id: row.id, direccion }))}
        />
      ),
    },
  ];

  return (
    <>
      <Timeline
        mode="left"
        data-testid="plan-timeline"
        items={planMilestones(shipments).map((m) => ({ label: m.label, children: m.value }))}
      />
      <Typography.Title level={5} style={{ background: "#f0f5ff", padding: "6px 12px", margin: "8px 0" }} data-testid="plan-bar">
        {t.bar(tripId)}
      </Typography.Title>
      {!loading && !plan ? (
        <Empty description={t.noPlan} />
      ) : (
        <Table<Detail> rowKey="id" size="small" columns={columns} dataSource={details} loading={loading} pagination={false}
          scroll={{ x: 1000 }} data-testid="plan-table" />
      )}
    </>
  );
}
