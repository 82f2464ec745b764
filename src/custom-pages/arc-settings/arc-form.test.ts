import { describe, expect, it } from "vitest";
import { ARC_DEFAULTS, type ArcSettingsValues } from "@shared/domain/arc-settings";
import { colorValue, ORDENAR_POR_SELECT, timeFieldError, toFormValues, toSettingsInput } from "./arc-form";

const INVALID = "Formato inválido (HH:MM)";

describe("timeFieldError (HH:MM, empty allowed)", () => {
  it.each<[unknown, string | null]>([
    ["", null],
    ["   ", null],
    [null, null],
    [undefined, null],
    ["00:00", null],
    ["01:30", null],
    [" 01:30 ", null],
    ["23:59", null],
    ["24:00", INVALID],
    ["25:00", INVALID],
    ["12:60", INVALID],
    ["1:30", INVALID],
    ["01:5", INVALID],
    ["0130", INVALID],
    ["01:30:00", INVALID],
    ["ab:cd", INVALID],
    [90, INVALID],
  ])("%j → %j", (value, error) => {
    expect(timeFieldError(value)).toBe(error);
  });
});

describe("toSettingsInput (form → updateSettings)", () => {
  const values: ArcSettingsValues = {
    ordenar_por: "Retraso_gps",
    alerta_llamada: " 01:00 ",
    alerta_gps: "",
    tiempo_alerta_media: "00:45\t",
    tiempo_alerta_alta: "01:30",
    color_alerta_media: "#ffa700",
    color_alerta_alta: "#aBc123",
  };

  it("trims the times, keeps empty ones empty and writes the colours upper-case", () => {
    expect(toSettingsInput(values)).toEqual({
      ordenar_por: "Retraso_gps",
      alerta_llamada: "01:00",
      alerta_gps: "",
      tiempo_alerta_media: "00:45",
      tiempo_alerta_alta: "01:30",
      color_alerta_media: "#FFA700",
      color_alerta_alta: "#ABC123",
    });
  });

  it("sends a cleared time field (undefined from the form) as empty, and leaves the form values alone", () => {
    const cleared = { ...values, alerta_gps: undefined as unknown as string };
    expect(toSettingsInput(cleared).alerta_gps).toBe("");
    expect(values.alerta_llamada).toBe(" 01:00 ");
    expect(values.color_alerta_alta).toBe("#aBc123");
  });
});

describe("toFormValues (loaded settings → form)", () => {
  it("fills what is missing with the spec's defaults", () => {
    expect(toFormValues(null)).toEqual(ARC_DEFAULTS);
    expect(toFormValues(undefined)).toEqual(ARC_DEFAULTS);
    expect(toFormValues({ alerta_llamada: "01:00", color_alerta_alta: "#00FF00" })).toEqual({
      ...ARC_DEFAULTS, alerta_llamada: "01:00", color_alerta_alta: "#00FF00",
    });
  });
  it("ignores values that are not text", () => {
    expect(toFormValues({ alerta_gps: null as unknown as string })).toEqual(ARC_DEFAULTS);
  });
});

describe("colorValue and the order options", () => {
  it("turns a colour picker value into upper-case #RRGGBB without alpha", () => {
    expect(colorValue("#ff00aa80")).toBe("#FF00AA");
    expect(colorValue({ toHexString: () => "#12ab34" })).toBe("#12AB34");
    expect(colorValue(null)).toBe("");
  });
  it("offers the seven ordenar_por values, the default first", () => {
    expect(ORDENAR_POR_SELECT.map((o) => o.value)).toEqual([
      "Tiempo_ult_llamada", "Tiempo_ult_gps", "Tiempo_ult_otros", "Retraso_llamada", "Retraso_gps", "Retraso_otros", "Creacion_viaje",
    ]);
  });
});
