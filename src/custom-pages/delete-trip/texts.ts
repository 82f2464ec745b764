// Texts of the delete-trip screen.
import { MESSAGES } from "@shared/i18n/messages";
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

export interface TripToDelete {
  id: number;
  numero: string;
  placa?: string | null;
  origen?: string | null;
  destino?: string | null;
  ruta?: string | null;
}

/** The loaded trip matches what was typed: it exists and its manifest equals the typed one. */
export function matchesManifest(trip: TripToDelete | null | undefined, manifest: string): trip is TripToDelete {
  return Boolean(trip) && String(trip?.numero ?? "").trim() === manifest.trim();
}

/** The trip number is a whole number other than zero. */
export function isValidTripNumber(value: unknown): boolean {
  const n = typeof value === "number" ? value : Number(String(value ?? "").trim());
  return String(value ?? "").trim() !== "" && Number.isInteger(n) && n !== 0;
}
