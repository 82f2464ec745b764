import { describe, expect, it } from "vitest";
import { ARC_DEFAULTS, ORDENAR_POR_OPTIONS, isOrdenarPor, isValidArcColor, isValidArcTime, validateArcSettings } from "./arc-settings";
import { ARC_MESSAGES } from "../i18n/arc-settings";

describe("ARC defaults", () => {
  it("orders by Tiempo_ult_llamada, times 00:00, red and orange", () => {
    expect(ARC_DEFAULTS).toEqual({
      ordenar_por: "Tiempo_ult_llamada",
      alerta_llamada: "00:00",
      alerta_gps: "00:00",
      tiempo_alerta_alta: "00:00",
      color_alerta_alta: "#FF0000",
      tiempo_alerta_media: "00:00",
      color_alerta_media: "#FFA700",
    });
  });
  it("offers the seven options", () => {
    expect(ORDENAR_POR_OPTIONS).toHaveLength(7);
    expect(ORDENAR_POR_OPTIONS.every(isOrdenarPor)).toBe(true);
  });
});

describe("isValidArcTime (HH:MM 24 h, empty allowed)", () => {
  it.each([
    ["00:00", true], ["23:59", true], ["09:05", true], ["19:30", true], ["", true],
    ["24:00", false], ["23:60", false], ["9:05", false], ["09:5", false], ["0905", false],
    ["09:05 ", false], [" 09:05", false], ["aa:bb", false], ["12:345", false], ["-1:00", false],
  ])("%j → %s", (value, ok) => expect(isValidArcTime(value)).toBe(ok));
});

describe("isValidArcColor", () => {
  it.each([
    ["#FF0000", true], ["#ffa700", true], ["#808080", true],
    ["FF0000", false], ["#FFF", false], ["#GG0000", false], ["", false], ["#FF00000", false], ["red", false],
  ])("%j → %s", (value, ok) => expect(isValidArcColor(value)).toBe(ok));
});

describe("isOrdenarPor", () => {
  it.each([["Creacion_viaje", true], ["creacion_viaje", false], ["", false], [null, false], [3, false]])(
    "%j → %s",
    (value, ok) => expect(isOrdenarPor(value)).toBe(ok),
  );
});

describe("validateArcSettings", () => {
  it("accepts the defaults and a partial object", () => {
    expect(validateArcSettings(ARC_DEFAULTS)).toEqual({});
    expect(validateArcSettings({ alerta_gps: "" })).toEqual({});
  });
  it("names every invalid field with the spec's message", () => {
    expect(
      validateArcSettings({
        ordenar_por: "Otro",
        alerta_llamada: "25:00",
        alerta_gps: "01:00",
        tiempo_alerta_alta: "1:00",
        color_alerta_alta: "rojo",
        tiempo_alerta_media: "00:30",
        color_alerta_media: "#FFA700",
      }),
    ).toEqual({
      ordenar_por: ARC_MESSAGES.invalidOrder,
      alerta_llamada: "Formato inválido (HH:MM)",
      tiempo_alerta_alta: "Formato inválido (HH:MM)",
      color_alerta_alta: ARC_MESSAGES.invalidColor,
    });
  });
});
