// The report date and time: day 1-31, month 1-12, four-digit year, hour 0-23 and minute 0-59 with
// two digits; digits only, paste blocked, 24-hour format.
import type { ClipboardEvent, KeyboardEvent } from "react";
import { Form, Input, Space } from "antd";
import { acceptsTypedTimePart, TIME_PART_MAX } from "@shared/domain/report-time";
import { REPORT_TEXTS } from "@shared/i18n/reports";

const digitsOnly = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault();
};
const noPaste = (e: ClipboardEvent<HTMLInputElement>) => e.preventDefault();
const onlyDigits = (v: unknown) => (typeof v === "string" ? v.replace(/\D/g, "") : v);
/** the hour and minute boxes keep their last possible value when a key would make an impossible time (25, 60) */
const timePart = (part: keyof typeof TIME_PART_MAX) => (v: unknown, previous: unknown) => {
  const digits = onlyDigits(v);
  if (typeof digits !== "string" || acceptsTypedTimePart(part, digits)) return digits;
  return typeof previous === "string" && acceptsTypedTimePart(part, previous) ? previous : "";
};

const ranged = (min: number, max: number, digits: number, exact: boolean) => ({
  validator: (_: unknown, value: string | undefined) => {
    if (!value) return Promise.reject(new Error(REPORT_TEXTS.required));
    const n = Number(value);
    const okLength = exact ? value.length === digits : value.length <= digits;
    return okLength && n >= min && n <= max ? Promise.resolve() : Promise.reject(new Error(REPORT_TEXTS.invalidDate));
  },
});

function Part({ name, label, min, max, digits, exact, width }: {
  name: string; label: string; min: number; max: number; digits: number; exact: boolean; width: number;
}) {
  const normalize = name === "hour" || name === "minute" ? timePart(name) : onlyDigits;
  return (
    <Form.Item name={name} noStyle rules={[ranged(min, max, digits, exact)]} normalize={normalize}>
      <Input aria-label={label} placeholder={label} maxLength={digits} inputMode="numeric" style={{ width }}
        onKeyDown={digitsOnly} onPaste={noPaste} data-testid={`report-${name}`} />
    </Form.Item>
  );
}

/** Both rows; the form's errors of each part show under its row. */
export function DateTimeInputs() {
  const t = REPORT_TEXTS.fields;
  return (
    <>
      <Form.Item label={t.fecha} required>
        <Space.Compact>
          <Part name="day" label={t.day} min={1} max={31} digits={2} exact={false} width={56} />
          <Part name="month" label={t.month} min={1} max={12} digits={2} exact={false} width={56} />
          <Part name="year" label={t.year} min={1000} max={9999} digits={4} exact width={76} />
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t.hora} required>
        <Space.Compact>
          <Part name="hour" label={t.hour} min={0} max={23} digits={2} exact width={56} />
          <Part name="minute" label={t.minute} min={0} max={59} digits={2} exact width={56} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
