// ARC (alert) settings of a company: the ordering options, the defaults and the form's validation.
// Shared by UI and server.
import { DEFAULT_HIGH_ALERT_COLOR, DEFAULT_MEDIUM_ALERT_COLOR } from "../config";
import { ARC_MESSAGES } from "../i18n/arc-settings";

/** The seven ordering options of the trips list, default first. */
export const ORDENAR_POR_OPTIONS = [
  "Tiempo_ult_llamada",
  "Tiempo_ult_gps",
  "Tiempo_ult_otros",
  "Retraso_llamada",
  "Retraso_gps",
  "Retraso_otros",
  "Creacion_viaje",
] as const;
export type OrdenarPor = (typeof ORDENAR_POR_OPTIONS)[number];

export interface ArcSettingsValues {
  ordenar_por: string;
  alerta_llamada: string;
  alerta_gps: string;
  tiempo_alerta_alta: string;
  color_alerta_alta: string;
  tiempo_alerta_media: string;
  color_alerta_media: string;
}

export const ARC_TIME_FIELDS = ["alerta_llamada", "alerta_gps", "tiempo_alerta_alta", "tiempo_alerta_media"] as const;
export const ARC_COLOR_FIELDS = ["color_alerta_alta", "color_alerta_media"] as const;

/** order 'Tiempo_ult_llamada', times 00:00, high red #FF0000, medium orange #FFA700. */
export const ARC_DEFAULTS: Readonly<ArcSettingsValues> = Object.freeze({
  ordenar_por: "Tiempo_ult_llamada",
  alerta_llamada: "00:00",
  alerta_gps: "00:00",
  tiempo_alerta_alta: "00:00",
  color_alerta_alta: DEFAULT_HIGH_ALERT_COLOR,
  tiempo_alerta_media: "00:00",
  color_alerta_media: DEFAULT_MEDIUM_ALERT_COLOR,
});

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const RRGGBB = /^#[0-9A-Fa-f]{6}$/;

export const isOrdenarPor = (value: unknown): value is OrdenarPor =>
  typeof value === "string" && (ORDENAR_POR_OPTIONS as readonly string[]).includes(value);

/** 24-hour HH:MM (00-23 : 00-59); the empty value is allowed. */
export const isValidArcTime = (value: string): boolean => value === "" || HH_MM.test(value);

export const isValidArcColor = (value: string): boolean => RRGGBB.test(value);

/** The message of each invalid field of a (possibly partial) settings object; empty when all are valid. */
export function validateArcSettings(values: Partial<ArcSettingsValues>): Partial<Record<keyof ArcSettingsValues, string>> {
  const errors: Partial<Record<keyof ArcSettingsValues, string>> = {};
  if (values.ordenar_por !== undefined && !isOrdenarPor(values.ordenar_por)) errors.ordenar_por = ARC_MESSAGES.invalidOrder;
  for (const field of ARC_TIME_FIELDS) {
    const v = values[field];
    if (v !== undefined && !isValidArcTime(v)) errors[field] = ARC_MESSAGES.invalidTime;
  }
  for (const field of ARC_COLOR_FIELDS) {
    const v = values[field];
    if (v !== undefined && !isValidArcColor(v)) errors[field] = ARC_MESSAGES.invalidColor;
  }
  return errors;
}

