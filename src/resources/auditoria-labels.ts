// The Auditoría screen's words for the fields an entry's details name. An audited entity's come from its folder: the
// label and value wording of its screen's fields (a tabbed screen's first tab, the entity's own pages), then what its
// definition's `auditFields` say of the values its hand-written writes record (coordinates, a plan's rows, a user's
// post). The ARC settings use their form's labels, and a trip's entries the trip screens' words.
import type { AuditEntity, AuditFieldLabel, AuditLabels } from "@shared/domain/audit-changes";
import { formatQuantity } from "@shared/domain/quantity-format";
import type { EntityAuditField, EntityAuditFormat, EntityDefinition } from "@shared/entities/types";
import { formatValue } from "./engine/format-value";
import { fieldTypeOf } from "@shared/entities/field-types";
import type { FieldDefinition, FieldType } from "./engine/types";
import { screenOf, type AnyDefinition } from "./entity-screens";
import { ARC_FIELD_LABELS } from "@shared/i18n/arc-settings";

/** Types whose stored value the engine words (Sí/No, option labels, 1d 02:30, dates); the rest show as stored. */
const WORDED: readonly FieldType[] = ["BOOLEAN", "SELECT", "DURATION", "DATE", "DATE-TIME", "TIME", "NUMERIC"];

/** A module type's field: its values in its own words, and a change too when the type words one. */
function moduleLabel(f: FieldDefinition<never>, change: ((change: { antes: unknown; despues: unknown }) => string) | undefined): AuditFieldLabel {
  return { label: f.label, format: (v: unknown) => f.format!(v, {} as never), wholeLists: true, ...(change ? { change } : {}) };
}

function labelsOf(fields: readonly FieldDefinition<never>[]): Record<string, AuditFieldLabel> {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      // a type written as a module words its values itself (a multi-select's list as its labels, a file by its name:
      // 'contrato.pdf → anexo.pdf', 'Sin archivo' for none), and may word a whole change (an image's added, changed or
      // removed, never its keys)
      f.entity && fieldTypeOf(f.entity) && f.format ? moduleLabel(f, fieldTypeOf(f.entity)!.auditChange) :
      // a number or a date with its own format (a decimal's scale, a calendar day) is worded by it
      (f.type === "NUMERIC" || f.type === "DATE") && f.format
        ? { label: f.label, format: (v: unknown) => f.format!(v, {} as never) }
        : WORDED.includes(f.type) ? { label: f.label, format: (v: unknown) => formatValue(v, f.type, f.options) } : { label: f.label },
    ]),
  );
}

/** The wording of each `auditFields` format. */
const AUDIT_FORMATS: Record<EntityAuditFormat, (value: unknown) => string> = {
  number: (v) => formatValue(v, "NUMERIC"),
  boolean: (v) => formatValue(v, "BOOLEAN"),
  quantity: formatQuantity,
};

const auditFieldLabel = ({ label, format }: EntityAuditField): AuditFieldLabel => (format ? { label, format: AUDIT_FORMATS[format] } : { label });

/** The fields a screen shows: its own, or a tabbed screen's first tab's (the entity's own pages). */
const screenFields = (screen: AnyDefinition) => (screen.tabs?.length ? screen.tabs[0].definition.fields : screen.fields) as FieldDefinition<never>[];

/** An audited entity's labels: its screen's fields, then its definition's `auditFields`. */
const entityLabels = (entity: EntityDefinition): AuditLabels => ({
  ...labelsOf(screenFields(screenOf(entity))),
  ...Object.fromEntries(Object.entries(entity.auditFields ?? {}).map(([name, field]) => [name, auditFieldLabel(field)])),
});

const text = (label: string): AuditFieldLabel => ({ label });
const number = (label: string): AuditFieldLabel => ({ label, format: AUDIT_FORMATS.number });

type Entities = readonly EntityDefinition[];
const built = new WeakMap<Entities, Readonly<Record<AuditEntity, AuditLabels>>>();

/** The labels of every audited entity: those of `entities` (the app's), then the screens'. */
export function auditLabels(entities: Entities): Readonly<Record<AuditEntity, AuditLabels>> {
  let labels = built.get(entities);
  if (!labels) built.set(entities, (labels = labelsWith(entities)));
  return labels;
}

const labelsWith = (entities: Entities): Readonly<Record<AuditEntity, AuditLabels>> => ({
  // the audited entities' (entities/), e.g. Ruta, Evento
  ...Object.fromEntries(entities.flatMap((e) => (e.audit ? [[e.audit, entityLabels(e)]] : []))),
  Configuración: Object.fromEntries(Object.entries(ARC_FIELD_LABELS).map(([k, label]) => [k, text(label)])),
  Viaje: {
    numero: text("Manifiesto"),
    reportes: number("Reportes"),
    idreporte: text("Reporte"),
    idsysevento: text("Evento"),
    novedad: text("Novedad"),
    lugar: text("Lugar"),
  },
});

/** The labels of an entry's entity among the app's `entities` (none for an entity this screen does not know). */
export const auditLabelsOf = (entidad: string, entities: Entities): AuditLabels => auditLabels(entities)[entidad as AuditEntity] ?? {};
