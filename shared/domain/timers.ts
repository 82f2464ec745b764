// The trips list's colour-coded timers. Pure: the clock is passed in.
//  - delay bands: 0 or less OK green, up to 15 yellow, up to 30 orange, beyond 30 red;
//  - time columns (minutes since the last call, GPS or other report): grey below the medium threshold,
//    the medium colour from it, the high colour at or beyond the high threshold;
//  - call and GPS delay columns: grey '00:00' while the lateness is within the allowance (alerta_llamada,
//    alerta_gps), the high colour showing the excess beyond it otherwise;
//  - elapsed time as hh:mm (hours may pass 24); default grey #808080.
// Decision (docs/adr/0015-trips-list-and-history.md): a time-column threshold that is empty or 00:00 is "not configured" and never
// colours (a zero threshold would paint every trip); an empty allowance counts as 00:00 (no tolerance).
import { DEFAULT_ALERT_COLOR, DEFAULT_HIGH_ALERT_COLOR, DEFAULT_MEDIUM_ALERT_COLOR } from "../config";

export type DelayBand = "ok" | "yellow" | "orange" | "red";

/**
 * What a timer's colour stands for: a delay band, the company's medium or high alert, or 'none' (grey:
 * no timestamp, below the thresholds, within the allowance). The colour is a function of it (levelColor).
 */
export type TimerLevel = DelayBand | "none" | "medium" | "high";

export const DELAY_BAND_COLORS: Readonly<Record<DelayBand, string>> = Object.freeze({
  ok: "#52C41A",
  yellow: "#FADB14",
  orange: "#FA8C16",
  red: "#F5222D",
});

export interface Timer {
  /** hh:mm, or NA without a timestamp */
  text: string;
  color: string;
  /** whole minutes the colour was decided on (null without a timestamp) */
  minutes: number | null;
  /** what the colour stands for */
  level: TimerLevel;
}

/** The company thresholds and colours each trip row carries. */
export interface TimerSettings {
  alerta_llamada?: string | null;
  alerta_gps?: string | null;
  tiempo_alerta_alta?: string | null;
  color_alerta_alta?: string | null;
  tiempo_alerta_media?: string | null;
  color_alerta_media?: string | null;
}

/** The settings' fields, as the trip rows carry them. */
export const TIMER_SETTING_FIELDS = [
  "alerta_llamada", "alerta_gps", "tiempo_alerta_alta", "color_alerta_alta", "tiempo_alerta_media", "color_alerta_media",
] as const satisfies readonly (keyof TimerSettings)[];

export const NO_TIME = "NA";
const MINUTE_MS = 60_000;
const HH_MM = /^(\d{1,3}):([0-5]\d)$/;

