// Auditoría (issue 9 §6), role 3 only: the read-only audit log of the company — when, who, what action on
// which entity and record, and the details sent. Newest first; nothing is created, edited or deleted here.
import { AuditOutlined } from "@ant-design/icons";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditDetailText, type AuditNames } from "@/domain/audit-changes";
import type { ResourceDefinition, SelectOption } from "./engine";
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

const options = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

/** The actions and entities the server writes (src/domain/audit-changes.ts). */
export const ACCIONES = options(AUDIT_ACTIONS);
export const ENTIDADES = options(AUDIT_ENTITIES);

/**
 * The details with the entity's labels: 'Etiqueta: antes → después' for a change, 'Etiqueta: valor' otherwise;
 * an id of a related record as its name ('Origen: MEDELLIN').
 */
export const detalleText = (value: unknown, record: Pick<AuditoriaRow, "entidad" | "nombres">): string =>
  auditDetailText(value, auditLabelsOf(record.entidad), record.nombres ?? {});

const never = () => false;
const WRAP = { whiteSpace: "normal", overflowWrap: "anywhere" } as const;

export const auditoriaDefinition: ResourceDefinition<AuditoriaRow> = {
  name: "auditoria",
  route: "/home/Auditoria",
  menu: { group: "configuracion", label: "menu.auditoria", icon: AuditOutlined },
  labels: { singular: "Registro de auditoría", plural: "Auditoría", title: "Auditoría" },
  operations: { list: "auditoria" },
  extraQueryFields: ["nombres"],
  defaultPageSize: 20,
  defaultOrder: { field: "fecha", type: "DESC" },
  canCreate: never,
  canDelete: never,
  isRecordEditable: never,
  isRowSelectable: never,
  openOnRowClick: false,
  fields: [
    { name: "fecha", label: "Fecha", type: "DATE-TIME", list: { width: 170 }, form: false },
    { name: "usuario", label: "Usuario", type: "TEXT", list: { width: 200 }, form: false },
    { name: "accion", label: "Acción", type: "SELECT", options: ACCIONES, list: { width: 170 }, form: false },
    { name: "entidad", label: "Entidad", type: "SELECT", options: ENTIDADES, list: { width: 160 }, form: false },
    { name: "identidad", label: "Id", type: "NUMERIC", list: { width: 100 }, form: false },
    {
      name: "detalle", label: "Detalle", type: "TEXT", form: false, format: detalleText,
      // the whole change is read, not cut by an ellipsis: the cell wraps
      list: { width: 480, sortable: false, filterable: false, render: (value, record) => <span style={WRAP}>{detalleText(value, record)}</span> },
    },
  ],
};
