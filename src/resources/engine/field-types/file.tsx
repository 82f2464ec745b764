// A document on the screens (shared/domain/file-key.ts): the form uploads one and holds its key, with the record's
// signed download URL (`<name>Url`, read with the list and the record) beside it for the link, never sent (the input
// holds the entity's fields only); the list's cell is the file's name, a link to that URL, or NA; the column's filter
// searches the name; the view shows each file's link under its label in a section of its own; the audit log and the
// export word it by its name, 'Sin archivo' for none.
import type { BaseRecord } from "@refinedev/core";
import { Descriptions } from "antd";
import { fileValueText } from "@shared/domain/file-key";
import { imageUrlField } from "@shared/domain/image-key";
import { FileLink } from "../files/FileLink";
import { FileFormItem } from "../form/FileFieldInput";
import type { ViewSectionProps } from "../types";
import type { BrowserFieldType } from "./browser-field-type";

/** The view's files, each link under its label. */
function filesSection(files: [string, string][]) {
  return function FilesSection({ record }: ViewSectionProps) {
    return (
      <Descriptions column={1} bordered size="small" style={{ marginTop: 8 }}>
        {files.map(([name, label]) => (
          <Descriptions.Item key={name} label={label}>
            <FileLink fileKey={record[name]} url={record[imageUrlField(name)]} />
          </Descriptions.Item>
        ))}
      </Descriptions>
    );
  };
}

export const file: BrowserFieldType = {
  kind: "FILE",
  FormItem: FileFormItem,
  // its cell a download link, shown by the view's own section, worded by its name elsewhere
  definition(definition) {
    const url = imageUrlField(definition.name);
    const list = definition.list === false ? false : {
      ...definition.list,
      render: (value: unknown, record: BaseRecord) => <FileLink fileKey={value} url={record[url]} />,
    };
    return { ...definition, list, view: false, format: fileValueText };
  },
  // each file's URL read with the records and kept in the form's values; the view's section of links
  resource(fields, resource) {
    const urls = fields.map(([name]) => imageUrlField(name));
    const shown = fields.flatMap(([name, f]) => (f.view !== false ? [[name, f.label] as [string, string]] : []));
    const fromRecord = resource.fromRecord;
    return {
      ...resource,
      extraQueryFields: [...(resource.extraQueryFields ?? []), ...urls],
      viewSections: [...(resource.viewSections ?? []), ...(shown.length ? [filesSection(shown)] : [])],
      fromRecord: (record) => ({ ...(fromRecord ? fromRecord(record) : record), ...Object.fromEntries(urls.map((u) => [u, record[u]])) }),
    };
  },
};
