// An entity's groups and write guard on its pages (shared/entities/groups.ts): each group is one GEO
// field read through the extra query fields (e.g. geolocalizacion { latitud longitud }), its parts edited under
// their own names and sent as the group's object; `writableWhen` makes only those records selectable and editable.
import { groupParts } from "@shared/entities/groups";
import type { PagesEntity } from "@shared/entities/types";
import type { FieldDefinition, ResourceDefinition } from "./types";

type EntityValues = Record<string, unknown>;

/** The fields but the groups' parts (which are not fields of the contract's type). */
export function withoutGroupParts<T>(entity: PagesEntity, fields: [string, T][]): [string, T][] {
  const parts = groupParts(entity);
  return fields.filter(([name]) => !parts.has(name));
}

/** The groups' fields: read through the extra query fields, shown in the view, edited by a form section of the screen. */
export const groupFields = (entity: PagesEntity): FieldDefinition[] =>
  Object.entries(entity.groups ?? {}).map(([name, group]) => ({ name, label: group.label, type: "GEO", list: false, query: false, view: true }));

/** A record's groups as their parts, under their own names, for the form. */
export function groupFormValues(entity: PagesEntity, record: EntityValues): EntityValues {
  const values: EntityValues = {};
  for (const [name, group] of Object.entries(entity.groups ?? {})) {
    const object = (record[name] ?? null) as EntityValues | null;
    for (const part of group.parts) values[part] = object?.[part] ?? null;
  }
  return values;
}

/** The definition's parts for the entity's groups and write guard (none when it has neither). */
export function groupsAndGuard(entity: PagesEntity): Partial<ResourceDefinition<EntityValues, EntityValues>> {
  const groups = Object.entries(entity.groups ?? {});
  const only = entity.writableWhen;
  const writable = only ? (record: EntityValues) => record[only.field] === only.value : undefined;
  return {
    ...(groups.length ? { extraQueryFields: groups.map(([name, g]) => ({ [name]: [...g.parts] })) } : {}),
    ...(writable ? { isRowSelectable: writable, isRecordEditable: writable } : {}),
  };
}
