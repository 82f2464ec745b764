// The statistics screen's choices: consolidate by, top N, chart type, and the default
// date range (first day of the current month to today, America/Bogota).
import type { CrudFilter } from "@refinedev/core";
import { rangeToFilterValue, todayInBusinessZone, type DayRange } from "@shared/domain/date-range";

/** Consolidate-by options; Generador and Tenedor are the spec's labels. */
export const CONSOLIDATE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: "cliente", label: "Generador" },
  { value: "nombreconductor", label: "Conductor" },
  { value: "placa", label: "Placa" },
  { value: "comercial", label: "Comercial" },
  { value: "tipovehiculo", label: "Tipo de vehículo" },
  { value: "ruta", label: "Ruta" },
  { value: "origen", label: "Origen" },
  { value: "destino", label: "Destino" },
  { value: "modalidadnombre", label: "Modalidad" },
  { value: "nombrepropietariovehiculo", label: "Tenedor" },
  { value: "puestocontrol", label: "Puesto de control" },
  { value: "evento", label: "Evento" },
];
export const DEFAULT_CONSOLIDATE = "cliente";

export type ChartType = "bar" | "column" | "pie";
/** Chart types: horizontal bar (default), vertical bar, pie. */
export const CHART_TYPES: readonly { value: ChartType; label: string }[] = [
  { value: "bar", label: "Barras horizontales" },
  { value: "column", label: "Barras verticales" },
  { value: "pie", label: "Torta" },
];
export const DEFAULT_CHART_TYPE: ChartType = "bar";

/** First day of the current month to today. */
export function defaultStatisticsRange(today = todayInBusinessZone()): DayRange {
  return { start: today.startOf("month"), end: today };
}

/** The trips' filters of a range: the trip date between the first and last day (none without a range). */
export function statisticsFilters(range: DayRange | null): CrudFilter[] {
  return range ? [{ field: "fecha", operator: "between", value: rangeToFilterValue(range) }] : [];
}

export const consolidateLabel = (field: string): string => CONSOLIDATE_OPTIONS.find((o) => o.value === field)?.label ?? field;
