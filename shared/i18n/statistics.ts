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
  /** the fields to consolidate by, in the list's order; Generador and Tenedor are the product's names */
  consolidate: {
    cliente: "Generador",
    nombreconductor: "Conductor",
    placa: "Placa",
    comercial: "Comercial",
    tipovehiculo: "Tipo de vehículo",
    ruta: "Ruta",
    origen: "Origen",
    destino: "Destino",
    modalidadnombre: "Modalidad",
    nombrepropietariovehiculo: "Tenedor",
    puestocontrol: "Puesto de control",
    evento: "Evento",
  },
  chartTypes: { bar: "Barras horizontales", column: "Barras verticales", pie: "Torta" },
} as const;

/** the chart's bar of the values past the top N */
export const OTHERS_LABEL = "Otros";
