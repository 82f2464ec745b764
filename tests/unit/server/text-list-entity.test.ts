// @vitest-environment node
// A list of texts in an entity's definition, with and without a length: the length bounds each item (the rules, the
// input guard's limits), never the list's JSON (a length CHECK on it would make the migration fail on
// char_length(jsonb)), every text of the input still has its limit (what the input-limits test walks), an empty list
// is stored as [] and the contract says the list is never null. The integer option set beside it refuses what is no
// number with its options' message, so no text reaches an integer column.
import { describe, expect, it } from "vitest";
import { entityTextLimits, textLimitError } from "@shared/domain/field-limits";
import { entityCreateErrors, entityErrors, entityValues, fieldRules } from "@shared/entities/rules";
import { defineEntity } from "@shared/entities/types";
import { entitySdl } from "@server/entities/contract";
import { TEXT_LIST_ITEM_MAX } from "@shared/domain/text-list";

const aseguradoras = defineEntity({
  key: "Aseguradoras",
  table: "aseguradoras_unidad",
  labels: { singular: "Aseguradora", plural: "Aseguradoras", title: "Aseguradoras", gender: "f" },
  notFound: "No se encontró la aseguradora",
  fields: {
    nombre: { label: "Nombre", type: "text", required: true, max: 60 },
    ramos: { label: "Ramos", type: "text", array: true, max: 20 },
    zonas: { label: "Zonas", type: "text", array: true },
    riesgo: { label: "Riesgo", type: "integer", options: { 1: "BAJO", 2: "ALTO" } },
  },
});

describe("a list of texts in a definition", () => {
  it("bounds each item by its max (a default one without), never the list's JSON text", () => {
    expect(fieldRules(aseguradoras.fields.ramos)).toEqual({ textList: 20 });
    expect(fieldRules(aseguradoras.fields.zonas)).toEqual({ textList: TEXT_LIST_ITEM_MAX });
    const limits = entityTextLimits(aseguradoras);
    // a list's limit is its items': the database's length checks leave its column alone
    expect(limits.ramos).toEqual({ max: 20, column: "aseguradoras_unidad.ramos", items: true });
    expect(limits.zonas).toEqual({ max: TEXT_LIST_ITEM_MAX, column: "aseguradoras_unidad.zonas", items: true });
    expect(limits.nombre).toEqual({ max: 60, column: "aseguradoras_unidad.nombre" });
    expect(textLimitError(["x".repeat(20)], limits.ramos)).toBeNull();
    expect(textLimitError(["ok", "x".repeat(21)], limits.ramos)).toBe("Cada elemento debe tener max 20 crts.");
    expect(textLimitError("x".repeat(61), limits.nombre)).toBe("Debe tener max 60 crts.");
  });

  it("has a limit for every text of its input, as the input-limits test requires", () => {
    const input = /input AseguradoraInput \{\n([^}]*)\}/.exec(entitySdl(aseguradoras))![1];
    const texts = [...input.matchAll(/^\s+(\w+): \[?String/gm)].map((m) => m[1]);
    expect(texts.sort()).toEqual(["nombre", "ramos", "zonas"]);
    for (const name of texts) expect(entityTextLimits(aseguradoras)[name], name).toBeDefined();
  });

  it("stores [] for a list not sent or sent empty, and the contract's list is never null", () => {
    expect(entityValues(aseguradoras, { nombre: "A" })).toMatchObject({ ramos: [], zonas: [] });
    expect(entityValues(aseguradoras, { nombre: "A", ramos: null, zonas: [" Norte ", ""] })).toMatchObject({ ramos: [], zonas: ["Norte"] });
    expect(entitySdl(aseguradoras)).toContain("  ramos: [String!]!\n");
    expect(entityCreateErrors(aseguradoras, { nombre: "A" }, entityValues(aseguradoras, { nombre: "A" }))).toEqual([]);
  });

  it("refuses what is no number on an integer option set with its options' message", () => {
    expect(entityErrors(aseguradoras, { ...entityValues(aseguradoras, { nombre: "A" }), riesgo: "ALTISIMO" })).toEqual([
      { field: "riesgo", message: "Debe ser 1 (BAJO) o 2 (ALTO)" },
    ]);
  });
});
