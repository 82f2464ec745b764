// What the trips list's legend explains: for each kind of timer column the table has, what its
// number is and what each colour means, in the company's colours and thresholds (the ARC
// settings each trip row carries). Pure: each text is named by its entry in shared/i18n/timer-legend.ts.
import type { TimerLegendItemText } from "../i18n/timer-legend";
import { DELAY_BAND_COLORS, TIMER_COLUMNS, formatHHMM, levelColor, parseHHMM, type TimerKind, type TimerLevel, type TimerSettings } from "./timers";

export interface LegendItem {
  level: TimerLevel;
  color: string;
  /** its entry among the legend's items (shared/i18n/timer-legend.ts) */
  text: TimerLegendItemText;
  params?: Record<string, string>;
}

export interface LegendSection {
  /** its entry among the legend's sections (shared/i18n/timer-legend.ts) */
  text: "since" | "allowance" | "post";
  /** the section's timer columns (their fields), in the table's order */
  fields: string[];
  params?: Record<string, string>;
  items: LegendItem[];
}

const SECTION_KINDS: Readonly<Record<LegendSection["text"], readonly TimerKind[]>> = {
  since: ["sinceCall", "sinceGps", "sinceOther"],
  allowance: ["callDelay", "gpsDelay"],
  post: ["delay"],
};

/** A configured threshold as hh:mm; null when empty or 00:00 (not configured, never colours). */
function threshold(value: string | null | undefined): string | null {
  const minutes = parseHHMM(value);
  return minutes !== null && minutes > 0 ? formatHHMM(minutes) : null;
}

const item = (level: TimerLevel, settings: TimerSettings, text: TimerLegendItemText, params?: Record<string, string>): LegendItem => ({
  level, color: levelColor(level, settings), text, ...(params ? { params } : {}),
});

function sinceItems(settings: TimerSettings): LegendItem[] {
  const medium = threshold(settings.tiempo_alerta_media);
  const high = threshold(settings.tiempo_alerta_alta);
  const first = medium ?? high;
  return [
    first ? item("none", settings, "below", { time: first }) : item("none", settings, "none"),
    medium ? item("medium", settings, "medium", { time: medium }) : item("medium", settings, "mediumOff"),
    high ? item("high", settings, "high", { time: high }) : item("high", settings, "highOff"),
  ];
}

/** the delay bands are the spec's, not the company's */
const POST_ITEMS: readonly LegendItem[] = [
  { level: "ok", color: DELAY_BAND_COLORS.ok, text: "onTime" },
  { level: "yellow", color: DELAY_BAND_COLORS.yellow, text: "upTo15" },
  { level: "orange", color: DELAY_BAND_COLORS.orange, text: "upTo30" },
  { level: "red", color: DELAY_BAND_COLORS.red, text: "over30" },
];

/** The legend of a table with the columns `fields` (sections without a column of theirs are left out). */
export function timerLegend(settings: TimerSettings, fields: readonly string[]): LegendSection[] {
  const kindOf = (field: string) => TIMER_COLUMNS[field];
  const sections: LegendSection[] = [];
  for (const text of ["since", "allowance", "post"] as const) {
    const own = fields.filter((f) => kindOf(f) !== undefined && SECTION_KINDS[text].includes(kindOf(f)));
    if (!own.length) continue;
    if (text === "since") sections.push({ text, fields: own, items: sinceItems(settings) });
    if (text === "allowance") {
      const allowance = (value: string | null | undefined) => formatHHMM(parseHHMM(value) ?? 0);
      sections.push({
        text, fields: own, params: { call: allowance(settings.alerta_llamada), gps: allowance(settings.alerta_gps) },
        items: [item("none", settings, "within"), item("high", settings, "beyond")],
      });
    }
    if (text === "post") sections.push({ text, fields: own, items: [...POST_ITEMS] });
  }
  return sections;
}
