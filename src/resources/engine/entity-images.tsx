// An entity's image fields on the screens (shared/domain/image-key.ts): the list's cell is a thumbnail of the record's
// signed read URL (`<name>Url`, read with the list and the record) or NA, the column's filter whether it has one;
// the view shows each image under its label; the form's value is the key, with the URL beside it for the preview
// (never sent: the input holds the entity's fields only). The audit log words it 'Con imagen' / 'imagen cambiada'.
import type { BaseRecord } from "@refinedev/core";
import { Descriptions } from "antd";
import { imageUrlField, imageValueText } from "@shared/domain/image-key";
import type { PagesEntity } from "@shared/entities/types";
import { ImageThumbnail } from "./images/ImageThumbnail";
import type { FieldDefinition, ResourceDefinition, ViewSectionProps } from "./types";

type EntityValues = Record<string, unknown>;

/** The stored image fields of an entity, with their labels. */
const imagesOf = (entity: PagesEntity): [name: string, label: string][] =>
  Object.entries(entity.fields).flatMap(([name, f]) => (f.type === "image" && !f.array && f.view !== false ? [[name, f.label] as [string, string]] : []));

/** An image field's definition: its cell a thumbnail, shown by the view's own section, worded 'Con imagen' elsewhere. */
export function imageFieldDefinition(definition: FieldDefinition): FieldDefinition {
  const url = imageUrlField(definition.name);
  const list = definition.list === false ? false : {
    ...definition.list,
    render: (value: unknown, record: BaseRecord) =>
      value ? <ImageThumbnail url={record[url]} alt={definition.label} /> : <ImageThumbnail url={null} alt={definition.label} />,
  };
  return { ...definition, list, view: false, format: imageValueText };
}

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

/** The definition reading each image's URL with the records, showing it in the view and keeping it in the form's values. */
export function withImages(entity: PagesEntity, definition: ResourceDefinition<EntityValues, EntityValues>): ResourceDefinition<EntityValues, EntityValues> {
  const images = imagesOf(entity);
  if (!images.length) return definition;
  const urls = images.map(([name]) => imageUrlField(name));
  const fromRecord = definition.fromRecord;
  return {
    ...definition,
    extraQueryFields: [...(definition.extraQueryFields ?? []), ...urls],
    viewSections: [...(definition.viewSections ?? []), imagesSection(images)],
    fromRecord: (record) => ({ ...(fromRecord ? fromRecord(record) : record), ...Object.fromEntries(urls.map((u) => [u, record[u]])) }),
  };
}
