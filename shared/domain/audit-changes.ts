// The audit log's "before → after": what a Modificar changed, as { campo: { antes, despues } },
// and how the Auditoría screen words an entry's details with the screen's labels. Shared by the server (which
// computes the changes in the transaction of the change) and the browser (which shows them). What an entity adds
// (its `audit` name, its relation fields) comes from the list of entities given (the app's).
import type { EntityDefinition } from "../entities/types";

type Entities = readonly Pick<EntityDefinition, "audit" | "auditFields" | "fields">[];

/** The actions and the entities the audit log records (the server writes them, the screen filters by them). */
export const AUDIT_ACTIONS = [
  "Crear", "Modificar", "Eliminar", "Importar", "Habilitar", "Restablecer", "Restablecer contraseña", "Reportar",
  // a user's e-mail refused because another company's user holds it (the attempt is kept, the company is not)
  "Correo rechazado",
  // a trip's alarm snoozed for some minutes, with the reason
  "Silenciar alarma",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** The screens' audited entities; the entities' (entities/, `audit`: Ruta, Evento, Cliente, Puesto de control …) come first. */
const SCREEN_AUDIT_ENTITIES = ["Configuración", "Viaje"] as const;
/** An audited entity's name: a screen's, or an entity definition's `audit`. */
export type AuditEntity = (typeof SCREEN_AUDIT_ENTITIES)[number] | (string & Record<never, never>);
/** The audited entities: those of `entities` with an `audit` name, then the screens'. */
export const auditEntities = (entities: Entities): AuditEntity[] => [...entities.flatMap((e) => (e.audit ? [e.audit] : [])), ...SCREEN_AUDIT_ENTITIES];

/** One changed field: its value before the change and after it. */
export interface AuditChange {
  antes: unknown;
  despues: unknown;
}

/** How one field is shown: its label and, optionally, its own wording of a value. */
export interface AuditFieldLabel {
  label: string;
  format?: (value: unknown) => string;
  /** its own wording of a whole change, in place of 'antes → después' (e.g. an image's 'imagen cambiada') */
  change?: (change: AuditChange) => string;
  /** `format` words a list as a whole (a multi-select's labels), not item by item */
  wholeLists?: true;
}

export type AuditLabels = Readonly<Record<string, AuditFieldLabel | undefined>>;

export const AUDIT_EMPTY = "NA";
export const AUDIT_NO_CHANGES = "Sin cambios";
export const AUDIT_ARROW = " → ";

const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === "";

const numeric = (v: unknown): number | null => {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return null;
};

const instant = (v: unknown): number => (v instanceof Date ? v.getTime() : typeof v === "string" ? Date.parse(v) : NaN);

/**
 * Whether two stored values are the same for a person: empty (null, undefined, '') equals empty; a number
 * equals its decimal text (PostgreSQL numeric columns arrive as text); a Date equals the same instant (as a
 * Date or ISO text); arrays and objects compare by content.
 */
export function sameAuditValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === "boolean" || typeof b === "boolean") return a === b;
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== null && nb !== null && (typeof a === "number" || typeof b === "number")) return na === nb;
  if (a instanceof Date || b instanceof Date) return instant(a) === instant(b);
  if (typeof a === "object" || typeof b === "object") return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
  return a === b;
}

/** A value as JSON keeps it: Dates as ISO text, undefined as null. */
function plain(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

/** The fields of `after` whose value differs from `before`'s, each as { antes, despues }, in `after`'s order. */
export function auditChanges(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const [key, despues] of Object.entries(after)) {
    if (despues === undefined) continue;
    const antes = before[key];
    if (!sameAuditValue(antes, despues)) changes[key] = { antes: plain(antes), despues: plain(despues) };
  }
  return changes;
}

/** Whether a detail value is one recorded change ({ antes, despues } and nothing else). */
export function isAuditChange(value: unknown): value is AuditChange {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes("antes") && keys.includes("despues");
}

