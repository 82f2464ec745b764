// The trips list (Seguimiento) and what opens from its rows.
export const TRIP_REPORTS_TEXTS = {
  title: (numero: string) => `Reportar: manifiesto ${numero}`,
} as const;
