import { describe, expect, it } from "vitest";
import { DEFAULT_TRIP_ORDER, tripOrder } from "./trip-order";

// ordenar_por → order applied; second key next-call time (id for companies 3 and 8)
describe("tripOrder", () => {
  it.each([
    ["Tiempo_ult_llamada", "fechahoraultimallamada", "ASC"],
    ["Tiempo_ult_gps", "fechahoraproximogps", "ASC"],
    ["Tiempo_ult_otros", "tiempo_ult_rep_otros", "ASC"],
    ["Retraso_llamada", "fechahoraproximallamada", "ASC"],
    ["Retraso_gps", "fechahoraproximogps", "ASC"],
    ["Retraso_otros", "tiempo_ult_rep_otros", "ASC"],
    ["Creacion_viaje", "id", "DESC"],
    [null, "fechahoraproximallamada", "ASC"],
    [undefined, "fechahoraproximallamada", "ASC"],
    ["", "fechahoraproximallamada", "ASC"],
    ["desconocido", "fechahoraproximallamada", "ASC"],
  ] as const)("%s orders by %s %s first", (setting, field, type) => {
    expect(tripOrder(setting, 1)[0]).toEqual({ field, type });
    expect(tripOrder(setting, 3)[0]).toEqual({ field, type });
  });

  it.each([
    ["Tiempo_ult_llamada", 1, [{ field: "fechahoraultimallamada", type: "ASC" }, { field: "fechahoraproximallamada", type: "ASC" }]],
    ["Tiempo_ult_llamada", 3, [{ field: "fechahoraultimallamada", type: "ASC" }, { field: "id", type: "ASC" }]],
    ["Tiempo_ult_llamada", 8, [{ field: "fechahoraultimallamada", type: "ASC" }, { field: "id", type: "ASC" }]],
    ["Retraso_llamada", 1, [{ field: "fechahoraproximallamada", type: "ASC" }]],
    ["Retraso_llamada", 8, [{ field: "fechahoraproximallamada", type: "ASC" }, { field: "id", type: "ASC" }]],
    ["Creacion_viaje", 1, [{ field: "id", type: "DESC" }, { field: "fechahoraproximallamada", type: "ASC" }]],
    ["Creacion_viaje", 3, [{ field: "id", type: "DESC" }]],
    [null, 2, [DEFAULT_TRIP_ORDER]],
    [null, 3, [DEFAULT_TRIP_ORDER, { field: "id", type: "ASC" }]],
  ] as const)("%s for company %i → %j", (setting, company, expected) => {
    expect(tripOrder(setting, company)).toEqual(expected);
  });

  it("returns fresh objects the caller may change", () => {
    const order = tripOrder(null, 1);
    order[0].type = "DESC";
    expect(tripOrder(null, 1)[0].type).toBe("ASC");
  });
});
