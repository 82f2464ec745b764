// Event report: lugar, fecha, hora, novedad and an event — one of the company's events (eventosV2
// through the search list; sysevento 17 with idevento) or the fixed option 1 'Salida de cargue' (sysevento 1).
import { Checkbox, Form } from "antd";
import { SearchSelect } from "@/components/search-select/SearchSelect";
import { REPORT_EVENTS } from "@shared/domain/report-rules";
import type { FormProps } from "./form-props";
import { ReportForm } from "./ReportForm";
import { REPORT_TEXTS } from "@shared/i18n/reports";

export const FIXED_EVENT = { id: 1, descripcion: "Salida de cargue" } as const;

export function EventForm({ shipments: _s, idsysevento: _e, title, ...props }: FormProps) {
  return (
    <ReportForm {...props} kind="event" idsysevento={REPORT_EVENTS.companyEvent} title={title ?? REPORT_TEXTS.titles.event}
      toInput={(v) => (v.salidacargue
        ? { idsysevento: REPORT_EVENTS.fixedEvent, idevento: null }
        : { idsysevento: REPORT_EVENTS.companyEvent, idevento: v.idevento ?? null })}>
      <Form.Item name="salidacargue" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox data-testid="report-salidacargue">{FIXED_EVENT.descripcion}</Checkbox>
      </Form.Item>
      <Form.Item name="idevento" label={REPORT_TEXTS.fields.evento} dependencies={["salidacargue"]}
        rules={[({ getFieldValue }) => ({
          validator: (_, value) => (getFieldValue("salidacargue") || value != null
            ? Promise.resolve() : Promise.reject(new Error(REPORT_TEXTS.required))),
        })]}>
        <EventSelect />
      </Form.Item>
    </ReportForm>
  );
}

/** Inside the form: disabled while the fixed option is ticked. */
function EventSelect({ value, onChange }: { value?: number | null; onChange?: (v: number | null) => void }) {
  const disabled = !!Form.useWatch<boolean | undefined>("salidacargue");
  return (
    <SearchSelect operation="eventosV2" labelField="descripcion" value={disabled ? null : value ?? null} disabled={disabled}
      onChange={(v) => onChange?.(v == null ? null : Number(v))} id="report-idevento" />
  );
}
