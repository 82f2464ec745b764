// The ARC settings form's texts, options and value handling. Pure.
import { ARC_DEFAULTS, ARC_MESSAGES, ARC_TIME_FIELDS, ORDENAR_POR_OPTIONS, isValidArcTime, type ArcSettingsValues, type OrdenarPor } from "@shared/domain/arc-settings";

export const ARC_TEXTS = {
  title: "Configuración de ARC",
  loadError: "Error al cargar configuraciones",
  loadErrorInline: "Error al cargar configuraciones. Por favor, recargue la página.",
  updateError: "Error al actualizar configuraciones",
  noCompany: "No se pudo identificar la empresa. Por favor, inicie sesión nuevamente.",
  updated: "Configuración actualizada exitosamente",
  invalidTime: ARC_MESSAGES.invalidTime,
  fixErrors: ARC_MESSAGES.fixErrors,
  save: "Guardar",
} as const;

/** ARC errors stay 5 s. */
export const ARC_ERROR_SECONDS = 5;

export const ORDENAR_POR_LABELS: Readonly<Record<OrdenarPor, string>> = Object.freeze({
  Tiempo_ult_llamada: "Tiempo desde la última llamada",
  Tiempo_ult_gps: "Tiempo desde el último GPS",
  Tiempo_ult_otros: "Tiempo desde el último otro reporte",
  Retraso_llamada: "Retraso de la llamada",
  Retraso_gps: "Retraso del GPS",
  Retraso_otros: "Retraso de otros reportes",
  Creacion_viaje: "Creación del viaje",
});

export const ORDENAR_POR_SELECT = ORDENAR_POR_OPTIONS.map((value) => ({ value, label: ORDENAR_POR_LABELS[value] }));

export const ARC_FIELD_LABELS: Readonly<Record<keyof ArcSettingsValues, string>> = Object.freeze({
  ordenar_por: "Ordenar viajes por",
  alerta_llamada: "Tolerancia de llamada (HH:MM)",
  alerta_gps: "Tolerancia de GPS (HH:MM)",
  tiempo_alerta_media: "Tiempo de alerta media (HH:MM)",
  color_alerta_media: "Color de alerta media",
  tiempo_alerta_alta: "Tiempo de alerta alta (HH:MM)",
  color_alerta_alta: "Color de alerta alta",
});

/** The form's validator of an HH:MM field: empty allowed, otherwise 'Formato inválido (HH:MM)'. */
export function timeFieldError(value: unknown): string | null {
  const text = typeof value === "string" ? value.trim() : value == null ? "" : String(value);
  return isValidArcTime(text) ? null : ARC_MESSAGES.invalidTime;
}

/** Loaded settings (possibly partial or null) → form values, the defaults filling the gaps. */
export function toFormValues(settings: Partial<ArcSettingsValues> | null | undefined): ArcSettingsValues {
  const out = { ...ARC_DEFAULTS };
  for (const key of Object.keys(ARC_DEFAULTS) as (keyof ArcSettingsValues)[]) {
    const v = settings?.[key];
    if (typeof v === "string") out[key] = v;
  }
  return out;
}

/** Form values → updateSettings' input: times trimmed, colours upper-case #RRGGBB. */
export function toSettingsInput(values: ArcSettingsValues): ArcSettingsValues {
  const out = { ...values };
  for (const key of ARC_TIME_FIELDS) out[key] = (values[key] ?? "").trim();
  out.color_alerta_alta = values.color_alerta_alta.toUpperCase();
  out.color_alerta_media = values.color_alerta_media.toUpperCase();
  return out;
}

/** The value a ColorPicker change gives → '#RRGGBB' (alpha dropped). */
export function colorValue(color: unknown): string {
  const hex = typeof color === "string" ? color : (color as { toHexString?: () => string } | null)?.toHexString?.() ?? "";
  return hex.slice(0, 7).toUpperCase();
}