/** 'HH:MM' → minutes; null when empty or not a time. */
export function parseHHMM(value: string | null | undefined): number | null {
  const match = HH_MM.exec((value ?? "").trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes → 'hh:mm' (hours may pass 24), '-hh:mm' when negative. */
export function formatHHMM(minutes: number): string {
  const abs = Math.abs(Math.trunc(minutes));
  const text = `${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return minutes < 0 && abs > 0 ? `-${text}` : text;
}

const toMs = (value: string | Date | null | undefined): number | null => {
  if (value == null || value === "") return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};

/** Whole minutes from `from` to `now` (negative when `from` is ahead); null without a valid time. */
export function minutesSince(from: string | Date | null | undefined, now: Date | number): number | null {
  const start = toMs(from);
  if (start === null) return null;
  const diff = (typeof now === "number" ? now : now.getTime()) - start;
  return diff >= 0 ? Math.floor(diff / MINUTE_MS) : -Math.floor(-diff / MINUTE_MS);
}

/** The colour of a level with the company's colours (defaults when unset). */
export function levelColor(level: TimerLevel, settings: TimerSettings): string {
  switch (level) {
    case "none":
      return DEFAULT_ALERT_COLOR;
    case "medium":
      return settings.color_alerta_media || DEFAULT_MEDIUM_ALERT_COLOR;
    case "high":
      return settings.color_alerta_alta || DEFAULT_HIGH_ALERT_COLOR;
    default:
      return DELAY_BAND_COLORS[level];
  }
}

const timer = (text: string, minutes: number | null, level: TimerLevel, settings: TimerSettings): Timer => ({
  text, color: levelColor(level, settings), minutes, level,
});

export function delayBand(minutes: number): DelayBand {
  if (minutes <= 0) return "ok";
  if (minutes <= 15) return "yellow";
  if (minutes <= 30) return "orange";
  return "red";
}

/** A delay indicator: lateness of a due time (e.g. the next control post) in its band's colour. */
export function delayTimer(dueAt: string | Date | null | undefined, now: Date | number): Timer {
  const minutes = minutesSince(dueAt, now);
  if (minutes === null) return timer(NO_TIME, null, "none", {});
  return timer(formatHHMM(Math.max(0, minutes)), minutes, delayBand(minutes), {});
}

const positive = (m: number | null): number | null => (m !== null && m > 0 ? m : null);

/** Level of a time column for `minutes` elapsed. */
export function timeColumnLevel(minutes: number, settings: TimerSettings): TimerLevel {
  const high = positive(parseHHMM(settings.tiempo_alerta_alta));
  const medium = positive(parseHHMM(settings.tiempo_alerta_media));
  if (high !== null && minutes >= high) return "high";
  if (medium !== null && minutes >= medium) return "medium";
  return "none";
}

/** Colour of a time column for `minutes` elapsed. */
export function timeColumnColor(minutes: number, settings: TimerSettings): string {
  return levelColor(timeColumnLevel(minutes, settings), settings);
}

/** Time since the last call, GPS or other report. */
export function timeSinceTimer(last: string | Date | null | undefined, now: Date | number, settings: TimerSettings): Timer {
  const minutes = minutesSince(last, now);
  if (minutes === null) return timer(NO_TIME, null, "none", settings);
  const shown = Math.max(0, minutes);
  return timer(formatHHMM(shown), shown, timeColumnLevel(shown, settings), settings);
}

/** Call or GPS delay: lateness of the due time beyond the allowance ('00:00' grey within it). */
export function allowanceDelayTimer(
  dueAt: string | Date | null | undefined,
  now: Date | number,
  allowance: string | null | undefined,
  settings: TimerSettings,
): Timer {
  const lateness = minutesSince(dueAt, now);
  if (lateness === null) return timer(NO_TIME, null, "none", settings);
  const excess = lateness - (parseHHMM(allowance) ?? 0);
  if (excess <= 0) return timer("00:00", 0, "none", settings);
  return timer(formatHHMM(excess), excess, "high", settings);
}

export type TimerKind = "sinceCall" | "sinceGps" | "sinceOther" | "callDelay" | "gpsDelay" | "delay";

/** The trips list's timer columns: the trip field each reads and how. */
export const TIMER_COLUMNS: Readonly<Record<string, TimerKind>> = Object.freeze({
  fechahoraultimallamada: "sinceCall",
  ultimo_reporte_gps: "sinceGps",
  tiempo_ult_rep_otros: "sinceOther",
  fechahoraproximallamada: "callDelay",
  fechahoraproximogps: "gpsDelay",
  fechahoraproximopuestocontrol: "delay",
});

/** The timer of one column of a trip row at `now`. */
export function tripTimer(kind: TimerKind, value: string | Date | null | undefined, row: TimerSettings, now: Date | number): Timer {
  switch (kind) {
    case "callDelay":
      return allowanceDelayTimer(value, now, row.alerta_llamada, row);
    case "gpsDelay":
      return allowanceDelayTimer(value, now, row.alerta_gps, row);
    case "delay":
      return delayTimer(value, now);
    default:
      return timeSinceTimer(value, now, row);
  }
}
