// A time of day on the screens: picked with the time picker (hours and minutes), shown 'HH:mm'; the table filters it
// by its text (e.g. '08' or '08:30').
import { Form, TimePicker } from "antd";
import dayjs from "dayjs";
import type { BrowserFieldType } from "./browser-field-type";

/** the picker's value of 'HH:mm' (any day: only its clock is read) */
const pickerValue = (v: unknown) => ({ value: typeof v === "string" && /^\d{2}:\d{2}$/.test(v) ? dayjs(`2000-01-01T${v}`) : null });

export const time: BrowserFieldType = {
  kind: "TIME",
  FormItem: ({ field, item }) => (
    <Form.Item {...item} getValueProps={pickerValue} normalize={(d?: dayjs.Dayjs | null) => (d ? d.format("HH:mm") : null)}>
      <TimePicker style={{ width: "100%" }} format="HH:mm" minuteStep={1} needConfirm={false} placeholder={field.form ? field.form.placeholder : undefined} />
    </Form.Item>
  ),
};
