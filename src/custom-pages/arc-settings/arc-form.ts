// The ARC settings form's options and value handling (its texts are in shared/i18n/arc-settings.ts). Pure.
import { ARC_DEFAULTS, ARC_TIME_FIELDS, ORDENAR_POR_OPTIONS, isValidArcTime, type ArcSettingsValues } from "@shared/domain/arc-settings";
import { ARC_MESSAGES, ORDENAR_POR_LABELS } from "@shared/i18n/arc-settings";

/** ARC errors stay 5 s. */
export const ARC_ERROR_SECONDS = 5;

export const ORDENAR_POR_SELECT = ORDENAR_POR_OPTIONS.map((value) => ({ value, label: ORDENAR_POR_LABELS[value] }));

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
