// Flota en vivo: the card of the chosen trip names the trip by its manifest number, never its internal id.
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
