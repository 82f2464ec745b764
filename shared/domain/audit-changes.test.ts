import { describe, expect, it } from "vitest";
import { auditChanges, auditRelations, auditDetailText, auditRelationIds, auditValueText, isAuditChange, sameAuditValue } from "./audit-changes";
import { entities } from "../../entities";

const AUDIT_RELATIONS = auditRelations(entities);

describe("sameAuditValue", () => {
  it.each([
    [null, undefined],
    [null, ""],
    ["", undefined],
    ["abc", "abc"],
    [12.5, "12.5"],
    ["300", 300],
    [0, "0"],
    [true, true],
    [false, false],
    [new Date("2026-01-02T03:04:05Z"), "2026-01-02T03:04:05.000Z"],
    ["2026-01-02T03:04:05Z", new Date("2026-01-02T03:04:05Z")],
    [[1, 2], [1, 2]],
    [{ a: 1 }, { a: 1 }],
  ])("%j equals %j", (a, b) => {
    expect(sameAuditValue(a, b)).toBe(true);
    expect(sameAuditValue(b, a)).toBe(true);
  });

  it.each([
    [null, 0],
    [null, false],
    ["", "x"],
    ["abc", "abd"],
    [12.5, "12.6"],
    ["12", "12.0"],
    [true, false],
    [true, "true"],
    [1, true],
    [new Date("2026-01-02T03:04:05Z"), "2026-01-02T03:04:06Z"],
    [new Date("2026-01-02T03:04:05Z"), "no es fecha"],
    [[1, 2], [2, 1]],
    [{ a: 1 }, { a: 2 }],
  ])("%j differs from %j", (a, b) => {
    expect(sameAuditValue(a, b)).toBe(false);
    expect(sameAuditValue(b, a)).toBe(false);
  });
});

describe("auditChanges", () => {
  it("keeps only the fields whose value changed, each as { antes, despues }, in the order they were sent", () => {
    const before = { descripcion: "BOGOTA - CALI", distancia: "460.00", indicadoraltoriesgo: false, via: "LA LINEA", otro: 1 };
    const after = { via: "BUGA", descripcion: "BOGOTA - CALI", distancia: 470, indicadoraltoriesgo: true };
    const changes = auditChanges(before, after);
    expect(changes).toEqual({
      via: { antes: "LA LINEA", despues: "BUGA" },
      distancia: { antes: "460.00", despues: 470 },
      indicadoraltoriesgo: { antes: false, despues: true },
    });
    expect(Object.keys(changes)).toEqual(["via", "distancia", "indicadoraltoriesgo"]);
  });

  it("records nothing when nothing changed, and ignores fields not sent (undefined)", () => {
    expect(auditChanges({ a: "x", b: "12.0" }, { a: "x", b: 12, c: undefined })).toEqual({});
  });

  it("a field missing before is a change from empty; dates are written as ISO text", () => {
    const d = new Date("2026-03-04T05:06:07Z");
    expect(auditChanges({}, { telefono: "3001234567" })).toEqual({ telefono: { antes: null, despues: "3001234567" } });
    expect(auditChanges({ fecha: d }, { fecha: new Date("2026-03-05T05:06:07Z") })).toEqual({
      fecha: { antes: "2026-03-04T05:06:07.000Z", despues: "2026-03-05T05:06:07.000Z" },
    });
  });

  it("compares lists by content and order", () => {
    expect(auditChanges({ ids: [1, 2] }, { ids: [1, 2] })).toEqual({});
    expect(auditChanges({ ids: [1, 2] }, { ids: [1, 2, 5] })).toEqual({ ids: { antes: [1, 2], despues: [1, 2, 5] } });
  });
});

describe("isAuditChange", () => {
  it("is an object with exactly antes and despues", () => {
    expect(isAuditChange({ antes: 1, despues: 2 })).toBe(true);
    expect(isAuditChange({ antes: null, despues: null })).toBe(true);
    expect(isAuditChange({ antes: 1 })).toBe(false);
    expect(isAuditChange({ antes: 1, despues: 2, x: 3 })).toBe(false);
    expect(isAuditChange([1, 2])).toBe(false);
    expect(isAuditChange(null)).toBe(false);
    expect(isAuditChange("antes")).toBe(false);
  });
});

