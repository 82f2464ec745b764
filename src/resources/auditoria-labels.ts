// The Auditoría screen's words for the fields an entry's details name, for the app's entities: each entity's labels
// come from its resource definition (the label and value wording the master screens use), then the few
// fields the server records that no screen column shows (coordinates, a plan's rows, the trip a plan row was
// edited from). The ARC settings use their form's labels.
import type { AuditEntity, AuditFieldLabel, AuditLabels } from "@shared/domain/audit-changes";
import { ARC_FIELD_LABELS } from "@/custom-pages/arc-settings/arc-form";
import { formatQuantity } from "@shared/domain/quantity-format";
import { imageChangeText, imageValueText } from "@shared/domain/image-key";
import { fileValueText } from "@shared/domain/file-key";
import type { EntityDefinition } from "@shared/entities/types";
import { formatValue } from "./engine/format-value";
import { fieldTypeOf } from "@shared/entities/field-types";
import type { FieldDefinition, FieldType } from "./engine/types";
import { resourceFromEntity } from "./engine/from-entity";
import { screen as clientesDefinition } from "@entities/clientes/screen";
import { screen as planesViajeDefinition } from "@entities/planesviaje/screen";
import { screen as puestosControlDefinition } from "@entities/puestoscontrol/screen";
import { controladoresDefinition } from "@entities/usuarios/screen";

/** Types whose stored value the engine words (Sí/No, option labels, 1d 02:30, dates); the rest show as stored. */
const WORDED: readonly FieldType[] = ["BOOLEAN", "SELECT", "DURATION", "DATE", "DATE-TIME", "TIME", "NUMERIC"];

function labelsOf(fields: readonly FieldDefinition<never>[]): Record<string, AuditFieldLabel> {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      // an image: 'Con imagen', and a change as added, changed or removed (never its keys)
      f.type === "IMAGE" ? { label: f.label, format: imageValueText, change: imageChangeText } :
      // a file: its name ('contrato.pdf → anexo.pdf', 'Sin archivo' for none)
      f.type === "FILE" ? { label: f.label, format: fileValueText } :
      // a type written as a module words its values itself (a multi-select's list as its labels)
      f.entity && fieldTypeOf(f.entity) && f.format ? { label: f.label, format: (v: unknown) => f.format!(v, {} as never), wholeLists: true } :
      // a number or a date with its own format (a decimal's scale, a calendar day) is worded by it
      (f.type === "NUMERIC" || f.type === "DATE") && f.format
        ? { label: f.label, format: (v: unknown) => f.format!(v, {} as never) }
        : WORDED.includes(f.type) ? { label: f.label, format: (v: unknown) => formatValue(v, f.type, f.options) } : { label: f.label },
    ]),
  );
}

const text = (label: string): AuditFieldLabel => ({ label });
const number = (label: string): AuditFieldLabel => ({ label, format: (v) => formatValue(v, "NUMERIC") });
const yesNo = (label: string): AuditFieldLabel => ({ label, format: (v) => formatValue(v, "BOOLEAN") });

const COORDINATES = { latitud: text("Latitud"), longitud: text("Longitud") };
const PLAN_ROW = {
  idviaje: text("Viaje"),
  iddetalle: text("Fila del plan"),
  idpuestocontrol: text("Puesto de control"),
  orden: number("Orden"),
  duracion: number("Duración (min)"),
  distancia: { label: "Distancia (KM)", format: (v: unknown) => formatQuantity(v) },
  indicadorpernoctar: yesNo("Pernoctar"),
  direccion: text("Movimiento"),
  eliminado: yesNo("Eliminada"),
  detalles: text("Puestos del plan"),
  idtemplate: text("Plantilla"),
};

type Entities = readonly EntityDefinition[];
const built = new WeakMap<Entities, Readonly<Record<AuditEntity, AuditLabels>>>();

/** The labels of every audited entity: those of `entities` (the app's) from their definitions, then the screens'. */
export function auditLabels(entities: Entities): Readonly<Record<AuditEntity, AuditLabels>> {
  let labels = built.get(entities);
  if (!labels) built.set(entities, (labels = labelsWith(entities)));
  return labels;
}

const labelsWith = (entities: Entities): Readonly<Record<AuditEntity, AuditLabels>> => ({
  // the audited entities' (entities/), e.g. Ruta, Evento
  ...Object.fromEntries(entities.flatMap((e) => (e.audit ? [[e.audit, labelsOf(resourceFromEntity(e).fields as FieldDefinition<never>[])]] : []))),
  "Puesto de control": { ...labelsOf(puestosControlDefinition.fields as FieldDefinition<never>[]), ...COORDINATES },
  // the plan's rows and its template (an id, shown as stored) after the entity's labels
  "Plan de viaje": { ...labelsOf(planesViajeDefinition.fields as FieldDefinition<never>[]), ...PLAN_ROW },
  Usuario: { ...labelsOf(controladoresDefinition.fields as FieldDefinition<never>[]), idpuestocontrol: text("Puesto de control") },
  Cliente: { ...labelsOf(clientesDefinition.fields as FieldDefinition<never>[]), syseventosocultos: text("Eventos ocultos") },
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
