// Flota en vivo: its title, the card of the chosen trip, the trips' ETA and the map's legend.
import type { FleetState } from "../domain/fleet-state";
import { MENU_TEXTS } from "./menu";

/** the card of the chosen trip names the trip by its manifest number, never its internal id */
export const FLEET_CARD_TEXTS = {
  title: (numero: string) => `Viaje ${numero}`,
  close: "Cerrar",
  plate: "Placa",
  route: "Ruta",
  lastEvent: "Último evento",
  state: "Estado",
  open: "Ver viaje",
  empty: "NA",
} as const;

/** a trip's estimated arrival, in the fleet's list and card and the trip's detail */
export const ETA_TEXTS = {
  label: "ETA", late: "Tarde", appointment: "Cita de descargue", none: "NA", delay: "Retraso sobre el plan", remaining: "Faltan",
} as const;

/** the map's legend: what a state's colour means, with the company's thresholds (null: not configured) */
export const FLEET_LEGEND_TEXTS = {
  title: "Colores del temporizador",
  note: "Cada viaje toma el color de su temporizador más urgente en la lista de viajes; un grupo, el de su viaje más urgente.",
  states: {
    none: "sin datos, o bajo los umbrales",
    ok: "puesto de control a tiempo",
    yellow: "de retraso en el puesto de control",
    orange: "de retraso en el puesto de control",
    red: "de retraso en el puesto de control",
    medium: (threshold: string | null) => (threshold ? `sin llamada, GPS u otro reporte desde ${threshold}` : "umbral medio sin configurar"),
    high: (threshold: string | null) =>
      threshold ? `sin reporte desde ${threshold}, o llamada / GPS fuera de la tolerancia` : "llamada / GPS fuera de la tolerancia",
  },
} as const;

/** the screen's title, its menu entry's text */
export const FLEET_TITLE = MENU_TEXTS.flota;

/** the screen's list of trips and what it says before one is chosen */
export const FLEET_LIST_TEXTS = {
  choose: "Seleccione un punto del mapa o una fila para ver el viaje",
  columns: { state: "Estado", plate: "Placa", route: "Ruta", lastEvent: "Último evento", eta: "ETA", position: "Posición" },
  empty: "NA",
} as const;

/** a trip's state by its most urgent timer, as the map's legend and the trips list's triage bar name it */
export const FLEET_STATE_LABELS: Readonly<Record<FleetState, string>> = Object.freeze({
  none: "Sin alerta",
  ok: "Al día",
  yellow: "Hasta 15 min",
  medium: "Alerta media",
  orange: "Hasta 30 min",
  red: "Más de 30 min",
  high: "Alerta alta",
});