describe("auditValueText", () => {
  it("words empty, booleans, lists and records; uses the field's format for a single value", () => {
    expect(auditValueText(null)).toBe("NA");
    expect(auditValueText("")).toBe("NA");
    expect(auditValueText(true)).toBe("SI");
    expect(auditValueText(false)).toBe("NO");
    expect(auditValueText(7)).toBe("7");
    expect(auditValueText([3, 4])).toBe("3, 4");
    expect(auditValueText([])).toBe("NA");
    expect(auditValueText([{ id: 1 }])).toBe("1 registro");
    expect(auditValueText([{ id: 1 }, { id: 2 }])).toBe("2 registros");
    expect(auditValueText({ lat: 1 })).toBe('{"lat":1}');
    expect(auditValueText(3, { label: "Nivel", format: (v) => (v === 3 ? "ALTA" : "?") })).toBe("ALTA");
    expect(auditValueText(null, { label: "Nivel", format: () => "nunca" })).toBe("NA");
  });
});

describe("auditDetailText", () => {
  const labels = {
    descripcion: { label: "Descripción" },
    nivelprioridad: { label: "Nivel de prioridad", format: (v: unknown) => ({ 1: "BAJA", 3: "ALTA" })[Number(v)] ?? String(v) },
    indicadorconductor: { label: "Indicador conductor" },
  };

  it("shows each change as 'Etiqueta: antes → después' with the screen's labels and value words", () => {
    const detalle = {
      descripcion: { antes: "LLEGADA", despues: "LLEGADA A PLANTA" },
      nivelprioridad: { antes: 1, despues: 3 },
      indicadorconductor: { antes: false, despues: true },
    };
    expect(auditDetailText(detalle, labels)).toBe(
      "Descripción: LLEGADA → LLEGADA A PLANTA; Nivel de prioridad: BAJA → ALTA; Indicador conductor: NO → SI",
    );
  });

  it("shows plain values (a creation) as 'Etiqueta: valor', and unknown keys by their name", () => {
    expect(auditDetailText({ descripcion: "X", nivelprioridad: 3, idviaje: 9 }, labels)).toBe("Descripción: X; Nivel de prioridad: ALTA; idviaje: 9");
  });

  it("an empty value before or after is NA", () => {
    expect(auditDetailText({ descripcion: { antes: null, despues: "Y" } }, labels)).toBe("Descripción: NA → Y");
  });

  it("no details is NA, a change of nothing is 'Sin cambios', a bare value is itself", () => {
    expect(auditDetailText(null)).toBe("NA");
    expect(auditDetailText(undefined)).toBe("NA");
    expect(auditDetailText({})).toBe("Sin cambios");
    expect(auditDetailText("texto")).toBe("texto");
    expect(auditDetailText([1, 2])).toBe("1, 2");
  });
});

describe("related records' names", () => {
  it("collects the ids of the relation fields, both sides of a change, once each", () => {
    const detalle = { idorigen: { antes: 16, despues: "19" }, iddestino: 19, via: { antes: "A", despues: "B" }, idruta: { antes: null, despues: 0 } };
    expect(auditRelationIds(detalle, ["idorigen", "iddestino", "idruta"])).toEqual({ idorigen: [16, 19], iddestino: [19] });
    expect(auditRelationIds({ idorigen: { antes: 16, despues: 16 } }, ["idorigen"])).toEqual({ idorigen: [16] });
    expect(auditRelationIds(null, ["idorigen"])).toEqual({});
    expect(auditRelationIds([1, 2], ["0"])).toEqual({});
    expect(auditRelationIds({ idorigen: 2.5 }, ["idorigen"])).toEqual({});
  });

  it("knows the audited entities' relation fields", () => {
    expect(AUDIT_RELATIONS.Ruta).toMatchObject({ idorigen: { table: "syspoblaciones", labelColumn: "descripcion" }, iddestino: { table: "syspoblaciones" } });
    expect(AUDIT_RELATIONS["Plan de viaje"]).toMatchObject({ idruta: { table: "rutas" }, idpuestocontrol: { table: "puestoscontrol" } });
    expect(AUDIT_RELATIONS.Usuario).toMatchObject({ idpuestocontrol: { table: "puestoscontrol" } });
  });

  it("words an id as its record's name, and keeps an id without a name", () => {
    const labels = { idorigen: { label: "Origen" }, iddestino: { label: "Destino" } };
    const names = { idorigen: { "16": "MEDELLIN", "19": "BOGOTA D.C." }, iddestino: { "19": "BOGOTA D.C." } };
    expect(auditDetailText({ idorigen: { antes: 16, despues: 19 }, iddestino: 19 }, labels, names)).toBe("Origen: MEDELLIN → BOGOTA D.C.; Destino: BOGOTA D.C.");
    expect(auditDetailText({ idorigen: { antes: 16, despues: 20 } }, labels, names)).toBe("Origen: MEDELLIN → 20");
    expect(auditDetailText({ idorigen: { antes: 16, despues: 19 } }, labels)).toBe("Origen: 16 → 19");
  });
});
