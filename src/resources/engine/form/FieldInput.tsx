// The form control of a definition field by type: text (apostrophes blocked), a list of texts as tags (one item
// per tag, a comma or Enter closing one),
// numbers (a decimal's kept as its exact text), switches, calendar days, selects, the search select for relations
// and dates on the company's clock (America/Bogota, whatever the browser's zone); a duration is edited through its
// parts, side by side under its own label; a group by its screen's form section.
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from "antd";
import dayjs from "dayjs";
import { instantOfPicked, pickerValueOf } from "@shared/domain/business-picker";
import { SearchSelect } from "@/components/search-select/SearchSelect";
import { sanitizeText } from "@shared/domain/validators";
import { decimalOf } from "@shared/entities/types";
import type { FieldDefinition } from "../types";
import { useContext } from "react";
import { antdRules, validateRule } from "./field-rules";
import { FormOperation } from "./form-operation";
import { moduleRule } from "./module-rule";
import { browserFieldTypeOf } from "../field-types";

type Field = FieldDefinition;

function RelationInput({ field, value, onChange, id }: { field: Field; value?: string | number | null; onChange?: (v: unknown) => void; id?: string }) {
  const form = Form.useFormInstance();
  const relation = field.relation!;
  const labelInto = relation.labelInto;
  const label = Form.useWatch(labelInto ?? "__no_label__", form) as string | undefined;
  return (
    <SearchSelect
      id={id}
      operation={relation.operation}
      labelField={relation.labelField}
      value={value}
      initialLabel={labelInto ? label : undefined}
      placeholder={field.form ? field.form.placeholder : undefined}
      onChange={(v, text) => {
        if (labelInto) form.setFieldValue(labelInto, text ?? undefined);
        onChange?.(v ?? undefined);
      }}
    />
  );
}

/** a list's tags as the value: each trimmed without apostrophes, blank ones left out */
const tagItems = (upper: boolean) => (v: unknown) =>
  Array.isArray(v) ? v.map((item) => sanitizeText(String(item), upper).trim()).filter((item) => item !== "") : v;

/** the picker's day of a calendar day 'YYYY-MM-DD' (local midnight of that day) */
const toDay = (v: unknown) => (typeof v === "string" && v ? { value: dayjs(v) } : { value: null });
/** the picker's day and time of a stored instant: its Bogotá day and time */
const toBusinessDay = (v: unknown) => ({ value: pickerValueOf(v) });

/** One Form.Item for a field (the caller skips fields with form: false). */
export function FieldInput({ field }: { field: Field }) {
  const options = field.form || {};
  const operation = useContext(FormOperation);
  // a type written as a module checks its own values after the common rules (required)
  const module = browserFieldTypeOf(field.entity);
  const rules = [...antdRules(options.rules), ...moduleRule(field.entity), ...validateRule(options, operation)];
  const common = {
    name: field.name, label: field.label, rules, required: Boolean(options.rules?.required),
    ...(options.dependencies ? { dependencies: options.dependencies } : {}),
  };
  const upper = Boolean(options.rules?.upperCase);
  // what the entity says of the field: a decimal's scale (its text kept exact), a calendar day, a multi-line text
  const entity = field.entity;
  const decimals = entity?.type === "decimal" ? decimalOf(entity).scale : undefined;
  if (module) return <module.FormItem field={field} item={common} />;
  switch (field.type) {
    case "NUMERIC":
      return (
        <Form.Item {...common}>
          {decimals !== undefined ? (
            <InputNumber<string>
              style={{ width: "100%" }} stringMode decimalSeparator="," step={(10 ** -decimals).toFixed(decimals)}
              min={options.minValue === undefined ? undefined : String(options.minValue)} placeholder={options.placeholder}
            />
          ) : (
            <InputNumber style={{ width: "100%" }} min={options.minValue} max={options.maxValue} placeholder={options.placeholder} />
          )}
        </Form.Item>
      );
    case "BOOLEAN":
      return (
        <Form.Item {...common} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case "SELECT":
      return (
        <Form.Item {...common}>
          <Select allowClear placeholder={options.placeholder} options={(field.options ?? []).map((o) => ({ value: o.value as string | number, label: o.label }))} />
        </Form.Item>
      );
    case "RELATION":
      return (
        <Form.Item {...common}>
          <RelationInput field={field} />
        </Form.Item>
      );
    case "DATE":
    case "DATE-TIME":
      if (entity?.type === "day") {
        return (
          <Form.Item {...common} getValueProps={toDay} normalize={(d?: dayjs.Dayjs | null) => d?.format("YYYY-MM-DD")}>
            <DatePicker style={{ width: "100%" }} format="DD/MM/YYYY" />
          </Form.Item>
        );
      }
      return (
        <Form.Item {...common} getValueProps={toBusinessDay} normalize={(d?: dayjs.Dayjs | null) => instantOfPicked(d, field.type === "DATE-TIME")}>
          <DatePicker style={{ width: "100%" }} showTime={field.type === "DATE-TIME"} format={field.type === "DATE" ? "DD/MM/YYYY" : "DD/MM/YYYY HH:mm"} />
        </Form.Item>
      );
    case "DURATION":
      // the duration's label over its parts' inputs, each with its own label, rules and messages
      return (
        <Form.Item label={field.label} required={Boolean(options.parts?.some((p) => p.form && p.form.rules?.required))} style={{ marginBottom: 0 }}>
          <Row gutter={12}>
            {(options.parts ?? []).map((part) => (
              <Col key={part.name} span={12}>
                <FieldInput field={part} />
              </Col>
            ))}
          </Row>
        </Form.Item>
      );
    default:
      if (entity?.array) {
        return (
          <Form.Item {...common} normalize={tagItems(upper)}>
            <Select mode="tags" tokenSeparators={[","]} open={false} suffixIcon={null} placeholder={options.placeholder} />
          </Form.Item>
        );
      }
      return (
        <Form.Item {...common} normalize={(v: unknown) => (typeof v === "string" ? sanitizeText(v, upper) : v)}>
          {entity?.multiline ? <Input.TextArea rows={3} placeholder={options.placeholder} /> : <Input placeholder={options.placeholder} />}
        </Form.Item>
      );
  }
}
