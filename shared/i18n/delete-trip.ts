// The delete-trip screen (administrators only).
import { MESSAGES } from "./messages";

export const DELETE_TRIP_TEXTS = {
  title: "Eliminar viaje",
  warningTitle: "Solo para el administrador",
  warning:
    "Esta opción es solo para el administrador. El viaje se elimina de forma permanente con sus remesas, " +
    "reportes, fotos y observaciones.",
  trip: "Número de viaje",
  manifest: "Manifiesto",
  delete: "Eliminar",
  cancel: "Cancelar",
  accept: "Aceptar",
  confirmTitle: "Eliminar viaje",
  confirmQuestion: (id: number) => `¿Desea eliminar el viaje ${id}?`,
  loading: MESSAGES.loading,
  notFound: MESSAGES.notFound.trip,
  deleted: "Se Elimino el viaje",
  error: MESSAGES.error,
  required: MESSAGES.required,
  nonZero: "Debe ser un número distinto de cero",
  placa: "Placa",
  origen: "Origen",
  destino: "Destino",
  ruta: "Ruta",
} as const;
