// GPS report (sysevento 11): lugar and novedad required ('requerido'), retraso in minutes; the time is the
// server's.
import { Form, InputNumber } from "antd";
import { REPORT_EVENTS } from "@shared/domain/report-rules";
import type { FormProps } from "./form-props";
import { ReportForm } from "./ReportForm";
import { REPORT_TEXTS } from "@shared/i18n/reports";

export function GpsForm({ shipments: _s, idsysevento: _e, title, ...props }: FormProps) {
  return (
    <ReportForm {...props} kind="gps" idsysevento={REPORT_EVENTS.gps} title={title ?? REPORT_TEXTS.titles.gps} withDate={false}
      toInput={(v) => ({ retraso: v.retraso ?? null })}>
      <Form.Item name="retraso" label={REPORT_TEXTS.fields.retraso}>
        <InputNumber min={0} max={100000} precision={0} style={{ width: 160 }} data-testid="report-retraso" />
      </Form.Item>
    </ReportForm>
  );
}
