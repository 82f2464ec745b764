// 'Reporte de Bascula' (sysevento 9): lugar, fecha, hora, novedad and 'Peso(KG)*' numeric; ' KG' is appended
// to the note.
import { Form, Input } from "antd";
import { REPORT_EVENTS, weighingNote } from "@shared/domain/report-rules";
import type { FormProps } from "./form-props";
import { ReportForm } from "./ReportForm";
import { REPORT_TEXTS } from "@shared/i18n/reports";

export function WeighingForm({ shipments: _s, idsysevento: _e, title, ...props }: FormProps) {
  return (
    <ReportForm {...props} kind="weighing" idsysevento={REPORT_EVENTS.weighing} title={title ?? REPORT_TEXTS.titles.weighing}
      toInput={(v) => ({ novedad: weighingNote(v.novedad ?? "", v.peso ?? "") })}>
      <Form.Item name="peso" label={REPORT_TEXTS.fields.peso}
        rules={[{ required: true, message: REPORT_TEXTS.required }, { pattern: /^\d+([.,]\d+)?$/, message: REPORT_TEXTS.notNumber }]}>
        <Input inputMode="decimal" maxLength={10} style={{ width: 160 }} data-testid="report-peso" />
      </Form.Item>
    </ReportForm>
  );
}
