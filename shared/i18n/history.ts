// The trips history screen.
export const HISTORY_TITLE = "Historial de viajes";

/** the title of the history of a named range ('Historial de viajes del último mes') or of two days */
export const HISTORY_RANGE_SUFFIX = {
  Hoy: "de hoy",
  Semana: "de la última semana",
  Mes: "del último mes",
  Trimestre: "del último trimestre",
  Semestre: "del último semestre",
  Año: "del último año",
} as const;
export const historyBetween = (from: string, to: string) => `${HISTORY_TITLE} del ${from} al ${to}`;
