// A document on the screens (shared/domain/file-key.ts): the form uploads one and holds its key, with the record's
// signed download URL (`<name>Url`, read with the list and the record) beside it for the link, never sent (the input
// holds the entity's fields only); the list's cell is the file's name, a link to that URL, or NA; the column's filter
// searches the name; the view shows each file's link under its label in a section of its own; the audit log and the
// export word it by its name, 'Sin archivo' for none.
import type { BaseRecord } from "@refinedev/core";
import { fileValueText } from "@shared/domain/file-key";
import { imageUrlField } from "@shared/domain/image-key";
import { FileLink } from "../files/FileLink";
import { FileFormItem } from "../form/FileFieldInput";
import type { BrowserFieldType } from "./browser-field-type";
import { keysSection, withKeyUrls } from "./uploaded-key-parts";

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
    const section = shown.length ? keysSection(shown, (name, _label, record) => <FileLink fileKey={record[name]} url={record[imageUrlField(name)]} />) : null;
    return withKeyUrls(resource, urls, section);
  },
};
