// A multi-select on the screens: picked with a select of several values among the field's options; the table and
// the view join the chosen labels with ', '; the table's filter picks one option the rows must hold.
import { Form, Select } from "antd";
import type { BrowserFieldType } from "./browser-field-type";

export const multiselect: BrowserFieldType = {
  kind: "SELECT",
  filter: "member",
  toForm: (value) => (Array.isArray(value) ? value : []),
  fromForm: (value) => (value === undefined || value === null ? [] : value),
  FormItem: ({ field, item }) => (
    <Form.Item {...item}>
      <Select
        mode="multiple" allowClear placeholder={field.form ? field.form.placeholder : undefined}
        options={(field.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
      />
    </Form.Item>
  ),
};
