// Call report (sysevento 12): lugar, novedad, fecha, hora; indicadornocoincide.
import { Checkbox, Form } from "antd";
import { REPORT_EVENTS } from "@shared/domain/report-rules";
import type { FormProps } from "./form-props";
import { ReportForm } from "./ReportForm";
import { REPORT_TEXTS } from "@shared/i18n/reports";

export function CallForm({ shipments: _s, idsysevento: _e, title, ...props }: FormProps) {
  return (
    <ReportForm {...props} kind="call" idsysevento={REPORT_EVENTS.call} title={title ?? REPORT_TEXTS.titles.call}
      defaults={{ indicadornocoincide: false }} toInput={(v) => ({ indicadornocoincide: !!v.indicadornocoincide })}>
      <Form.Item name="indicadornocoincide" valuePropName="checked">
        <Checkbox data-testid="report-nocoincide">{REPORT_TEXTS.fields.nocoincide}</Checkbox>
      </Form.Item>
    </ReportForm>
  );
}
