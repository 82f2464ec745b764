import { describe, expect, it } from "vitest";
import { buildFilters, filterOperator, filterValuesOf, normalizeFilterValue, withFilterValue } from "./column-filters";

const columns = [
  { field: "descripcion", filter: "text" as const },
  { field: "distancia", filter: "number" as const },
  { field: "indicadoraltoriesgo", filter: "boolean" as const },
  { field: "nivelprioridad", filter: "select" as const },
  { field: "fecha", filter: "dateRange" as const },
  { field: "tiempoestimado", filter: null },
];

describe("filter mapping", () => {
  it("operators by kind", () => {
    expect(["text", "number", "boolean", "select", "dateRange"].map((k) => filterOperator(k as never))).toEqual([
      "contains", "eq", "eq", "eq", "between",
    ]);
  });
  it("builds Refine filters in column order, dropping empty values and columns without a filter", () => {
    const filters = buildFilters(columns, {
      fecha: ["2024-05-01T05:00:00.000Z", "2024-06-01T04:59:59.999Z"],
      descripcion: "bog",
      distancia: "",
      indicadoraltoriesgo: false,
      nivelprioridad: 3,
      tiempoestimado: 100,
    });
    expect(filters).toEqual([
      { field: "descripcion", operator: "contains", value: "bog" },
      { field: "indicadoraltoriesgo", operator: "eq", value: false },
      { field: "nivelprioridad", operator: "eq", value: 3 },
      { field: "fecha", operator: "between", value: ["2024-05-01T05:00:00.000Z", "2024-06-01T04:59:59.999Z"] },
    ]);
  });
  it("reads values back from URL text", () => {
    const fromUrl = [
      { field: "distancia", operator: "eq" as const, value: "12.5" },
      { field: "indicadoraltoriesgo", operator: "eq" as const, value: "true" },
      { field: "nivelprioridad", operator: "eq" as const, value: "2" },
      { field: "descripcion", operator: "contains" as const, value: "x" },
    ];
    expect(filterValuesOf(fromUrl, columns)).toEqual({ distancia: 12.5, indicadoraltoriesgo: true, nivelprioridad: 2, descripcion: "x" });
  });
  it.each([
    ["number", "abc", undefined], ["number", " ", undefined], ["boolean", "maybe", undefined], ["dateRange", ["a"], undefined],
    ["text", 5, "5"], ["select", "ALTA", "ALTA"],
  ] as const)("normalize %s %s → %s", (kind, value, expected) => {
    expect(normalizeFilterValue(kind, value)).toEqual(expected);
  });
  it("withFilterValue sets and clears one value", () => {
    expect(withFilterValue({ a: 1 }, "b", "x")).toEqual({ a: 1, b: "x" });
    expect(withFilterValue({ a: 1, b: "x" }, "b", "")).toEqual({ a: 1 });
  });
});
