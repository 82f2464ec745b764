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