/** 'N registros' (or '1 registro') for a list of records; a list of plain values joined by commas. */
function listText(value: unknown[]): string {
  if (value.some((v) => v !== null && typeof v === "object")) return value.length === 1 ? "1 registro" : `${value.length} registros`;
  return value.length ? value.map((v) => scalarText(v)).join(", ") : AUDIT_EMPTY;
}

function scalarText(value: unknown): string {
  if (isEmpty(value)) return AUDIT_EMPTY;
  if (typeof value === "boolean") return value ? "SI" : "NO"; // as the tables word a boolean (engine format-value)
  if (Array.isArray(value)) return listText(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The related record's name for each id an entry's details hold, by field: { idorigen: { "16": "MEDELLIN" } }.
 * The server looks them up when the log is read (so older entries get them too); an id with no name (the
 * record was deleted since) stays an id.
 */
export type AuditNames = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

/** A relation field of an audited entity: the table its ids point at and the column naming a row. */
export interface AuditRelation {
  table: string;
  labelColumn: string;
}

/** Each audited entity's relation fields: its fields' and those its `auditFields` record (a plan's row, a user's post). */
export const auditRelations = (entities: Entities): Readonly<Record<string, Readonly<Record<string, AuditRelation>>>> => Object.fromEntries(
  entities.flatMap((entity) => {
    if (!entity.audit) return [];
    const relations = [...Object.entries(entity.fields), ...Object.entries(entity.auditFields ?? {})].flatMap(([name, f]) =>
      f.relation ? [[name, { table: f.relation.table, labelColumn: f.relation.labelColumn }] as const] : []);
    return [[entity.audit, Object.fromEntries(relations)]];
  }),
);

const idOf = (v: unknown): number | null => {
  const n = numeric(v);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** The ids an entry's details hold under each of `fields` (plain values and both sides of a change). */
export function auditRelationIds(detalle: unknown, fields: readonly string[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  if (!detalle || typeof detalle !== "object" || Array.isArray(detalle)) return out;
  for (const [key, value] of Object.entries(detalle as Record<string, unknown>)) {
    if (!fields.includes(key)) continue;
    const ids = (isAuditChange(value) ? [value.antes, value.despues] : [value]).map(idOf).filter((id): id is number => id !== null);
    if (ids.length) out[key] = [...new Set([...(out[key] ?? []), ...ids])];
  }
  return out;
}

/** One value as the screen words it: the field's own format when it has one, else Sí/No, NA, lists. */
export function auditValueText(value: unknown, field?: AuditFieldLabel): string {
  if (isEmpty(value)) return AUDIT_EMPTY;
  if (field?.format && (!Array.isArray(value) || field.wholeLists)) return field.format(value);
  return scalarText(value);
}

/**
 * An entry's details as the screen shows them: 'Etiqueta: antes → después' for each change, 'Etiqueta: valor'
 * for each plain value; keys without a label keep their name. 'NA' when there are no details; 'Sin cambios'
 * for a Modificar that changed nothing.
 */
export function auditDetailText(detalle: unknown, labels: AuditLabels = {}, names: AuditNames = {}): string {
  if (detalle == null) return AUDIT_EMPTY;
  if (typeof detalle !== "object" || Array.isArray(detalle)) return scalarText(detalle);
  const entries = Object.entries(detalle as Record<string, unknown>);
  if (!entries.length) return AUDIT_NO_CHANGES;
  return entries
    .map(([key, value]) => {
      const label = labels[key]?.label ?? key;
      // an id of a related record reads as that record's name
      const named = names[key];
      const field = named ? { label, format: (v: unknown) => named[String(v)] ?? auditValueText(v, labels[key]) } : labels[key];
      if (isAuditChange(value) && labels[key]?.change) return `${label}: ${labels[key]!.change!(value)}`;
      if (isAuditChange(value)) return `${label}: ${auditValueText(value.antes, field)}${AUDIT_ARROW}${auditValueText(value.despues, field)}`;
      return `${label}: ${auditValueText(value, field)}`;
    })
    .join("; ");
}
