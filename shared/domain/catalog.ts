// The ids of the system states and events that the app's rules name (the seeded catalogues of
// server/db/seed/catalog.ts). Pure data shared by the browser app and the server; the descriptions shown to users come
// from the server's sysEstados / sysEventos (the demo's are in server/db/seed/catalog.ts).

/** State ids named by their role in the rules. */
export const STATE = {
  PROGRAMADO: 1,
  PAUSADO: 2,
  PENDIENTE_CARGUE: 3,
  CANCELADO: 4,
  LLEGADA_CARGUE: 5,
  EN_CARGUE: 6,
  TERMINADO: 7,
  REMESA_LLEGADA_DESCARGUE: 8,
  EN_DESCARGUE: 9,
  EN_RUTA: 10,
  EN_DESTINO: 11,
  REMESA_CUMPLIDA: 12,
  REMESA_EN_TRANSITO: 13,
  CERRADO: 14,
  LIQUIDADO: 15,
  FACTURADO: 16,
  ARCHIVADO: 17,
  CONTENEDOR_LLENO: 18,
  CONTENEDOR_PENDIENTE_DEVOLUCION: 19,
  CONTENEDOR_DEVUELTO: 20,
  CONTENEDOR_EN_MORA: 21,
} as const;

/** Event ids named by the report or trip action that sends them. */
export const EVENT = {
  SALIDA_CARGUE: 1,
  INICIO_VIAJE: 2,
  LLEGADA_CARGUE: 3,
  INICIO_CARGUE: 4,
  FIN_CARGUE: 5,
  INICIO_DESCARGUE: 6,
  LLEGADA_DESCARGUE: 7,
  FIN_DESCARGUE: 8,
  BASCULA: 9,
  PUESTO_CONTROL: 10,
  GPS: 11,
  LLAMADA: 12,
  CANCELAR: 13,
  PAUSAR: 14,
  REPORTE_GENERAL: 15,
  DOCUMENTOS: 16,
  NOVEDAD: 17,
  LLEGADA_PUESTO_CONTROL: 18,
  SALIDA_PUESTO_CONTROL: 19,
  DETENER: 20,
  CONTINUAR: 21,
  CREACION: 22,
  MODIFICACION: 23,
  ASIGNACION_CONTROLADOR: 24,
  SINCRONIZACION: 25,
  INICIO_PERNOCTE: 26,
  FIN_PERNOCTE: 27,
  VIA_LIBRE_ON: 28,
  VIA_LIBRE_OFF: 29,
  DEVOLVER_TERMINADO: 30,
  DEVOLVER_CANCELADO: 31,
  AJUSTE_ADMINISTRATIVO: 32,
  CONTENEDOR_PENDIENTE: 33,
  TRANSITO_SOLAR_ON: 34,
  TRANSITO_SOLAR_OFF: 35,
  CUMPLIR_REMESA: 36,
  NOVEDAD_REMESA: 37,
  TERMINAR_VIAJE: 38,
  ULTIMA_MILLA_ON: 39,
  ULTIMA_MILLA_OFF: 40,
} as const;

/** Trips in progress and closed trips. */
export const TRIP_STATES_IN_PROGRESS = [1, 2, 3, 5, 6, 9, 10, 11] as const;
export const TRIP_STATES_CLOSED = [4, 7, 14, 15, 16, 17] as const;
/** Shipment states: offered for loading 3 and 6, for unloading 8, 9 and 13. */
export const SHIPMENT_STATES = [3, 6, 8, 9, 12, 13] as const;
export const CONTAINER_STATES = [18, 19, 20, 21] as const;
