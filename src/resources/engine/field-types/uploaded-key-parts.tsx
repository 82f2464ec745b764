// The screen parts shared by the types that keep an upload's key (image, file): the view's section drawing each
// shown field under its label, and the resource reading each field's signed URL (`<name>Url`) with the records and
// keeping it in the form's values (never sent: the input holds the entity's fields only).
import { Descriptions } from "antd";
import type { ReactNode } from "react";
import type { BaseRecord } from "@refinedev/core";
import type { ViewSectionProps } from "../types";
import type { EntityResource } from "./browser-field-type";

/** A view section with one row per `[name, label]`, drawn by `draw`. */
export function keysSection(items: [string, string][], draw: (name: string, label: string, record: BaseRecord) => ReactNode) {
  return function KeysSection({ record }: ViewSectionProps) {
    return (
      <Descriptions column={1} bordered size="small" style={{ marginTop: 8 }}>
        {items.map(([name, label]) => (
          <Descriptions.Item key={name} label={label}>
            {draw(name, label, record)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    );
  };
}

/** `resource` reading the `urls` fields with its records, keeping them in the form's values, with `section` (if any) in its view. */
export function withKeyUrls(resource: EntityResource, urls: string[], section: ReturnType<typeof keysSection> | null): EntityResource {
  const fromRecord = resource.fromRecord;
  return {
    ...resource,
    extraQueryFields: [...(resource.extraQueryFields ?? []), ...urls],
    viewSections: [...(resource.viewSections ?? []), ...(section ? [section] : [])],
    fromRecord: (record) => ({ ...(fromRecord ? fromRecord(record) : record), ...Object.fromEntries(urls.map((u) => [u, record[u]])) }),
  };
}
