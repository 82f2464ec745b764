import { describe, expect, it } from "vitest";
import { defineEntity } from "./types";
import { entityCreateErrors, entityErrors, entityUpdateValues, entityValues, fieldRules } from "./rules";
import { definitionProblems } from "./definition-check";
import { idListError, idListValue, joinedLinkLabels, joinTableName, linkLabelsField } from "./many-to-many";
import { fieldTypeNameOf } from "./field-types";

const polizas = defineEntity({
  name: "polizas", table: "polizas", typeName: "Poliza", route: "/home/Polizas", notFound: "x",
  labels: { singular: "Póliza", plural: "Pólizas", title: "Pólizas" },
  operations: { list: "polizasInfo", one: "polizaInfo", create: "createPoliza", update: "updatePoliza", delete: "deletePoliza", inputName: "poliza" },
  fields: {
    numero: { label: "Número", type: "text", required: true },
    ramos: { label: "Ramos", type: "integer", manyToMany: { table: "ramos", labelColumn: "nombre", operation: "ramosInfo" } },
    coberturas: { label: "Coberturas", type: "integer", required: true, manyToMany: { table: "coberturas", labelColumn: "nombre", operation: "coberturasInfo" } },
  },
});

describe("a many-to-many field", () => {
  it("is named by its entity's table and its own name", () => {
    expect(Object.entries(polizas.fields).filter(([, f]) => fieldTypeNameOf(f) === "manyToMany").map(([name]) => name)).toEqual(["ramos", "coberturas"]);
    expect(joinTableName("polizas", "ramos")).toBe("polizas_ramos");
    expect(linkLabelsField("ramos")).toBe("ramosEtiquetas");
    expect(joinedLinkLabels(["Carga", "Vida"])).toBe("Carga, Vida");
    expect(joinedLinkLabels(null)).toBe("");
  });

  it("stores a list of ids without repeats, none as the empty list", () => {
    expect(idListValue([3, 1, 3])).toEqual([3, 1]);
    expect(idListValue(["2", 1])).toEqual([2, 1]);
    expect(idListValue(null)).toEqual([]);
    expect(idListValue(undefined)).toEqual([]);
    expect(idListValue(5)).toBe(5);
    expect(entityValues(polizas, { numero: "A", ramos: [1, 1, 2] })).toMatchObject({ ramos: [1, 2], coberturas: [] });
    // an update that leaves it out keeps it; one that sends null clears it
    expect(entityUpdateValues(polizas, { numero: "B" })).toEqual({ numero: "B" });
    expect(entityUpdateValues(polizas, { ramos: null })).toEqual({ ramos: [] });
  });

  it("refuses what is not a list of positive whole numbers, too many of them, and none where one is required", () => {
    expect(fieldRules(polizas.fields.ramos)).toEqual({ ids: true });
    expect(fieldRules(polizas.fields.coberturas)).toEqual({ required: true, ids: true });
    expect(idListError([1, 2])).toBeNull();
    for (const bad of [[0], [1.5], ["a"], 7, [2 ** 31]]) expect(idListError(bad), JSON.stringify(bad)).toBe("Debe ser una lista de ids (números enteros positivos)");
    expect(idListError(Array.from({ length: 501 }, (_, i) => i + 1))).toBe("Debe tener máximo 500 elementos");
    expect(entityErrors(polizas, entityValues(polizas, { numero: "A", ramos: ["x"], coberturas: [1] }))).toEqual([
      { field: "ramos", message: "Debe ser una lista de ids (números enteros positivos)" },
    ]);
    const values = entityValues(polizas, { numero: "A" });
    expect(entityCreateErrors(polizas, { numero: "A" }, values)).toEqual([{ field: "coberturas", message: "Requerido" }]);
  });

  it("takes no option of a single value, and only on an integer field", () => {
    const wrong = {
      name: "malas",
      fields: {
        a: { label: "A", type: "integer" as const, manyToMany: { table: "t", labelColumn: "n", operation: "o" }, default: 1, options: { 1: "X" } },
        b: { label: "B", type: "text" as const, manyToMany: { table: "t", labelColumn: "n", operation: "o" } },
      },
    };
    expect(definitionProblems(wrong)).toEqual([
      'malas.a: "options", "default" no aplica a un campo "manyToMany"',
      'malas.b: "manyToMany" no aplica a un campo de tipo text (solo a integer)',
    ]);
    expect(definitionProblems(polizas)).toEqual([]);
  });
});
