import { describe, expect, it } from "vitest";
import { closedTextMax, columnLimits, numberLimitError, numberLimitsOf, textLimitError, textLimitsOf, TEXT_LIMITS, LONG_TEXT_MAX } from "./field-limits";
import { EVENT_DESCRIPTION_MAX } from "./event-rules";
import { EMAIL_MAX } from "./person-limits";
import { PLAN_CODE_MAX } from "./plan-detail";
import { ROUTE_DESCRIPTION_MAX, ROUTE_VIA_MAX } from "./route-rules";
import { entities } from "../../entities";

describe("field limits", () => {
  it("keeps the spec's lengths (route via 100, description 200; plan code 3) and the forms' own", () => {
    expect(textLimitsOf("RutaInput", entities)?.via.max).toBe(ROUTE_VIA_MAX);
    expect(ROUTE_VIA_MAX).toBe(100);
    expect(textLimitsOf("RutaInput", entities)?.descripcion.max).toBe(ROUTE_DESCRIPTION_MAX);
    expect(ROUTE_DESCRIPTION_MAX).toBe(200);
    expect(textLimitsOf("PlanViajeInput", entities)?.codigo.max).toBe(PLAN_CODE_MAX);
    expect(PLAN_CODE_MAX).toBe(3);
    expect(textLimitsOf("EventoInput", entities)?.descripcion.max).toBe(EVENT_DESCRIPTION_MAX);
    expect(TEXT_LIMITS.ReporteInput.novedad.max).toBe(LONG_TEXT_MAX);
  });

  it("refuses a text one character over its limit with the spec's message, and nothing else", () => {
    const limit = { max: 3, column: "planesviaje.codigo" } as const;
    expect(textLimitError("ABC", limit)).toBeNull();
    expect(textLimitError("ABCD", limit)).toBe("Debe tener max 3 crts.");
    expect(textLimitError("", limit)).toBeNull();
    expect(textLimitError(null, limit)).toBeNull();
    expect(textLimitError(1234, limit)).toBeNull();
  });

  it("bounds coordinates to ±90 / ±180, inclusive, and keeps delays, distances and times not negative", () => {
    const geo = numberLimitsOf("GeolocalizacionInput")!;
    expect(numberLimitError(90, geo.latitud)).toBeNull();
    expect(numberLimitError(-90, geo.latitud)).toBeNull();
    expect(numberLimitError(90.0001, geo.latitud)).toBe("Debe estar entre -90 y 90");
    expect(numberLimitError(-90.0001, geo.latitud)).toBe("Debe estar entre -90 y 90");
    expect(numberLimitError(180, geo.longitud)).toBeNull();
    expect(numberLimitError(-180.5, geo.longitud)).toBe("Debe estar entre -180 y 180");
    const report = numberLimitsOf("ReporteInput")!;
    expect(numberLimitError(0, report.retraso)).toBeNull();
    expect(numberLimitError(-1, report.retraso)).toBe("Debe ser mayor o igual a 0");
    expect(numberLimitError(null, report.retraso)).toBeNull();
    expect(numberLimitError(Number.NaN, report.retraso)).toBeNull();
    expect(numberLimitError(5, { max: 4 })).toBe("Debe ser menor o igual a 4");
    expect(numberLimitsOf("EventoInput")).toBeUndefined();
  });

  it("gives an entity's hand-written input the limits of the fields it carries (the control-post user's)", () => {
    const controllers = textLimitsOf("ControladorTraficoInput", entities)!;
    expect(textLimitsOf("PuestoControlUsuarioInput", entities)).toEqual({ nombre: controllers.nombre, correo: controllers.correo, telefono: controllers.telefono });
    expect(controllers.correo).toMatchObject({ max: EMAIL_MAX, column: "usuarios.correo" });
    expect(textLimitsOf("PuestoControlUsuarioInput", [])).toBeUndefined();
  });

  it("names a mutation's own text arguments by Mutation.<field>", () => {
    expect(textLimitsOf("Mutation.updateAlert", entities)?.alerta.max).toBe(LONG_TEXT_MAX);
    expect(textLimitsOf("NoExiste", entities)).toBeUndefined();
  });

  it("lists every limited column once, with one length", () => {
    const columns = columnLimits(entities);
    const keys = columns.map((c) => `${c.table}.${c.column}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(columns).toContainEqual({ table: "usuarios", column: "nombre", max: textLimitsOf("ControladorTraficoInput", entities)!.nombre.max });
    expect(columns).toContainEqual({ table: "rutas", column: "via", max: 100 });
  });
});

describe("closed values carried as texts", () => {
  it("an option set's longest option, a decimal's digits with sign and point, a calendar day's ten characters", () => {
    expect(closedTextMax({ label: "Zona", type: "text", options: { NORTE: "Norte", SUR: "Sur" } })).toBe(5);
    expect(closedTextMax({ label: "Zona", type: "text", options: ["A", "BBB"] })).toBe(3);
    expect(closedTextMax({ label: "Tarifa", type: "decimal", precision: 8, scale: 2 })).toBe(10);
    expect(closedTextMax({ label: "Tarifa", type: "decimal" })).toBe(14);
    expect(closedTextMax({ label: "Vence", type: "day" })).toBe(10);
    expect(closedTextMax({ label: "Nombre", type: "text" })).toBeUndefined();
    expect(closedTextMax({ label: "Prioridad", type: "integer", options: { 1: "BAJA" } })).toBeUndefined();
    expect(closedTextMax({ label: "Zonas", type: "text", options: ["A"], array: true })).toBeUndefined();
  });
});
