// Shipment report (events 3, 5, 7, 8, 36, 37): fecha, hora, novedad and at least one shipment
// ('requerido'), among those the event offers, preselected by the spec's rule; the place comes from the
// shipment's origin when loading and its destination when unloading.
import { Checkbox, Empty, Form } from "antd";
import { offeredShipments, preselectedShipments, requiredMessage, shipmentPlace } from "@shared/domain/report-rules";
import type { FormProps } from "./form-props";
import { ReportForm } from "./ReportForm";
import { REPORT_TEXTS } from "@shared/i18n/reports";
import { useEventName } from "./use-event-name";

export function ShipmentForm({ shipments, idsysevento, title, ...props }: FormProps) {
  const { eventName } = useEventName();
  const offered = offeredShipments(idsysevento, shipments.map((s) => ({ ...s, idsysestado: Number(s.idsysestado) })));
  const selected = preselectedShipments(idsysevento, offered);
  const place = shipmentPlace(idsysevento, offered.find((s) => s.id === selected[0]));
  return (
    <ReportForm {...props} kind="shipment" idsysevento={idsysevento} shipments={shipments}
      title={title ?? `${REPORT_TEXTS.titles.shipment}: ${eventName(idsysevento)}`}
      defaults={{ idremesas: selected, ...(place ? { lugar: place } : {}) }}
      toInput={(v) => ({ idremesas: v.idremesas ?? [] })}>
      <Form.Item name="idremesas" label={REPORT_TEXTS.fields.remesas}
        rules={[{ required: true, type: "array", min: 1, message: requiredMessage("shipment", "idremesas") }]}>
        {offered.length ? (
          <Checkbox.Group data-testid="report-remesas"
            options={offered.map((s) => ({ value: s.id, label: `${s.numeroremesa}${s.estado ? ` (${s.estado})` : ""}` }))} />
        ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </Form.Item>
    </ReportForm>
  );
}
