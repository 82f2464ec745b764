// What the delete-trip screen checks before it deletes: the typed trip number and the loaded trip's manifest.
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
