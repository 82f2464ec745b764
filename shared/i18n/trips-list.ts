// The trips list (Seguimiento) and what opens from its rows.
export const TRIP_REPORTS_TEXTS = {
  title: (numero: string) => `Reportar: manifiesto ${numero}`,
} as const;

/** the triage bar: the trips by alert level */
export const TRIAGE_TEXTS = {
  urgentFirst: "Más urgente primero",
  levels: "Viajes por nivel de alerta",
} as const;

/** 'Silenciar alarma': how many minutes and why */
export const SNOOZE_FORM_TEXTS = {
  minutes: "Minutos",
  reason: "Motivo",
  ok: "Silenciar",
  cancel: "Cancelar",
  /** the snooze could not be saved and the server gave no reason */
  failed: "No se pudo silenciar la alarma",
} as const;

/** a controller taking a trip in hand ('Atender') */
export const ATTENTION_TEXTS = {
  /** the change could not be saved and the server gave no reason */
  failed: "No se pudo guardar el cambio",
  take: "Atender",
  release: "Liberar",
  takenByOther: (nombre: string) => `El viaje ya lo atiende ${nombre}`,
  notOpen: "Solo se atiende un viaje en curso",
} as const;

/** the browser notification of a trip turning red */
export const RED_ALERT_TEXTS = {
  toggle: "Avisar cuando un viaje pase a rojo",
  title: (numero: string) => `Viaje ${numero} en rojo`,
  body: "Un viaje de la lista pasó a rojo.",
  denied: "El navegador no permite notificaciones para este sitio",
} as const;

/** a trip's silenced alarm, checked in the form and on the server */
export const SNOOZE_TEXTS = {
  action: "Silenciar alarma",
  minutes: (min: number, max: number) => `Los minutos deben ser un número entero entre ${min} y ${max}`,
  reasonShort: (min: number) => `El motivo debe tener al menos ${min} caracteres`,
  reasonLong: (max: number) => `El motivo admite como máximo ${max} caracteres`,
  until: (hhmm: string) => `Silenciado hasta ${hhmm}`,
} as const;

/** the column of who attends each trip */
export const ATTENTION_LABEL = "Atención";

/** the trips list's and the fleet map's filters */
export const TRIP_FILTER_TEXTS = {
  riskLevel: "Nivel de riesgo",
  client: "Cliente",
  lastMile: "Última milla",
  state: "Estado",
  lastMileOptions: [
    { value: "true", label: "Última milla: SI" },
    { value: "false", label: "Última milla: NO" },
  ],
} as const;
