// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
import { describe, expect, it } from "vitest";
import { auditEntities } from "@shared/domain/audit-changes";
import { entities } from "@entities";
import { storedFields } from "@shared/entities/types";
import { ARC_DEFAULTS } from "@shared/domain/arc-settings";
import { auditLabels, auditLabelsOf as labelsAmong } from "./auditoria-labels";
import { detalleText as detalleAmong, type AuditoriaRow } from "./auditoria";

const AUDIT_ENTITIES = auditEntities(entities);
const AUDIT_LABELS = auditLabels(entities);
const auditLabelsOf = (entidad: string) => labelsAmong(entidad, entities);
const detalleText = (value: unknown, record: Pick<AuditoriaRow, "entidad">) => detalleAmong(value, record, entities);

/** The fields the screens' own audited paths record (the ARC settings' form, a trip's report and alarm). */
const SCREEN_RECORDED: Record<string, string[]> = {
  Configuración: Object.keys(ARC_DEFAULTS),
  Viaje: ["numero", "reportes", "idreporte", "idsysevento", "novedad"],
};

/**
 * An audited entity records its stored fields (the default create, update and delete's values) and what its
 * definition's `auditFields` name (its hand-written writes' values), each from its own folder.
 */
const RECORDED: Record<string, string[]> = {
  ...Object.fromEntries(entities.flatMap((e) => (e.audit ? [[e.audit, [...storedFields(e).map(([name]) => name), ...Object.keys(e.auditFields ?? {})]]] : []))),
  ...SCREEN_RECORDED,
};

describe("the Auditoría's labels", () => {
  it.each(AUDIT_ENTITIES)("every field recorded for %s has a Spanish label", (entidad) => {
    const labels = AUDIT_LABELS[entidad];
    for (const key of RECORDED[entidad]) {
      expect(labels[key]?.label, `${entidad}.${key}`).toBeTruthy();
      expect(labels[key]!.label).not.toBe(key);
    }
  });

  it("words an entity's `auditFields` as its definition says: a number, Sí/No, a quantity, as recorded", () => {
    const plan = auditLabelsOf("Plan de viaje");
    expect(plan.orden!.format!(1200)).toBe("1.200");
    expect(plan.eliminado!.format!(true)).toBe("SI");
    expect(plan.distancia!.format!(1107.64)).toBe("1.107,6");
    expect(plan.idtemplate!.format).toBeUndefined();
    // the coordinates are not rounded as the form's numbers are
    expect(detalleText({ latitud: { antes: 6.251234, despues: 6.25 } }, { entidad: "Puesto de control" })).toBe("Latitud: 6.251234 → 6.25");
  });

  it("an unknown entity has no labels (the keys show as recorded)", () => {
    expect(auditLabelsOf("Otra")).toEqual({});
  });

  it("words a change with the master screens' labels and values", () => {
    const detalle = {
      descripcion: { antes: "LLEGADA", despues: "LLEGADA A PLANTA" },
      nivelprioridad: { antes: 1, despues: 3 },
      indicadorconductor: { antes: false, despues: true },
    };
    expect(detalleText(detalle, { entidad: "Evento" })).toBe(
      "Descripción: LLEGADA → LLEGADA A PLANTA; Nivel de prioridad: BAJA → ALTA; Indicador conductor: NO → SI",
    );
    expect(detalleText({ tiempoestimado: { antes: 3600, despues: 5400 }, via: { antes: null, despues: "LA LINEA" } }, { entidad: "Ruta" })).toBe(
      "Tiempo estimado: 0d 01:00 → 0d 01:30; Vía: NA → LA LINEA",
    );
    expect(detalleText({ alerta_gps: { antes: "00:00", despues: "02:30" } }, { entidad: "Configuración" })).toBe("Tolerancia de GPS (HH:MM): 00:00 → 02:30");
    expect(detalleText({ syseventosocultos: { antes: ["A"], despues: ["A", "B"] } }, { entidad: "Cliente" })).toBe("Eventos ocultos: A → A, B");
    expect(detalleText({ detalles: { antes: [{ orden: 1 }, { orden: 2 }], despues: [{ orden: 1 }] } }, { entidad: "Plan de viaje" })).toBe(
      "Puestos del plan: 2 registros → 1 registro",
    );
  });

  it("words a creation's plain values with the labels too", () => {
    expect(detalleText({ descripcion: "X", nivelprioridad: 2 }, { entidad: "Evento" })).toBe("Descripción: X; Nivel de prioridad: MEDIA");
    expect(detalleText(null, { entidad: "Usuario" })).toBe("NA");
    expect(detalleText({}, { entidad: "Usuario" })).toBe("Sin cambios");
  });
});
