// A many-to-many field on the screens (shared/entities/field-types/many-to-many.ts): the list's cell and the view show
// the named rows' labels joined by ', ' (`<name>Etiquetas`, read with the list and the record), NA for none; the
// column's filter searches those labels; the form's value is the ids, with the labels beside them for the picker
// (form/LinksFieldInput.tsx).
import type { BaseRecord } from "@refinedev/core";
import { Form } from "antd";
import { useState } from "react";
import { joinedLinkLabels, linkLabelsField } from "@shared/entities/many-to-many";
import { NA } from "../format-value";
import { LinksFieldInput } from "../form/LinksFieldInput";
import type { FieldDefinition } from "../types";
import type { BrowserFieldType, FieldTypeFormItemProps } from "./browser-field-type";

/** The form's item: its value the ids, the record's labels kept beside them in the form's values. */
function LinksFormItem({ field, item }: FieldTypeFormItemProps) {
  const form = Form.useFormInstance();
  const link = field.entity!.manyToMany!;
  const labels = Form.useWatch(linkLabelsField(field.name), { form, preserve: true }) as string[] | undefined;
  // the ids the labels name: the record's, as read (the form's value changes as the user picks)
  const [initialIds] = useState(() => form.getFieldValue(field.name) as number[] | undefined);
  return (
    <Form.Item {...item}>
      <LinksFieldInput
        operation={link.operation} labelField={link.labelColumn} initialLabels={labels ?? null} initialIds={initialIds ?? null}
        placeholder={field.form ? field.form.placeholder : undefined}
      />
    </Form.Item>
  );
}

/**
 * The field's definition: its cell and its view the labels of the rows it names; a value that is their text already
 * (what the audit log keeps, worded without a record) is shown as it is.
 */
function linksFieldDefinition(definition: FieldDefinition): FieldDefinition {
  const labels = linkLabelsField(definition.name);
  const text = (record: BaseRecord | undefined) => joinedLinkLabels(record?.[labels]) || NA;
  const list = definition.list === false ? false : { ...definition.list, sortable: false, render: (_value: unknown, record: BaseRecord) => text(record) };
  const format = (value: unknown, record: BaseRecord | undefined) =>
    joinedLinkLabels(record?.[labels]) || (typeof value === "string" && value !== "" ? value : NA);
  return { ...definition, list, format };
}

export const manyToMany: BrowserFieldType = {
  kind: "LINKS",
  FormItem: LinksFormItem,
  definition: linksFieldDefinition,
  // each field's labels read with the records and kept in the form's values
  resource(fields, resource) {
    const labels = fields.map(([name]) => linkLabelsField(name));
    const fromRecord = resource.fromRecord;
    return {
      ...resource,
      extraQueryFields: [...(resource.extraQueryFields ?? []), ...labels],
      fromRecord: (record) => ({ ...(fromRecord ? fromRecord(record) : record), ...Object.fromEntries(labels.map((l) => [l, record[l]])) }),
    };
  },
};
