// Configuración de ARC: the form's texts, its fields' and ordering options' labels, and the checks' messages the
// server gives too.
import type { ArcSettingsValues, OrdenarPor } from "../domain/arc-settings";

/** the settings' checks, in the form and on the server */
export const ARC_MESSAGES = {
  invalidTime: "Formato inválido (HH:MM)",
  invalidColor: "Color inválido (#RRGGBB)",
  invalidOrder: "Orden no permitido",
  fixErrors: "Por favor corrija los errores en el formulario",
} as const;

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

export const ORDENAR_POR_LABELS: Readonly<Record<OrdenarPor, string>> = Object.freeze({
  Tiempo_ult_llamada: "Tiempo desde la última llamada",
  Tiempo_ult_gps: "Tiempo desde el último GPS",
  Tiempo_ult_otros: "Tiempo desde el último otro reporte",
  Retraso_llamada: "Retraso de la llamada",
  Retraso_gps: "Retraso del GPS",
  Retraso_otros: "Retraso de otros reportes",
  Creacion_viaje: "Creación del viaje",
});

export const ARC_FIELD_LABELS: Readonly<Record<keyof ArcSettingsValues, string>> = Object.freeze({
  ordenar_por: "Ordenar viajes por",
  alerta_llamada: "Tolerancia de llamada (HH:MM)",
  alerta_gps: "Tolerancia de GPS (HH:MM)",
  tiempo_alerta_media: "Tiempo de alerta media (HH:MM)",
  color_alerta_media: "Color de alerta media",
  tiempo_alerta_alta: "Tiempo de alerta alta (HH:MM)",
  color_alerta_alta: "Color de alerta alta",
});
