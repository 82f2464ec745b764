import { describe, expect, it } from "vitest";
import { eventosEntity } from "../../entities/eventos/definition";
import { inputTypeName, optionLabel, optionsMessage, pageTypeName, titleFieldOf } from "./types";

describe("entity names", () => {
  it("derives the contract's input and page types", () => {
    expect(inputTypeName(eventosEntity)).toBe("EventoInput");
    expect(pageTypeName(eventosEntity)).toBe("EventosPage");
    expect(pageTypeName({ ...eventosEntity, pageTypeName: "PaginaEventos" })).toBe("PaginaEventos");
  });
  it("names a record by its title field, else by its first text field", () => {
    expect(titleFieldOf(eventosEntity)).toBe("descripcion");
    expect(titleFieldOf({ ...eventosEntity, titleField: undefined })).toBe("descripcion");
    expect(titleFieldOf({ ...eventosEntity, titleField: undefined, fields: { n: { label: "N", type: "integer" } } })).toBeUndefined();
  });
});

describe("options", () => {
  const field = eventosEntity.fields.nivelprioridad;
  it("labels a value, or null", () => {
    expect(optionLabel(field, 3)).toBe("ALTA");
    expect(optionLabel(field, "2")).toBe("MEDIA");
    expect(optionLabel(field, 7)).toBeNull();
    expect(optionLabel(field, null)).toBeNull();
    expect(optionLabel(eventosEntity.fields.descripcion, 1)).toBeNull();
  });
  it("lists the allowed values in Spanish", () => {
    expect(optionsMessage({ 1: "SI" })).toBe("Debe ser 1 (SI)");
    expect(optionsMessage({ 1: "SI", 2: "NO" })).toBe("Debe ser 1 (SI) o 2 (NO)");
    expect(optionsMessage(field.options)).toBe("Debe ser 1 (BAJA), 2 (MEDIA) o 3 (ALTA)");
  });
});
