// An image on the screens (shared/domain/image-key.ts): the form uploads one and holds its key, with the record's
// signed read URL (`<name>Url`, read with the list and the record) beside it for the preview, never sent (the input
// holds the entity's fields only); the list's cell is a thumbnail of that URL or NA, the column's filter whether it
// has one; the view shows each image under its label in a section of its own; the audit log words it 'Con imagen',
// a change as added, changed or removed.
import type { BaseRecord } from "@refinedev/core";
import { Descriptions } from "antd";
import { imageUrlField, imageValueText } from "@shared/domain/image-key";
import { ImageThumbnail } from "../images/ImageThumbnail";
import { ImageFormItem } from "../form/ImageFieldInput";
import type { ViewSectionProps } from "../types";
import type { BrowserFieldType } from "./browser-field-type";

/** The view's images, each under its label (a larger thumbnail with its preview). */
function imagesSection(images: [string, string][]) {
  return function ImagesSection({ record }: ViewSectionProps) {
    return (
      <Descriptions column={1} bordered size="small" style={{ marginTop: 8 }}>
        {images.map(([name, label]) => (
          <Descriptions.Item key={name} label={label}>
            <ImageThumbnail url={record[name] ? record[imageUrlField(name)] : null} alt={label} size={120} />
          </Descriptions.Item>
        ))}
      </Descriptions>
    );
  };
}

export const image: BrowserFieldType = {
  kind: "IMAGE",
  FormItem: ImageFormItem,
  // its cell a thumbnail, shown by the view's own section, worded 'Con imagen' elsewhere
  definition(definition) {
    const url = imageUrlField(definition.name);
    const list = definition.list === false ? false : {
      ...definition.list,
      render: (value: unknown, record: BaseRecord) =>
        value ? <ImageThumbnail url={record[url]} alt={definition.label} /> : <ImageThumbnail url={null} alt={definition.label} />,
    };
    return { ...definition, list, view: false, format: imageValueText };
  },
  // the URL of each image the view shows read with the records and kept in the form's values; the view's section
  resource(fields, resource) {
    const images = fields.flatMap(([name, f]) => (!f.array && f.view !== false ? [[name, f.label] as [string, string]] : []));
    if (!images.length) return resource;
    const urls = images.map(([name]) => imageUrlField(name));
    const fromRecord = resource.fromRecord;
    return {
      ...resource,
      extraQueryFields: [...(resource.extraQueryFields ?? []), ...urls],
      viewSections: [...(resource.viewSections ?? []), imagesSection(images)],
      fromRecord: (record) => ({ ...(fromRecord ? fromRecord(record) : record), ...Object.fromEntries(urls.map((u) => [u, record[u]])) }),
    };
  },
};
