import { describe, expect, it } from "vitest";
import { routeDescription, routeErrors, type RouteFields } from "./route-time";

describe("routeDescription (spec 3 §5: 'origin - destination via')", () => {
  it.each([
    ["BOGOTA", "CALI", "LA LINEA", "BOGOTA - CALI LA LINEA"],
    ["  Bogota ", "Medellin", "  autopista   norte ", "Bogota - Medellin autopista norte"],
    ["BOGOTA", "CALI", "", "BOGOTA - CALI"],
    [null, undefined, null, "-"],
  ])("%s / %s / %s → %s", (origen, destino, via, text) => {
    expect(routeDescription(origen, destino, via)).toBe(text);
  });

  it("never exceeds the description maximum of 200", () => {
    expect(routeDescription("A".repeat(150), "B".repeat(150), "C").length).toBe(200);
  });
});

const valid: RouteFields = { idorigen: 1, iddestino: 2, via: "LA LINEA", descripcion: "", distancia: 0, tiempoestimado: 0 };

describe("routeErrors (spec 3 §5, §9)", () => {
  it("accepts a complete route with an empty description", () => {
    expect(routeErrors(valid)).toEqual([]);
  });

  it.each<[string, RouteFields, string, string]>([
    ["origin missing", { ...valid, idorigen: null }, "idorigen", "Requerido"],
    ["destination missing", { ...valid, iddestino: undefined }, "iddestino", "Requerido"],
    ["via blank", { ...valid, via: "   " }, "via", "Requerido"],
    ["via of 101", { ...valid, via: "x".repeat(101) }, "via", "Maximo 100 caracteres"],
    ["description of 201", { ...valid, descripcion: "x".repeat(201) }, "descripcion", "Maximo 200 caracteres"],
    ["distance missing", { ...valid, distancia: null }, "distancia", "Requerido"],
    ["negative distance", { ...valid, distancia: -0.5 }, "distancia", "Debe ser mayor o igual a 0"],
    ["time missing", { ...valid, tiempoestimado: null }, "tiempoestimado", "Requerido"],
    ["fractional time", { ...valid, tiempoestimado: 1.5 }, "tiempoestimado", "Entero mayor o igual a 0"],
    ["negative time", { ...valid, tiempoestimado: -60 }, "tiempoestimado", "Entero mayor o igual a 0"],
  ])("%s → %s: %s", (_name, route, field, message) => {
    expect(routeErrors(route)).toEqual([{ field, message }]);
  });

  it("accepts the limits themselves", () => {
    expect(routeErrors({ ...valid, via: "x".repeat(100), descripcion: "y".repeat(200) })).toEqual([]);
  });
});
