// Control-point report (events 10, 18, 19): fecha, hora, novedad and the post (the trip's next
// post by default); the shipments in status 13 go with it automatically. Each post of the plan shows a grey
// check when already reported and a green icon when not.
import { Form, Select, Space } from "antd";
import { CheckCircleFilled, EnvironmentFilled } from "@ant-design/icons";
import { useCustom, type BaseRecord } from "@refinedev/core";
import { offeredShipments } from "@shared/domain/report-rules";
import type { FormProps } from "./form-props";
import { PLAN_POSTS } from "./queries";
import { ReportForm } from "./ReportForm";
import { REPORT_TEXTS } from "@shared/i18n/reports";
import { useEventName } from "./use-event-name";

export const POST_ICON_COLORS = { reported: "#8c8c8c", pending: "#52c41a" } as const;

interface PlanPosts {
  planviajePorViaje: { puestosreportados: number[]; planviajedetalles: { id: number; idpuestocontrol: number; puestocontrol: string | null }[] } | null;
}

export function PostIcon({ reported }: { reported: boolean }) {
  return reported
    ? <CheckCircleFilled style={{ color: POST_ICON_COLORS.reported }} aria-label={REPORT_TEXTS.postStates.reported} data-reported="true" />
    : <EnvironmentFilled style={{ color: POST_ICON_COLORS.pending }} aria-label={REPORT_TEXTS.postStates.pending} data-reported="false" />;
}

export function ControlPostForm({ shipments, idsysevento, title, ...props }: FormProps) {
  const { eventName } = useEventName();
  const { result } = useCustom<BaseRecord>({
    url: "", method: "post", config: { payload: { idviaje: props.trip.id } }, meta: { document: PLAN_POSTS },
    queryOptions: { enabled: props.open, retry: false }, errorNotification: false,
  });
  const plan = (result.data as PlanPosts | undefined)?.planviajePorViaje;
  const reported = new Set((plan?.puestosreportados ?? []).map(Number));
  const inTransit = offeredShipments(idsysevento, shipments.map((s) => ({ ...s, idsysestado: Number(s.idsysestado) }))).map((s) => s.id);
  return (
    <ReportForm {...props} kind="controlPost" idsysevento={idsysevento} shipments={shipments}
      title={title ?? `${REPORT_TEXTS.titles.controlPost}: ${eventName(idsysevento)}`}
      defaults={{ idpuestocontrol: props.trip.idproximopuestocontrol ?? null }}
      toInput={(v) => ({ idpuestocontrol: v.idpuestocontrol ?? null, idremesas: inTransit })}>
      <Form.Item name="idpuestocontrol" label={REPORT_TEXTS.fields.puesto}>
        <Select allowClear data-testid="report-puesto" style={{ width: "100%" }}
          options={(plan?.planviajedetalles ?? []).map((d) => ({
            value: d.idpuestocontrol,
            label: <Space><PostIcon reported={reported.has(Number(d.idpuestocontrol))} />{d.puestocontrol}</Space>,
          }))} />
      </Form.Item>
    </ReportForm>
  );
}
