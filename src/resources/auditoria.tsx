// Auditoría (issue 9 §6), role 3 only: the read-only audit log of the company — when, who, what action on
// which entity and record, and the details sent. Newest first; nothing is created, edited or deleted here.
import { AuditOutlined } from "@ant-design/icons";
import type { ResourceDefinition, SelectOption } from "./engine";

export type AuditoriaRow = {
  id: number;
  fecha: string;
  usuario: string;
  accion: string;
  entidad: string;
  identidad: number | null;
  detalle: unknown;
};

const options = (values: string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

/** The actions and entities the server writes (server/audit/record.ts). */
export const ACCIONES = options(["Crear", "Modificar", "Eliminar", "Habilitar", "Restablecer", "Restablecer contraseña", "Reportar"]);
export const ENTIDADES = options(["Ruta", "Evento", "Puesto de control", "Plan de viaje", "Usuario", "Cliente", "Configuración", "Viaje"]);

const scalar = (v: unknown): string => (v !== null && typeof v === "object" ? JSON.stringify(v) : String(v));

/** The details as 'campo: valor; …' (NA when there are none). */
export function detalleText(value: unknown): string {
  if (value == null) return "NA";
  if (typeof value !== "object" || Array.isArray(value)) return scalar(value);
  const parts = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${v == null ? "NA" : scalar(v)}`);
  return parts.length ? parts.join("; ") : "NA";
}

const never = () => false;

export const auditoriaDefinition: ResourceDefinition<AuditoriaRow> = {
  name: "auditoria",
  route: "/home/Auditoria",
  menu: { group: "configuracion", label: "menu.auditoria", icon: AuditOutlined },
  labels: { singular: "Registro de auditoría", plural: "Auditoría", title: "Auditoría" },
  operations: { list: "auditoria" },
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
    { name: "detalle", label: "Detalle", type: "TEXT", list: { width: 480, sortable: false, filterable: false }, form: false, format: detalleText },
  ],
};
