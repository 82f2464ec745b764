// The definition's richer field types as the engine's pages and the shared rules read them (pure parts): a
// multi-line text, a string option set, a decimal, a calendar day.
import { describe, expect, it } from "vitest";
import { entityErrors, fieldRules } from "@/entities/rules";
import { MULTILINE_TEXT_MAX, optionLabel, optionsMessage, textMaxOf } from "@/entities/types";
import { formatValue } from "@/resources/engine/format-value";
import { filterKindOf } from "@/resources/engine/columns";
import { entityExportSource } from "@server/entities/export-source";
import { entityTable } from "@server/entities/table";
import { getTableConfig } from "drizzle-orm/pg-core";
import { entitySdl } from "@server/entities/contract";
import { entityColumns, entityList } from "@server/entities/list";
import { fichasEntity } from "../fixtures/field-types/entity";
import { resourceFromEntity } from "@/resources/engine/from-entity";

const fichas = resourceFromEntity(fichasEntity);
const field = (name: string) => fichas.fields.find((f) => f.name === name)!;
const list = (name: string) => field(name).list as { render?(value: unknown, record: object): unknown };

describe("a multi-line text", () => {
  it("has its own max, 2000 when it gives none, in the form's and the server's rules", () => {
    expect(MULTILINE_TEXT_MAX).toBe(2000);
    expect(textMaxOf(fichasEntity.fields.detalle)).toBe(2000);
    expect(textMaxOf(fichasEntity.fields.resumen)).toBe(300);
    expect(textMaxOf(fichasEntity.fields.titulo)).toBe(60);
    expect(fieldRules(fichasEntity.fields.detalle)).toEqual({ max: 2000 });
    expect(entityErrors(fichasEntity, { titulo: "T", detalle: "d".repeat(2001) })).toEqual([{ field: "detalle", message: "Debe tener max 2000 crts." }]);
    expect(entityErrors(fichasEntity, { titulo: "T", detalle: "a\nb" })).toEqual([]);
  });

  it("is a text area in the form and one line in the list", () => {
    expect(field("detalle")).toMatchObject({ type: "TEXT", form: { textArea: true, rules: { max: 2000 } } });
    expect(field("titulo").form).not.toHaveProperty("textArea");
    expect(list("detalle").render!("Primera\nsegunda  línea", {})).toBe("Primera segunda línea");
    expect(list("detalle").render!(null, {})).toBe("NA");
    expect(list("titulo").render).toBeUndefined();
  });
});

describe("a string option set", () => {
  const { nivel, zona } = fichasEntity.fields;

  it("names its values by their labels, or by themselves for a plain list", () => {
    expect(optionLabel(nivel, "MEDIA")).toBe("Media");
    expect(optionLabel(nivel, "URGENTE")).toBeNull();
    expect(optionLabel(zona, "Sur")).toBe("Sur");
    expect(optionsMessage(nivel.options!)).toBe("Debe ser ALTA (Alta), MEDIA (Media) o BAJA (Baja)");
    expect(optionsMessage(zona.options!)).toBe("Debe ser Norte o Sur");
    expect(optionsMessage({ 1: "BAJA", 2: "MEDIA" })).toBe("Debe ser 1 (BAJA) o 2 (MEDIA)");
  });

  it("refuses a value outside the set on the server's and the form's rules; empty is none", () => {
    expect(entityErrors(fichasEntity, { titulo: "T", nivel: "URGENTE", zona: "Este" })).toEqual([
      { field: "nivel", message: "Debe ser ALTA (Alta), MEDIA (Media) o BAJA (Baja)" },
      { field: "zona", message: "Debe ser Norte o Sur" },
    ]);
    expect(entityErrors(fichasEntity, { titulo: "T", nivel: "ALTA", zona: null })).toEqual([]);
    // the stored values are matched exactly (not their labels, not another case)
    expect(entityErrors(fichasEntity, { titulo: "T", nivel: "alta" })).toHaveLength(1);
    expect(entityErrors(fichasEntity, { titulo: "T", nivel: "Alta" })).toHaveLength(1);
  });

  it("is a select in the form and the filter, its label in the list, the view, the audit log and the export", () => {
    expect(field("nivel")).toMatchObject({
      type: "SELECT",
      options: [{ value: "ALTA", label: "Alta" }, { value: "MEDIA", label: "Media" }, { value: "BAJA", label: "Baja" }],
    });
    expect(field("zona").options).toEqual([{ value: "Norte", label: "Norte" }, { value: "Sur", label: "Sur" }]);
    expect(filterKindOf(field("nivel").type, field("nivel").options)).toBe("select");
    expect(formatValue("BAJA", field("nivel").type, field("nivel").options)).toBe("Baja");
    const formats = entityExportSource(fichasEntity).formats!;
    expect(formats.nivel("MEDIA")).toBe("Media");
    expect(formats.nivel(null)).toBe("NA");
  });

  it("has a CHECK constraint holding the column to the set", () => {
    const checks = getTableConfig(entityTable(fichasEntity)).checks.map((c) => c.name);
    expect(checks).toEqual(expect.arrayContaining(["fichas_nivel_opciones", "fichas_zona_opciones"]));
  });
});

