// An entity's file fields on the screens (shared/domain/file-key.ts): the list's cell is the file's name, a link to
// the record's signed download URL (`<name>Url`, read with the list and the record), or NA; the column's filter
// searches the name; the view shows each file's link under its label; the form's value is the key, with the URL
// beside it for the link (never sent: the input holds the entity's fields only). The audit log and the export word
// it by its name.
import type { BaseRecord } from "@refinedev/core";
import { Descriptions } from "antd";
import { fileValueText } from "@shared/domain/file-key";
import { imageUrlField } from "@shared/domain/image-key";
import type { PagesEntity } from "@shared/entities/types";
import { FileLink } from "./files/FileLink";
import type { FieldDefinition, ResourceDefinition, ViewSectionProps } from "./types";

type EntityValues = Record<string, unknown>;

/** The stored file fields of an entity shown in the view, with their labels. */
const filesOf = (entity: PagesEntity): [name: string, label: string][] =>
  Object.entries(entity.fields).flatMap(([name, f]) => (f.type === "file" && !f.array && f.view !== false ? [[name, f.label] as [string, string]] : []));

/** A file field's definition: its cell a download link, shown by the view's own section, worded by its name elsewhere. */
export function fileFieldDefinition(definition: FieldDefinition): FieldDefinition {
  const url = imageUrlField(definition.name);
  const list = definition.list === false ? false : {
    ...definition.list,
    render: (value: unknown, record: BaseRecord) => <FileLink fileKey={value} url={record[url]} />,
  };
  return { ...definition, list, view: false, format: fileValueText };
}

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

/** The definition reading each file's URL with the records, showing its link in the view and keeping it in the form's values. */
export function withFiles(entity: PagesEntity, definition: ResourceDefinition<EntityValues, EntityValues>): ResourceDefinition<EntityValues, EntityValues> {
  const files = Object.entries(entity.fields).filter(([, f]) => f.type === "file" && !f.array).map(([name]) => name);
  if (!files.length) return definition;
  const urls = files.map(imageUrlField);
  const fromRecord = definition.fromRecord;
  const shown = filesOf(entity);
  return {
    ...definition,
    extraQueryFields: [...(definition.extraQueryFields ?? []), ...urls],
    viewSections: [...(definition.viewSections ?? []), ...(shown.length ? [filesSection(shown)] : [])],
    fromRecord: (record) => ({ ...(fromRecord ? fromRecord(record) : record), ...Object.fromEntries(urls.map((u) => [u, record[u]])) }),
  };
}
