// The fleet map legend's texts: what a state's colour means by the trips list's timer rules,
// with the company's thresholds. Pure.
import type { FleetState } from "@shared/domain/fleet-state";
import { parseHHMM, type TimerSettings } from "@shared/domain/timers";

export const FLEET_LEGEND_TITLE = "Colores del temporizador";
export const FLEET_LEGEND_NOTE = "Cada viaje toma el color de su temporizador más urgente en la lista de viajes; un grupo, el de su viaje más urgente.";

const threshold = (value: string | null | undefined) => {
  const minutes = parseHHMM(value);
  return minutes !== null && minutes > 0 ? String(value).trim() : null;
};

/** The explanation of a state with the company's settings. */
export function legendText(state: FleetState, settings: TimerSettings): string {
  const medium = threshold(settings.tiempo_alerta_media);
  const high = threshold(settings.tiempo_alerta_alta);
  switch (state) {
    case "none":
      return "sin datos, o bajo los umbrales";
    case "ok":
      return "puesto de control a tiempo";
    case "yellow":
      return "de retraso en el puesto de control";
    case "medium":
      return medium ? `sin llamada, GPS u otro reporte desde ${medium}` : "umbral medio sin configurar";
    case "orange":
      return "de retraso en el puesto de control";
    case "red":
      return "de retraso en el puesto de control";
    case "high":
      return high
        ? `sin reporte desde ${high}, o llamada / GPS fuera de la tolerancia`
        : "llamada / GPS fuera de la tolerancia";
  }
}
