// The fleet map legend: what a state's colour means by the trips list's timer rules, with the company's
// thresholds (its wording is in shared/i18n/fleet.ts). Pure.
import type { FleetState } from "@shared/domain/fleet-state";
import { parseHHMM, type TimerSettings } from "@shared/domain/timers";
import { FLEET_LEGEND_TEXTS } from "@shared/i18n/fleet";

const threshold = (value: string | null | undefined) => {
  const minutes = parseHHMM(value);
  return minutes !== null && minutes > 0 ? String(value).trim() : null;
};

/** The explanation of a state with the company's settings. */
export function legendText(state: FleetState, settings: TimerSettings): string {
  const medium = threshold(settings.tiempo_alerta_media);
  const high = threshold(settings.tiempo_alerta_alta);
  const texts = FLEET_LEGEND_TEXTS.states;
  switch (state) {
    case "none":
    case "ok":
    case "yellow":
    case "orange":
    case "red":
      return texts[state];
    case "medium":
      return texts.medium(medium);
    case "high":
      return texts.high(high);
  }
}
