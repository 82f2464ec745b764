// An entity's many-to-many fields on the screens (shared/entities/many-to-many.ts): the list's cell and the view show
// the named rows' labels joined by ', ' (`<name>Etiquetas`, read with the list and the record), NA for none; the
// column's filter searches those labels; the form's value is the ids, with the labels beside them for the picker.
import type { BaseRecord } from "@refinedev/core";
import { joinedLinkLabels, linkLabelsField, manyToManyFields } from "@shared/entities/many-to-many";
import type { PagesEntity } from "@shared/entities/types";
import { NA } from "./format-value";
import type { FieldDefinition, ResourceDefinition } from "./types";

type EntityValues = Record<string, unknown>;

/** A many-to-many field's definition: its cell and its view the labels of the rows it names. */
export function linksFieldDefinition(definition: FieldDefinition): FieldDefinition {
  const labels = linkLabelsField(definition.name);
  const text = (record: BaseRecord | undefined) => joinedLinkLabels(record?.[labels]) || NA;
  const list = definition.list === false ? false : { ...definition.list, sortable: false, render: (_value: unknown, record: BaseRecord) => text(record) };
  return { ...definition, list, format: (_value: unknown, record: BaseRecord) => text(record) };
}

/** The definition reading each many-to-many field's labels with the records and keeping them in the form's values. */
export function withLinks(entity: PagesEntity, definition: ResourceDefinition<EntityValues, EntityValues>): ResourceDefinition<EntityValues, EntityValues> {
  const labels = manyToManyFields(entity).map(([name]) => linkLabelsField(name));
  if (!labels.length) return definition;
  const fromRecord = definition.fromRecord;
  return {
    ...definition,
    extraQueryFields: [...(definition.extraQueryFields ?? []), ...labels],
    fromRecord: (record) => ({ ...(fromRecord ? fromRecord(record) : record), ...Object.fromEntries(labels.map((l) => [l, record[l]])) }),
  };
}
