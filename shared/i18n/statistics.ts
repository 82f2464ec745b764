// The statistics screen.
import { MESSAGES } from "./messages";

export const STATISTICS_TEXTS = {
  title: "Estadísticas",
  consolidateBy: "Consolidar por",
  range: "Rango de fechas",
  show: "Mostrar",
  pareto: "Pareto (80 %)",
  chartType: "Tipo de gráfico",
  total: "Total",
  percentage: "Porcentaje",
  accumulated: "Acumulado",
  records: (count: number) => `${count} ${count === 1 ? "registro" : "registros"}`,
  top: (n: number) => `Top ${n}`,
  loading: MESSAGES.loading,
  empty: MESSAGES.empty,
  error: MESSAGES.error,
} as const;

/** the chart's bar of the values past the top N */
export const OTHERS_LABEL = "Otros";
