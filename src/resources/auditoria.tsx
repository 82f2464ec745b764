// Auditoría, role 3 only: the read-only audit log of the company — when, who, what action on
// which entity and record, and the details sent. Newest first; nothing is created, edited or deleted here. A
// browser-only entity (its list is a hand-written resolver over the audit table), with the details' cell as
// the screen's part.
import type { BaseRecord } from "@refinedev/core";
import { AUDIT_ACTIONS, auditDetailText, auditEntities, type AuditNames } from "@shared/domain/audit-changes";
import { MENU_TEXTS } from "@shared/i18n/menu";
import { defineBrowserEntity, type EntityDefinition } from "@shared/entities/types";
import { resourceFromEntity } from "./engine/from-entity";
import { auditLabelsOf } from "./auditoria-labels";

export type AuditoriaRow = {
  id: number;
  fecha: string;
  usuario: string;
  accion: string;
  entidad: string;
  identidad: number | null;
  detalle: unknown;
  /** the related records' names the server looked up for the details' ids */
  nombres?: AuditNames | null;
};

type Entities = readonly EntityDefinition[];

/**
 * The details with the entity's labels (among the app's `entities`): 'Etiqueta: antes → después' for a change,
 * 'Etiqueta: valor' otherwise; an id of a related record as its name ('Origen: MEDELLIN').
 */
export const detalleText = (value: unknown, record: Pick<AuditoriaRow, "entidad" | "nombres">, entities: Entities): string =>
  auditDetailText(value, auditLabelsOf(record.entidad, entities), record.nombres ?? {});

const never = () => false;
const WRAP = { whiteSpace: "normal", overflowWrap: "anywhere" } as const;

/** The audit log as the browser lists it: the actions and the entities (the app's) the server writes (shared/domain/audit-changes.ts). */
export const auditoriaEntity = (entities: Entities) => defineBrowserEntity({
  name: "auditoria",
  route: "/home/Auditoria",
  menu: { group: "configuracion", icon: "AuditOutlined", label: MENU_TEXTS.auditoria },
  labels: { singular: "Registro de auditoría", plural: "Auditoría", title: "Auditoría" },
  operations: { list: "auditoria" },
  defaultPageSize: 20,
  fields: {
    fecha: { label: "Fecha", type: "datetime", list: { width: 170 } },
    usuario: { label: "Usuario", type: "text", list: { width: 200 } },
    accion: { label: "Acción", type: "text", options: AUDIT_ACTIONS, list: { width: 170 } },
    entidad: { label: "Entidad", type: "text", options: auditEntities(entities), list: { width: 160 } },
    identidad: { label: "Id", type: "integer", list: { width: 100 } },
    detalle: { label: "Detalle", type: "text", list: { width: 480, orderable: false, filterable: false } },
  },
});

/** The Auditoría screen of an app serving `entities`. */
export function auditoriaDefinition(entities: Entities) {
  const detalleFormat = (value: unknown, record: BaseRecord) => detalleText(value, record as AuditoriaRow, entities);
  return resourceFromEntity(auditoriaEntity(entities), {
    definition: { extraQueryFields: ["nombres"], defaultOrder: { field: "fecha", type: "DESC" }, isRowSelectable: never, openOnRowClick: false },
    fields: {
      // the whole change is read, not cut by an ellipsis: the cell wraps
      detalle: { format: detalleFormat, list: { width: 480, sortable: false, filterable: false, render: (value, record) => <span style={WRAP}>{detalleFormat(value, record)}</span> } },
    },
  });
}
