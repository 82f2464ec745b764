import { describe, expect, it } from "vitest";
import { ROUTE_FORM_RULES, ROUTE_INPUT_RULES, routeDescription, routeErrors, type RouteFields } from "./route-rules";
import { firstError, validatorsOf } from "./validators";

describe("routeDescription ('origin - destination via')", () => {
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

const valid: RouteFields = { idorigen: 1, iddestino: 2, via: "LA LINEA", descripcion: "", distancia: 0.5, tiempoestimado: 0 };

describe("routeErrors", () => {
  it("accepts a complete route with an empty description", () => {
    expect(routeErrors(valid)).toEqual([]);
  });

  it.each<[string, RouteFields, string, string]>([
    ["origin missing", { ...valid, idorigen: null }, "idorigen", "Requerido"],
    ["destination missing", { ...valid, iddestino: undefined }, "iddestino", "Requerido"],
    ["via blank", { ...valid, via: "   " }, "via", "Requerido"],
    ["via of 101", { ...valid, via: "x".repeat(101) }, "via", "Debe tener max 100 crts."],
    ["description of 201", { ...valid, descripcion: "x".repeat(201) }, "descripcion", "Debe tener max 200 crts."],
    ["distance missing", { ...valid, distancia: null }, "distancia", "Requerido"],
    ["distance of 0", { ...valid, distancia: 0 }, "distancia", "Debe ser mayor a 0"],
    ["negative distance", { ...valid, distancia: -0.5 }, "distancia", "Debe ser mayor a 0"],
    ["time missing", { ...valid, tiempoestimado: null }, "tiempoestimado", "Requerido"],
    ["fractional time", { ...valid, tiempoestimado: 1.5 }, "tiempoestimado", "Entero"],
    ["negative time", { ...valid, tiempoestimado: -60 }, "tiempoestimado", "Debe ser mayor a -1"],
  ])("%s → %s: %s", (_name, route, field, message) => {
    expect(routeErrors(route)).toEqual([{ field, message }]);
  });

  it("accepts the limits themselves", () => {
    expect(routeErrors({ ...valid, via: "x".repeat(100), descripcion: "y".repeat(200) })).toEqual([]);
  });
});

describe("one rule set for the form and the server", () => {
  it("the saved route's fields use the form's rules, so both give the same message", () => {
    for (const field of ["idorigen", "iddestino", "via", "descripcion", "distancia"] as const) {
      expect(ROUTE_INPUT_RULES[field]).toBe(ROUTE_FORM_RULES[field]);
    }
    for (const [field, value] of [["via", "x".repeat(101)], ["descripcion", "y".repeat(201)], ["distancia", 0], ["via", " "]] as const) {
      const form = firstError(value, validatorsOf(ROUTE_FORM_RULES[field]));
      expect(form).not.toBeNull();
      expect(routeErrors({ ...valid, [field]: value })).toEqual([{ field, message: form }]);
    }
  });

  it("the description is optional (auto-filled), hours and minutes whole numbers", () => {
    expect(firstError("", validatorsOf(ROUTE_FORM_RULES.descripcion))).toBeNull();
    expect(firstError(1.5, validatorsOf(ROUTE_FORM_RULES.horas))).toBe("Entero");
    expect(firstError(null, validatorsOf(ROUTE_FORM_RULES.minutos))).toBe("Requerido");
  });
});
