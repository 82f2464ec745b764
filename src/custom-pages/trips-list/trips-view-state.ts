// What a trips table keeps between visits and holds in a saved view: its column
// filters, the header's filters and, on the history, the date range (docs/adr/0016-table-state-and-saved-views.md).
// Read back defensively: a view saved by an older screen, or a hand-edited storage, may lack or spoil parts.
// Pure.
import type { Dayjs } from "dayjs";
import { restoreRange, type DayRange, type StoredRange } from "@shared/domain/date-range";
import type { HeaderFilterValues } from "./trips-config";

export interface TripsTableFilters {
  /** the column filters (field → value) */
  columns?: Record<string, unknown>;
  header?: HeaderFilterValues;
  /** the history's date range: a named range by name (relative to the day), another by its days; null: none */
  range?: StoredRange;
}

export interface TripsFiltersState {
  columns: Record<string, unknown>;
  header: HeaderFilterValues;
  /** undefined: nothing (readable) stored, the page's own default applies */
  range: DayRange | null | undefined;
}

const numbers = (value: unknown): number[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === "number" && Number.isFinite(v)) : undefined;

/** The header's filters of a stored state: only well-formed choices. */
export function readHeaderFilters(value: unknown): HeaderFilterValues {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const v = value as Record<string, unknown>;
  const out: HeaderFilterValues = {};
  const riesgo = numbers(v.riesgo);
  const clientes = numbers(v.clientes);
  const estados = numbers(v.estados);
  if (riesgo?.length) out.riesgo = riesgo;
  if (typeof v.ultimamilla === "boolean") out.ultimamilla = v.ultimamilla;
  if (clientes?.length) out.clientes = clientes;
  if (estados?.length) out.estados = estados;
  return out;
}

/** A stored trips table's filters; `today` turns a named range back into days. */
export function readTripsFilters(value: unknown, today: Dayjs): TripsFiltersState {
  const v = (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const columns = v.columns && typeof v.columns === "object" && !Array.isArray(v.columns) ? (v.columns as Record<string, unknown>) : {};
  return { columns, header: readHeaderFilters(v.header), range: "range" in v ? restoreRange(v.range, today) : undefined };
}
