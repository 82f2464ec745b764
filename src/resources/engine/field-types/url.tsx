// A URL on the screens: typed in a text input, shown in the table and the view as a link that opens in a new tab
// (a click on it does not open the record).
import { Form, Input } from "antd";
import type { BrowserFieldType } from "./browser-field-type";

const link = (value: unknown) => (
  <a href={String(value)} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
    {String(value)}
  </a>
);

export const url: BrowserFieldType = {
  kind: "TEXT",
  FormItem: ({ field, item }) => (
    <Form.Item {...item} normalize={(v: unknown) => (typeof v === "string" ? v.trim() : v)}>
      <Input inputMode="url" placeholder={field.form ? (field.form.placeholder ?? "https://") : undefined} />
    </Form.Item>
  ),
  cell: link,
};
