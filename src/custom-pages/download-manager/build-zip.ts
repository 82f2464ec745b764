// Builds the download manager's zip: VIAJES.xlsx (filesDoc idquery 2) for the trips, and per
// trip a folder with TRAZABILIDAD.xlsx (filesDoc idquery 1) and the report images (getSignedURLReport).
// Trips go DOWNLOAD_CONCURRENCY at a time and a trip's files are fetched one after another, so at most
// DOWNLOAD_CONCURRENCY files are in the page at once: each is written into the zip (ZipWriter) as soon as it
// arrives and released; the zip's output is kept as Blob parts, not as one growing array.
import type { FilterInput, OrderInput } from "@shared/domain/crud-mapping";
import {
  DOWNLOAD_CONCURRENCY, photoPath, runBounded, TRACEABILITY_FIELDS, TRACEABILITY_QUERY, traceabilityPath, tripFolder,
  TRIPS_FILE, TRIPS_QUERY, type TripRef,
} from "@shared/domain/download-plan";
import type { DownloadReportsQuery, DownloadSignedUrlsQuery } from "@/graphql/operations.types";
import { requestExport, type ExportBody } from "@/resources/engine/export/export-request";
import { REPORTS_WITH_PHOTOS, SIGNED_URLS } from "./queries";
import { ZipWriter } from "./zip-writer";

/** What the builder needs from the outside world (the screen passes the real ones; tests fake them). */
export interface DownloadDeps {
  /** runs a GraphQL document, resolves with its data */
  graphql<T>(document: string, variables: Record<string, unknown>): Promise<T>;
  /** API origin for filesDoc and the relative signed urls ('' = same origin) */
  apiBase: string;
  /** idapp 12, idempresa (the session itself is the HttpOnly cookie) */
  headers(): Record<string, string>;
  fetch: typeof fetch;
}

export interface DownloadJob {
  trips: TripRef[];
  /** visible columns of the table: the fields of VIAJES.xlsx */
  tripFields: string[];
  orders: OrderInput[];
  photos: boolean;
  onProgress(finished: number): void;
}

export const MISSING_PHOTOS_FILE = "FOTOS_NO_DISPONIBLES.txt";
const REPORTS_PAGE = 500;


const absolute = (base: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${base}${url}`);

async function reportsWithPhotos(deps: DownloadDeps, id: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await deps.graphql<DownloadReportsQuery>(REPORTS_WITH_PHOTOS, { id, pagination: { fields: REPORTS_PAGE, page } });
    const { data, totalreg } = answer.trazabilidadInfo;
    for (const r of data) if (Number(r.numberdocs) > 0) ids.push(Number(r.id));
    if (!data.length || page * REPORTS_PAGE >= totalreg) return ids;
  }
}

/** Adds a trip's images; an image that was never uploaded (404) is listed in FOTOS_NO_DISPONIBLES.txt. */
async function addPhotos(zip: ZipWriter, deps: DownloadDeps, trip: TripRef): Promise<void> {
  const missing: string[] = [];
  for (const idreporte of await reportsWithPhotos(deps, trip.id)) {
    const { getSignedURLReport: files } = await deps.graphql<DownloadSignedUrlsQuery>(SIGNED_URLS, { idreporte });
    for (const [index, file] of files.entries()) {
      const response = await deps.fetch(absolute(deps.apiBase, file.url));
      if (response.status === 404) {
        missing.push(`${idreporte}: ${file.key}`);
        continue;
      }
      if (!response.ok) throw new Error(`imagen ${file.key}: ${response.status}`);
      zip.add(photoPath(trip, idreporte, index, file.key), new Uint8Array(await response.arrayBuffer()));
    }
  }
  if (missing.length) zip.add(`${tripFolder(trip)}/${MISSING_PHOTOS_FILE}`, `${missing.join("\n")}\n`);
}

const exportUrl = (deps: DownloadDeps) => `${deps.apiBase}/api/v1/filesDoc`;

function tripsBody(job: DownloadJob): ExportBody {
  const filters: FilterInput[] = [{ field: "id", operator: "in", value: job.trips.map((t) => t.id) }];
  return { filters, fields: job.tripFields, idquery: TRIPS_QUERY, orders: job.orders, title: "VIAJES" };
}

function traceabilityBody(trip: TripRef): ExportBody {
  return {
    filters: [{ field: "idviaje", operator: "eq", value: trip.id }],
    fields: [...TRACEABILITY_FIELDS],
    idquery: TRACEABILITY_QUERY,
    orders: [],
    title: "TRAZABILIDAD",
  };
}

/**
 * The finished zip as a Blob; rejects on the first failure (nothing partial is handed back). `zip` is where
 * the files are written (tests watch it).
 */
export async function buildDownloadZip(job: DownloadJob, deps: DownloadDeps, zip = new ZipWriter()): Promise<Blob> {
  await zip.addBlob(TRIPS_FILE, await requestExport(exportUrl(deps), tripsBody(job), deps.headers(), deps.fetch));
  await runBounded(
    job.trips,
    DOWNLOAD_CONCURRENCY,
    async (trip) => {
      await zip.addBlob(traceabilityPath(trip), await requestExport(exportUrl(deps), traceabilityBody(trip), deps.headers(), deps.fetch));
      if (job.photos) await addPhotos(zip, deps, trip);
    },
    job.onProgress,
  );
  return zip.finish();
}