describe("a decimal", () => {
  it("is a numeric(precision, scale) column, a String in the contract, read as its text", () => {
    const columns = getTableConfig(entityTable(fichasEntity)).columns;
    expect(columns.find((c) => c.name === "importe")?.getSQLType()).toBe("numeric(8, 2)");
    expect(entitySdl(fichasEntity)).toContain("  importe: String\n  tasa: String\n");
    expect(entityColumns(fichasEntity)).toContain(`"importe"::text AS "importe"`);
  });

  it("refuses more decimals or whole digits than allowed, in the form's and the server's rules", () => {
    expect(fieldRules(fichasEntity.fields.importe)).toEqual({ decimal: { precision: 8, scale: 2 } });
    expect(entityErrors(fichasEntity, { titulo: "T", importe: "1.234", tasa: "123456789012345.5" })).toEqual([
      { field: "importe", message: "Debe tener máximo 2 decimales" },
      { field: "tasa", message: "Debe tener máximo 14 dígitos enteros" },
    ]);
    expect(entityErrors(fichasEntity, { titulo: "T", importe: "999999.99", tasa: null })).toEqual([]);
  });

  it("is an exact number input with its step, es-CO with its scale in cells, the audit log and a number in the export", () => {
    expect(field("importe")).toMatchObject({ type: "NUMERIC", form: { decimals: 2, rules: { decimal: { precision: 8, scale: 2 } } } });
    expect(field("importe").format!("1234.5", {})).toBe("1.234,50");
    expect(field("tasa").format!("0.000001", {})).toBe("0,000001");
    expect(entityExportSource(fichasEntity).formats!.importe("1234.50")).toBe(1234.5);
    expect(entityExportSource(fichasEntity).formats!.importe(null)).toBe("NA");
  });
});

describe("a calendar day", () => {
  it("is a date column, a 'YYYY-MM-DD' String in the contract, read as its text, filtered as its Bogotá noon", () => {
    const columns = getTableConfig(entityTable(fichasEntity)).columns;
    expect(columns.find((c) => c.name === "vence")?.getSQLType()).toBe("date");
    expect(entitySdl(fichasEntity)).toContain("  vence: String\n");
    expect(entityColumns(fichasEntity)).toContain(`"vence"::text AS "vence"`);
    expect(entityList(fichasEntity).fields.vence).toMatchObject({ kind: "date", sql: `(("vence"::timestamp + interval '12 hours') AT TIME ZONE 'America/Bogota')` });
  });

  it("refuses what is not a real day, in the form's and the server's rules", () => {
    expect(fieldRules(fichasEntity.fields.vence)).toEqual({ day: true });
    expect(entityErrors(fichasEntity, { titulo: "T", vence: "2026-02-30" })).toEqual([{ field: "vence", message: "Debe ser una fecha AAAA-MM-DD" }]);
    expect(entityErrors(fichasEntity, { titulo: "T", vence: "2026-02-28" })).toEqual([]);
  });

  it("is a date picker without time, shown DD/MM/YYYY, filtered by a date range", () => {
    expect(field("vence")).toMatchObject({ type: "DATE", form: { calendarDay: true, rules: { day: true } } });
    expect(field("vence").format!("2026-01-02", {})).toBe("02/01/2026");
    expect(filterKindOf(field("vence").type, undefined)).toBe("dateRange");
  });
});
