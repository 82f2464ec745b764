// The definition's richer field types as the engine's pages and the shared rules read them (pure parts): a
// multi-line text, a string option set, a decimal, a calendar day, an image.
import { describe, expect, it } from "vitest";
import { entityErrors, entityValues, fieldRules } from "@shared/entities/rules";
import { imageChangeText, imageValueText } from "@shared/domain/image-key";
import { auditDetailText } from "@shared/domain/audit-changes";
import { cellValue } from "@server/rest/export/rows";
import { MULTILINE_TEXT_MAX, optionLabel, optionsMessage, textMaxOf } from "@shared/entities/types";
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
    expect(field("detalle")).toMatchObject({ type: "TEXT", entity: { multiline: true }, form: { rules: { max: 2000 } } });
    expect(field("titulo").entity).not.toHaveProperty("multiline");
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
    expect(field("importe")).toMatchObject({ type: "NUMERIC", entity: { type: "decimal", scale: 2 }, form: { rules: { decimal: { precision: 8, scale: 2 } } } });
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
    expect(field("vence")).toMatchObject({ type: "DATE", entity: { type: "day" }, form: { rules: { day: true } } });
    expect(field("vence").format!("2026-01-02", {})).toBe("02/01/2026");
    expect(filterKindOf(field("vence").type, undefined)).toBe("dateRange");
  });
});

describe("an image", () => {
  it("is a text column, its key a String in the contract with a signed read URL beside it, filtered and exported as whether it has one", () => {
    const columns = getTableConfig(entityTable(fichasEntity)).columns;
    expect(columns.find((c) => c.name === "foto")?.getSQLType()).toBe("text");
    expect(columns.find((c) => c.name === "foto")?.notNull).toBe(false);
    const sdl = entitySdl(fichasEntity);
    expect(sdl).toContain("  foto: String\n");
    expect(sdl).toContain("  fotoUrl: String\n");
    // the input carries the key only
    expect(sdl.slice(sdl.indexOf("input FichaInput"))).not.toContain("fotoUrl");
    expect(entityColumns(fichasEntity)).toContain(`"foto"`);
    expect(entityList(fichasEntity).fields.foto).toMatchObject({ kind: "boolean", sql: `("foto" IS NOT NULL)` });
    // the export reads that boolean: the cell is SI / NO, as any boolean's (a signed URL would expire in the file)
    expect(cellValue(true, entityExportSource(fichasEntity).formats!.foto)).toBe("SI");
    expect(cellValue(false, entityExportSource(fichasEntity).formats!.foto)).toBe("NO");
  });

  it("refuses a malformed key in the form's and the server's rules", () => {
    // its module checks the key (no rule of the engine's names it)
    expect(fieldRules(fichasEntity.fields.foto)).toEqual({});
    expect(entityErrors(fichasEntity, { titulo: "T", foto: "../foto.png" })).toEqual([{ field: "foto", message: "Debe ser una imagen subida" }]);
    expect(entityErrors(fichasEntity, { titulo: "T", foto: "1/foto.png" })).toEqual([]);
    expect(entityValues(fichasEntity, { titulo: "T", foto: "" }).foto).toBeNull();
  });

  it("is an upload in the form, a thumbnail or NA in the list, a has-image filter, worded without its key", () => {
    expect(field("foto")).toMatchObject({ type: "IMAGE", view: false });
    expect(filterKindOf("IMAGE", undefined)).toBe("boolean");
    expect(field("foto").format!("1/foto.png", {})).toBe("Con imagen");
    expect(field("foto").format!(null, {})).toBe("Sin imagen");
    expect(list("foto").render).toBeTypeOf("function");
    expect(fichas.extraQueryFields).toContain("fotoUrl");
    expect(fichas.viewSections).toHaveLength(1);
    // the form keeps the record's URL beside the key for the preview; the input sends the key only
    const values = fichas.fromRecord!({ id: 1, titulo: "T", foto: "1/foto.png", fotoUrl: "/api/uploads?key=1" });
    expect(values).toMatchObject({ foto: "1/foto.png", fotoUrl: "/api/uploads?key=1" });
    const input = fichas.toInput!(values);
    expect(input.foto).toBe("1/foto.png");
    expect(input).not.toHaveProperty("fotoUrl");
  });

  it("reads in the audit log as added, changed or removed", () => {
    const labels = { foto: { label: "Foto", format: imageValueText, change: imageChangeText } };
    expect(auditDetailText({ foto: { antes: "1/a.png", despues: "1/b.png" } }, labels)).toBe("Foto: imagen cambiada");
    expect(auditDetailText({ foto: { antes: null, despues: "1/b.png" } }, labels)).toBe("Foto: imagen agregada");
    expect(auditDetailText({ foto: "1/b.png" }, labels)).toBe("Foto: Con imagen");
  });
});
