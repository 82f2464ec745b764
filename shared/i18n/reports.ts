// The report forms' texts, word for word where the spec gives them.
import { MESSAGES } from "./messages";

export const REPORT_TEXTS = {
  required: MESSAGES.required,
  requiredLower: MESSAGES.requiredLower,
  serverTime: MESSAGES.serverTime,
  success: MESSAGES.success,
  error: MESSAGES.error,
  /** an event the system catalogue does not (yet) name */
  unknownEvent: (id: number) => `Evento ${id}`,
  /** images that could not be uploaded after the report was saved */
  uploadFailed: (n: number) =>
    n === 1
      ? `No se pudo subir ${n} imagen; el reporte quedó registrado`
      : `No se pudieron subir ${n} imágenes; el reporte quedó registrado`,
  stateChangeTitle: "Cambio de estado del viaje",
  stateChange: (from: string, to: string) => `Este reporte cambiará el estado del viaje de ${from} a ${to}. ¿Desea continuar?`,
  stateChangeOk: "Sí, reportar",
  unknownState: (id: number) => `Estado ${id}`,
  send: "Reportar",
  cancel: "Cancelar",
  lastReports: "Últimos reportes",
  /** a control post of the plan, already reported or still pending */
  postStates: { reported: "reportado", pending: "pendiente" },
  fields: {
    fecha: "Fecha",
    day: "Día",
    month: "Mes",
    year: "Año",
    hora: "Hora",
    hour: "HH",
    minute: "MM",
    lugar: "Lugar",
    novedad: "Novedad",
    nocoincide: "No coincide",
    retraso: "Retraso (min)",
    puesto: "Puesto de control",
    peso: "Peso(KG)*",
    imagenes: "Imágenes",
    evento: "Evento",
    remesas: "Remesas",
  },
  titles: {
    call: "Reporte de llamada",
    gps: "Reporte GPS",
    controlPost: "Reporte de puesto de control",
    weighing: "Reporte de Bascula",
    documents: "Reporte de documentos",
    event: "Reporte de evento",
    shipment: "Reporte de remesas",
    generic: "Reporte de proceso",
  },
  buttons: {
    call: "Llamada",
    gps: "GPS",
    weighing: "Bascula",
    documents: "Documentos",
    event: "Evento",
    processes: "Procesos",
    loading: "Cargue",
    unloading: "Descargue",
    controlPost: "Puesto de control",
  },
  columns: { fechahora: "Fecha", evento: "Evento", novedad: "Novedad", usuario: "Usuario" },
  notNumber: "Debe ser numérico",
  invalidDate: MESSAGES.invalidDate,
} as const;

/** a report the trip does not offer now */
export const OFFER_ERRORS = {
  hidden: "El tipo de reporte está oculto para la empresa",
  notNext: "El reporte no corresponde al siguiente evento del viaje",
  process: "El proceso no está disponible en el estado actual del viaje",
  notOffered: MESSAGES.eventNotReportable,
} as const;

/** a report the server refuses */
export const REPORT_ERRORS = {
  closed: "El viaje está cerrado y no admite reportes",
  role3: "Solo un administrador (rol 3) puede enviar este evento",
  notAllowed: MESSAGES.eventNotReportable,
  noShipments: MESSAGES.requiredLower,
  foreignShipment: "La remesa no pertenece al viaje",
  wrongShipmentState: "La remesa no está en un estado válido para este evento",
} as const;

/** a report's date and time */
export const REPORT_TIME_ERRORS = {
  beforeLast: "Fecha invalida, menor al último reporte",
  future: "Fecha invalida, mayor a la hora actual",
  invalid: MESSAGES.invalidDate,
  serverTime: MESSAGES.serverTime,
} as const;
