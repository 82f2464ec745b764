// Delay wording of the report buttons: lateness in minutes is now minus the due time; negative
// reads 'Se debe verificar en', positive 'Se debio verificar en'; the tooltip splits the amount into days,
// hours and minutes; the button pulses when late. Pure: the clock is passed in.
import { DELAY_TEXTS } from "../i18n/trip-detail";

type Instant = Date | string | number;

/** Whole minutes from the due time to now (negative while still ahead); null without a due time. */
export function latenessMinutes(due: Instant | null | undefined, now: Instant): number | null {
  if (due === null || due === undefined || due === "") return null;
  const d = new Date(due).getTime();
  const n = new Date(now).getTime();
  if (!Number.isFinite(d) || !Number.isFinite(n)) return null;
  return Math.trunc((n - d) / 60_000);
}

export interface DaysHoursMinutes {
  days: number;
  hours: number;
  minutes: number;
}

/** The absolute amount of minutes split into days, hours and minutes. */
export function splitMinutes(total: number): DaysHoursMinutes {
  const m = Math.abs(Math.trunc(total));
  return { days: Math.floor(m / 1440), hours: Math.floor((m % 1440) / 60), minutes: m % 60 };
}

const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 días 3 horas 5 minutos' (zero days and hours omitted; '0 minutos' for nothing). */
export function formatSplit({ days, hours, minutes }: DaysHoursMinutes): string {
  const parts = [
    days ? unit(days, "día", "días") : null,
    hours ? unit(hours, "hora", "horas") : null,
    minutes || (!days && !hours) ? unit(minutes, "minuto", "minutos") : null,
  ];
  return parts.filter(Boolean).join(" ");
}

export interface DelayWording {
  /** 'Se debe verificar en' or 'Se debio verificar en' */
  prefix: string;
  /** the tooltip: prefix plus days, hours and minutes */
  tooltip: string;
  late: boolean;
  minutes: number;
}

/** The wording for a due time; null without one. Exactly on time (0) is not late. */
export function delayWording(due: Instant | null | undefined, now: Instant): DelayWording | null {
  const minutes = latenessMinutes(due, now);
  if (minutes === null) return null;
  const late = minutes > 0;
  const prefix = late ? DELAY_TEXTS.late : DELAY_TEXTS.ahead;
  return { prefix, tooltip: `${prefix} ${formatSplit(splitMinutes(minutes))}`, late, minutes };
}
