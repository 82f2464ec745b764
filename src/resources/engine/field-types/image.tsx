// An image on the screens (shared/domain/image-key.ts): the form uploads one and holds its key, with the record's
// signed read URL (`<name>Url`, read with the list and the record) beside it for the preview, never sent (the input
// holds the entity's fields only); the list's cell is a thumbnail of that URL or NA, the column's filter whether it
// has one; the view shows each image under its label in a section of its own; the audit log words it 'Con imagen',
// a change as added, changed or removed.
import type { BaseRecord } from "@refinedev/core";
import { imageUrlField, imageValueText } from "@shared/domain/image-key";
import { ImageThumbnail } from "../images/ImageThumbnail";
import { ImageFormItem } from "../form/ImageFieldInput";
import type { BrowserFieldType } from "./browser-field-type";
import { keysSection, withKeyUrls } from "./uploaded-key-parts";

export const image: BrowserFieldType = {
  kind: "IMAGE",
  FormItem: ImageFormItem,
  // its cell a thumbnail, shown by the view's own section, worded 'Con imagen' elsewhere
  definition(definition) {
    const url = imageUrlField(definition.name);
    const list = definition.list === false ? false : {
      ...definition.list,
      render: (value: unknown, record: BaseRecord) => <ImageThumbnail url={value ? record[url] : null} alt={definition.label} />,
    };
    return { ...definition, list, view: false, format: imageValueText };
  },
  // the URL of each image the view shows read with the records and kept in the form's values; the view's section
  resource(fields, resource) {
    const images = fields.flatMap(([name, f]) => (!f.array && f.view !== false ? [[name, f.label] as [string, string]] : []));
    if (!images.length) return resource;
    const urls = images.map(([name]) => imageUrlField(name));
    // each a larger thumbnail with its preview
    const section = keysSection(images, (name, label, record) => <ImageThumbnail url={record[name] ? record[imageUrlField(name)] : null} alt={label} size={120} />);
    return withKeyUrls(resource, urls, section);
  },
};
