// A JSON value on the screens: edited as its indented text in a text area ('JSON inválido' for a text that is no
// JSON), shown compact on one line in the table and indented in the view.
import { Form, Input, Typography } from "antd";
import { compactJson, parseJson } from "@shared/entities/field-types/json";
import type { BrowserFieldType } from "./browser-field-type";
import { JSON_TEXTS } from "@shared/i18n/field-types";

const MONOSPACE = { fontFamily: "monospace" } as const;

export const json: BrowserFieldType = {
  kind: "TEXT",
  toForm: (value) => (value === null || value === undefined ? undefined : JSON.stringify(value, null, 2)),
  fromForm(value) {
    if (typeof value !== "string") return value ?? null;
    if (value.trim() === "") return null;
    const parsed = parseJson(value);
    // what is no JSON stays a text: the form's check refuses it first
    return parsed === undefined ? value : parsed;
  },
  formCheck: (value) => (typeof value === "string" && value.trim() !== "" && parseJson(value) === undefined ? JSON_TEXTS.invalid : null),
  FormItem: ({ field, item }) => (
    <Form.Item {...item}>
      <Input.TextArea rows={5} style={MONOSPACE} spellCheck={false} placeholder={field.form ? field.form.placeholder : undefined} />
    </Form.Item>
  ),
  cell: (value) => (
    <Typography.Text ellipsis style={{ ...MONOSPACE, maxWidth: "100%" }}>
      {compactJson(value)}
    </Typography.Text>
  ),
  show: (value) => <pre style={{ ...MONOSPACE, margin: 0, whiteSpace: "pre-wrap" }}>{JSON.stringify(value, null, 2)}</pre>,
};
