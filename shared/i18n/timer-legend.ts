// The trips list's legend of its timers: what each timer column counts and what each colour means.

/** the columns a section explains, e.g. 'Llamada, GPS y Otros' */
const columnList = (names: readonly string[]): string =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} y ${names[names.length - 1]}` : (names[0] ?? "");

export const TIMER_LEGEND_TEXTS = {
  button: "Leyenda",
  title: "Leyenda de los tiempos",
  intro: "Los tiempos se muestran en horas y minutos (hh:mm) y se actualizan cada minuto. NA: el viaje no tiene esa fecha.",
  sections: {
    since: (columns: readonly string[]) => `${columnList(columns)}: tiempo desde el último reporte.`,
    allowance: (columns: readonly string[], call: string, gps: string) =>
      `${columnList(columns)}: retraso sobre la hora prevista, descontada la tolerancia (llamada ${call}, GPS ${gps}).`,
    post: (columns: readonly string[]) => `${columnList(columns)}: retraso frente a la hora prevista del próximo puesto de control.`,
  },
  /** a colour's meaning; `time` is the threshold it starts at */
  items: {
    below: (time: string) => `Menos de ${time}: sin alerta`,
    none: () => "Sin alerta",
    medium: (time: string) => `Desde ${time}: alerta media`,
    mediumOff: () => "Alerta media: sin umbral configurado",
    high: (time: string) => `Desde ${time}: alerta alta`,
    highOff: () => "Alerta alta: sin umbral configurado",
    within: () => "00:00: dentro de la tolerancia",
    beyond: () => "El exceso sobre la tolerancia: alerta alta",
    onTime: () => "A tiempo",
    upTo15: () => "Hasta 15 minutos de retraso",
    upTo30: () => "Hasta 30 minutos de retraso",
    over30: () => "Más de 30 minutos de retraso",
  },
} as const;

export type TimerLegendItemText = keyof typeof TIMER_LEGEND_TEXTS.items;
