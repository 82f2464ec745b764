// Risk levels of a trip, from tiporiesgo (0 to 4), for the trips list's risk filter.

export interface RiskLevel {
  value: number;
  label: string;
}

/** Highest first, as the filter lists them. */
export const RISK_LEVELS: readonly RiskLevel[] = Object.freeze([
  { value: 4, label: "Riesgo Máximo" },
  { value: 3, label: "Riesgo Alto" },
  { value: 2, label: "Riesgo Medio" },
  { value: 1, label: "Riesgo Bajo" },
  { value: 0, label: "Sin Riesgo" },
]);

/** The label of a tiporiesgo value; null outside 0-4. */
export function riskLabel(value: unknown): string | null {
  const n = typeof value === "number" ? value : Number(value);
  return RISK_LEVELS.find((r) => r.value === n && value !== null && value !== "")?.label ?? null;
}
