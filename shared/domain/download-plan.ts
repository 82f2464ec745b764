// The download manager's plan: which trips a choice covers, where each file goes
// in the zip, and a bounded pool that works a few trips at a time, stops at the first failure and reports
// every finished trip (the counter on the button).

/** Trips worked at the same time: enough to overlap requests, few enough to keep memory bounded. */
export const DOWNLOAD_CONCURRENCY = 3;
/** Trips a download may cover: about 60 trips take about 10 minutes, so this is hours. */
export const MAX_DOWNLOAD_TRIPS = 500;
/** Application id of download requests. */
export const DOWNLOAD_APP_ID = 12;
/** The trip states the state filter hides. */
export const DOWNLOAD_EXCLUDED_STATES: readonly number[] = [0];
/** filesDoc query ids. */
export const TRACEABILITY_QUERY = 1;
export const TRIPS_QUERY = 2;
/** The traceability workbook's fields (idquery 1). */
export const TRACEABILITY_FIELDS = ["lugar", "fecha", "remesas", "usuario", "evento", "orden", "sysevento", "puestocontrol", "novedad"] as const;

export const TRIPS_FILE = "VIAJES.xlsx";
export const TRACEABILITY_FILE = "TRAZABILIDAD.xlsx";
export const PHOTOS_FOLDER = "fotos";

/**
 * The four choices: the selected trips, the trips on screen,
 * every trip of the current filters, and — the fourth — every trip of the filters without photos
 * (traceability only: the photos are what makes a download slow).
 */
export type DownloadChoice = "selected" | "page" | "all" | "allWithoutPhotos";

export const DOWNLOAD_CHOICES: readonly { key: DownloadChoice; label: string }[] = [
  { key: "selected", label: "Seleccionados" },
  { key: "page", label: "En pantalla" },
  { key: "all", label: "Todos" },
  { key: "allWithoutPhotos", label: "Todos sin fotos" },
];

export const withPhotos = (choice: DownloadChoice): boolean => choice !== "allWithoutPhotos";
/** Whether the choice reads every trip of the filters from the server (not only the rows at hand). */
export const coversAll = (choice: DownloadChoice): boolean => choice === "all" || choice === "allWithoutPhotos";

export interface TripRef {
  id: number;
  numero?: string | null;
}

const UNSAFE = new Set([..."\"\\/:*?<>|"]);
/** A name a file system accepts: control and reserved characters become '_'. */
const safeName = (s: string) =>
  [...s].map((c) => (c.charCodeAt(0) < 32 || UNSAFE.has(c) ? "_" : c)).join("").replace(/_+/g, "_").trim();

/** The trip's folder: '{id}_{manifest}' ('{id}' without a manifest). */
export function tripFolder(trip: TripRef): string {
  const numero = trip.numero ? safeName(String(trip.numero)) : "";
  return numero ? `${trip.id}_${numero}` : String(trip.id);
}

/** An image's path in the zip: '{folder}/fotos/{report}_{n}_{name of the key}'. */
export function photoPath(trip: TripRef, idreporte: number, index: number, key: string): string {
  const base = safeName(key.slice(key.lastIndexOf("/") + 1)) || "foto.jpg";
  return `${tripFolder(trip)}/${PHOTOS_FOLDER}/${idreporte}_${index + 1}_${base}`;
}

export const traceabilityPath = (trip: TripRef): string => `${tripFolder(trip)}/${TRACEABILITY_FILE}`;

/** The zip's name: 'descargas_YYYYMMDD_HHmmss.zip' from the Bogota date-time parts given. */
export const zipFileName = (stamp: string): string => `descargas_${stamp}.zip`;

/** Unique trips by id, in first-seen order, at most `max`. */
export function uniqueTrips<T extends TripRef>(trips: readonly T[], max = MAX_DOWNLOAD_TRIPS): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const t of trips) {
    const id = Number(t.id);
    if (!Number.isInteger(id) || seen.has(id)) continue;
    seen.add(id);
    out.push(t);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * Runs `work` over the items with at most `limit` at a time, in order of start. Resolves when every item is
 * done; on the first failure no new item starts, the pool waits for the running ones and rejects with that
 * failure. `onDone` gets the number of finished items after each one.
 */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
  onDone?: (finished: number) => void,
): Promise<void> {
  let next = 0;
  let finished = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        await work(items[index], index);
        finished += 1;
        if (!failure) onDone?.(finished);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  const lanes = Math.max(1, Math.min(Math.floor(limit) || 1, items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  if (failure) throw (failure as { error: unknown }).error;
}
